import type { ListRows } from '../../db/company-rows.ts';
import { listCompanyRows } from '../../db/company-rows.ts';
import { auditEvents } from '../../db/schema.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;

// Reading the log only: events are written by record-event.ts inside the changes they record, and nothing changes
// or removes them (the table's trigger refuses it).

export const listAuditEvents: ListRows<AuditEventRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, auditEvents, companyId, { filter, order, limit, offset });
