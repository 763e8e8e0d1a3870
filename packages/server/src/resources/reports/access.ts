import { canDeleteReport, canEditReport, type Actor, type ReportAccess, type ReportType } from '@huella/contracts';
import type { Executor } from '../../db/connection.ts';
import { conflict, fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { findReport, type ReportWithRefs } from './repository.ts';

/** Another company's report, or one that does not exist, is a 404 alike: ids reveal nothing. */
export async function loadReport(db: Executor, ctx: TenantContext, id: number, forUpdate = false, withoutResult = false): Promise<ReportWithRefs> {
  const found = await findReport(db, ctx.companyId, id, forUpdate, withoutResult);
  if (!found) throw notFound();
  return found;
}

/** The user and the report as the permission rules of `@huella/contracts` read them. */
export const actorOf = (ctx: TenantContext): Actor => ({ id: ctx.userId, role: ctx.role });
export const accessOf = (found: ReportWithRefs): ReportAccess => ({
  type: found.report.type,
  created_by: { id: found.report.createdById },
  read_only: found.report.consolidatedAt !== null,
});

/** A refusal says why: 409 while the report is consolidated (decision 0006), else 403. */
function assertAllowed(allowed: boolean, found: ReportWithRefs): void {
  if (allowed) return;
  if (found.report.consolidatedAt) throw conflict('report_consolidated', { reference: found.report.reference });
  throw permissionDenied();
}

/**
 * docs/spec/part-1.md §6: the author or a super user, and only while the report is not consolidated (409 then);
 * admins too on consumption reports (decision 0009 "Who edits").
 */
export function assertCanEdit(ctx: TenantContext, found: ReportWithRefs): void {
  assertAllowed(canEditReport(actorOf(ctx), accessOf(found)), found);
}

export function assertCanDelete(ctx: TenantContext, found: ReportWithRefs): void {
  assertAllowed(canDeleteReport(actorOf(ctx), accessOf(found)), found);
}

/**
 * Locks the report for the transaction and checks that this user may change it or its children. Without its stored
 * result: a change writes a new one and never reads the old, which is every cargo's figures (253 kB for 500 cargos).
 */
export async function loadEditableReport(db: Executor, ctx: TenantContext, id: number): Promise<ReportWithRefs> {
  const found = await loadReport(db, ctx, id, true, true);
  assertCanEdit(ctx, found);
  return found;
}

/**
 * Cargos, stages and storages belong to transport reports, consumptions and voyages to consumption reports: a
 * child written to the other type is a 400 for the whole body, as a business trip's warehousing is.
 */
export function assertReportType(found: ReportWithRefs, type: ReportType): void {
  if (found.report.type === type) return;
  throw fieldError('non_field_errors', type === 'transport' ? 'transport_report_only' : 'consumption_report_only');
}
