import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.ts';
import { findTokenOwner, revokeToken, touchToken } from '../resources/auth/token-repository.ts';
import { notAuthenticated } from './errors.ts';
import type { TenantContext } from './tenant-context.ts';

// Writing last_used_at on every request would turn every read into a write; a minute is precise enough.
const TOUCH_INTERVAL_MS = 60_000;

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !value || rest.length) throw notAuthenticated('invalid_token');
  return value;
}

/** onRequest hook of the protected routes: resolves `Authorization: Token <key>` into the tenant context. */
export function authenticate(db: Db, idleMs: number, now: () => Date = () => new Date()) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenFrom(request);
    if (!token) throw notAuthenticated();
    if (token.length > 200) throw notAuthenticated('invalid_token');
    const owner = await findTokenOwner(db, token);
    if (!owner) throw notAuthenticated('invalid_token');
    const at = now();
    const idle = at.getTime() - owner.lastUsedAt.getTime();
    if (idle > idleMs) {
      await revokeToken(db, owner.tokenId);
      throw notAuthenticated('invalid_token');
    }
    if (idle > TOUCH_INTERVAL_MS) await touchToken(db, owner.tokenId, at);
    const tenant: TenantContext = {
      userId: owner.user.id,
      companyId: owner.company.id,
      role: owner.user.role,
      tokenId: owner.tokenId,
      ip: request.ip,
      company: owner.company,
    };
    request.tenant = tenant;
  };
}

export function requireTenant(request: FastifyRequest): TenantContext {
  if (!request.tenant) throw notAuthenticated();
  return request.tenant;
}
