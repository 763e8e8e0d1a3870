import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-actions.ts';
import { listQuery } from './common.ts';

// The audit log (docs/decisions/0014-audit-log.md): what was done to reports, reviews and users, by whom, when and
// from which address. Read-only: no route changes an event.

export const auditAction = z.enum(AUDIT_ACTIONS);

export const auditTargetType = z.enum(AUDIT_TARGET_TYPES);

export const auditEvent = z
  .object({
    id: z.number().int(),
    created_at: z.iso.datetime({ offset: true }),
    actor: z.object({
      id: z.number().int(),
      /** The username the actor had when acting (users may be renamed or deleted since). */
      username: z.string(),
    }),
    action: auditAction,
    target: z.object({
      type: auditTargetType,
      id: z.number().int(),
      /** What the target was called then: a report's reference, a username, a review's title. */
      label: z.string(),
    }),
    /** What else the action says: the fields of a user that changed (never a password), the export that consolidated a report… */
    details: z.record(z.string(), z.unknown()),
    /** The client's address as the server saw it behind its trusted proxies; null for the server's own work (the demo seed). */
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEvent>;

export const AUDIT_EVENT_ORDERING = ['created_at', 'action', 'actor_username', 'id'] as const;

const instant = z.iso.datetime({ offset: true });

export const auditEventListQuery = listQuery.extend({
  action: auditAction.optional().describe('Only events of this action'),
  target_type: auditTargetType.optional().describe('Only events about reports, reviews or users'),
  actor: z.string().max(150).optional().describe("Only events whose actor's username contains this text (any case)"),
  created_after: instant.optional().describe('Only events at or after this instant (ISO 8601 with offset)'),
  created_before: instant.optional().describe('Only events before this instant (ISO 8601 with offset)'),
});
export type AuditEventListQuery = z.infer<typeof auditEventListQuery>;
