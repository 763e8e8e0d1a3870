import { DomainError } from './errors.ts';
import { msg } from './messages.ts';
import type { TenantContext } from './tenant-context.ts';

/**
 * A company that reports scope 3 only has no consumption reports (docs/spec/part-1.md §1, §6: no Consumptions menu),
 * so every consumption API, its lookups included, refuses it with 403.
 */
export function requireConsumptions(ctx: TenantContext): void {
  if (ctx.company.onlyScope3) throw new DomainError('permission_denied', msg('consumptions_scope3_only'));
}
