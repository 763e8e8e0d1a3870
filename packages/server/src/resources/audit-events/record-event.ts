import type { AuditAction, AuditTargetType } from '@huella/contracts';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { auditEvents, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/tenant-context.ts';

// Writing the audit log (docs/decisions/0014-audit-log.md). Every call runs inside the transaction of the change it
// records, so an event without its change, or a change without its event, cannot be committed.

export interface AuditTarget {
  type: AuditTargetType;
  id: number;
  /** What the target is called now: a report's reference, a username, a review's title. */
  label: string;
}

export interface AuditRecord {
  action: AuditAction;
  target: AuditTarget;
  /** Never a password, a hash or a token. */
  details?: Record<string, unknown>;
  /** The company whose log holds the event; the actor's company unless given (a review's owner, the platform). */
  companyId?: number;
}

/** The actor's username as it is inside the transaction: the one they act under, even if they rename themselves in it. */
export const actorUsername = (ctx: TenantContext): SQL => sql`(${sql`select ${users.username} from ${users} where ${eq(users.id, ctx.userId)}`})`;

/** Appends one event for `ctx`'s user, at the request's client address. */
export async function recordEvent(tx: Executor, ctx: TenantContext, record: AuditRecord): Promise<void> {
  await tx.insert(auditEvents).values({
    companyId: record.companyId ?? ctx.companyId,
    actorId: ctx.userId,
    actorUsername: actorUsername(ctx),
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    details: record.details ?? {},
    ip: ctx.ip ?? null,
  });
}

/**
 * Appends one event per row that `changed` returns, in the statement that changes them (a data-modifying query
 * returning `id`, `label` and `details`, as a common table expression): the export's `consolidate` switch freezes
 * any number of reports and logs each one without reading them into memory. `details` is merged over each row's own.
 */
export async function recordEventPerRow(
  tx: Executor,
  ctx: TenantContext,
  action: AuditAction,
  targetType: AuditTargetType,
  changed: SQL,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.execute(sql`
    with changed as (${changed})
    insert into ${auditEvents} (company_id, actor_id, actor_username, action, target_type, target_id, target_label, details, ip)
    select ${ctx.companyId}, ${ctx.userId}, ${actorUsername(ctx)}, ${action}, ${targetType}, changed.id, changed.label,
      changed.details || ${JSON.stringify(details)}::jsonb, ${ctx.ip ?? null}
    from changed`);
}
