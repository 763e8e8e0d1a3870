import type { Role } from '@huella/contracts';

/** Who is asking; every service call receives it and every query is scoped by `companyId`. */
export interface TenantContext {
  userId: number;
  companyId: number;
  role: Role;
  tokenId: number;
  company: {
    id: number;
    name: string;
    onlyScope3: boolean;
    hasHseqConnection: boolean;
    allowedTags: string[];
    platform: boolean;
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext | null;
  }
}
