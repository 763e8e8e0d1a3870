import { AUDIT_EVENT_ORDERING, type AuditEvent, type AuditEventListQuery } from '@huella/contracts';
import { and, eq, gte, ilike, lt, or, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { auditEvents } from '../../db/schema.ts';
import { permissionDenied } from '../../http/errors.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { containsPattern } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

const ORDERING = {
  created_at: auditEvents.createdAt,
  action: auditEvents.action,
  actor_username: auditEvents.actorUsername,
  id: auditEvents.id,
} satisfies Record<(typeof AUDIT_EVENT_ORDERING)[number], AnyColumn>;

const toBody = (row: repo.AuditEventRow): AuditEvent => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  actor: { id: row.actorId, username: row.actorUsername },
  action: row.action as AuditEvent['action'],
  target: { type: row.targetType as AuditEvent['target']['type'], id: row.targetId, label: row.targetLabel },
  details: row.details,
  ip: row.ip,
});

/**
 * The company's log, newest first, for its super users only (docs/decisions/0014-audit-log.md). Review events are
 * the platform company's, as reviews are, so only the platform's super users read them.
 */
export async function listAuditEvents(db: Db, ctx: TenantContext, query: AuditEventListQuery): Promise<Listed<AuditEvent>> {
  if (ctx.role !== 'super') throw permissionDenied();
  const search = query.search?.trim();
  const actor = query.actor?.trim();
  const filter = and(
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.target_type ? eq(auditEvents.targetType, query.target_type) : undefined,
    actor ? ilike(auditEvents.actorUsername, containsPattern(actor)) : undefined,
    query.created_after ? gte(auditEvents.createdAt, new Date(query.created_after)) : undefined,
    query.created_before ? lt(auditEvents.createdAt, new Date(query.created_before)) : undefined,
    search
      ? or(ilike(auditEvents.targetLabel, containsPattern(search)), ilike(auditEvents.actorUsername, containsPattern(search)), ilike(auditEvents.ip, containsPattern(search)))
      : undefined,
  );
  const order = parseOrdering(query.ordering, ORDERING, '-created_at', auditEvents.id, { tieFollowsLast: true });
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listAuditEvents(db, ctx.companyId, filter, order, limit, offset);
  return listed(query, count, rows.map(toBody));
}
