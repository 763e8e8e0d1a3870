import type { Executor } from '../../db/connection.ts';
import { conflict, notFound, permissionDenied } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { findReport, type ReportWithRefs } from './repository.ts';

/** Another company's report, or one that does not exist, is a 404 alike: ids reveal nothing. */
export async function loadReport(db: Executor, ctx: TenantContext, id: number, forUpdate = false): Promise<ReportWithRefs> {
  const found = await findReport(db, ctx.companyId, id, forUpdate);
  if (!found) throw notFound();
  return found;
}

/** Spec part 1 §6: the author or a super user, and only while the report is not consolidated (409 then). */
export function assertCanEdit(ctx: TenantContext, found: ReportWithRefs): void {
  if (found.report.consolidatedAt) throw conflict('report_consolidated', { reference: found.report.reference });
  if (found.report.createdById !== ctx.userId && ctx.role !== 'super') throw permissionDenied();
}

/** Locks the report for the transaction and checks that this user may change it or its children. */
export async function loadEditableReport(db: Executor, ctx: TenantContext, id: number): Promise<ReportWithRefs> {
  const found = await loadReport(db, ctx, id, true);
  assertCanEdit(ctx, found);
  return found;
}
