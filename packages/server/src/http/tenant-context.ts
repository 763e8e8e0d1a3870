import type { Role } from '@huella/contracts';

/** Who is asking; every service call receives it and every query is scoped by `companyId`. */
export interface TenantContext {
  userId: number;
  companyId: number;
  role: Role;
  tokenId: number;
  /**
   * The request's client address as Fastify computes it under the configured trust proxy (`request.ip`), which the
   * audit log records; absent where the server acts on its own (the demo seed).
   */
  ip?: string;
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
