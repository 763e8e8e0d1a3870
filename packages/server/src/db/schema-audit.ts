import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './schema-core.ts';

// The audit log (docs/decisions/0014-audit-log.md): who consolidated, unconsolidated or deleted a report, changed a
// review or a user, when and from which address. Written in the transaction of the change it records; append-only:
// a trigger of migration 0017 refuses UPDATE, DELETE and TRUNCATE of the table, whatever the code asks.

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Companies are never deleted through the API; the log keeps its company (no cascade).
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    // No foreign key: users can be deleted, and the row they leave here cannot change. The username is the one the
    // actor had when acting.
    actorId: integer('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** What the target was called then: a report's reference, a username, a review's title. */
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The request's client address under the configured trust proxy (`request.ip`); null for the server's own work (the demo seed). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.companyId, t.createdAt, t.id),
    index('audit_events_company_action_idx').on(t.companyId, t.action, t.createdAt, t.id),
    index('audit_events_company_actor_idx').on(t.companyId, t.actorId, t.createdAt, t.id),
  ],
);
