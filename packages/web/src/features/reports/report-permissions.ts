import type { CurrentUser, Report } from '@huella/contracts';

/** Spec part 1 §6: the author or a super edits, and only while the report is not consolidated. */
export function canEditReport(me: CurrentUser, report: Pick<Report, 'created_by' | 'read_only'>): boolean {
  return !report.read_only && (me.role === 'super' || report.created_by.id === me.id);
}

/**
 * Spec part 1 §6: the author or a super deletes. A consolidated report is frozen until unconsolidated, and the
 * server refuses its deletion with 409 (decision 0006 "Consolidation"), so it is not offered.
 */
export function canDeleteReport(me: CurrentUser, report: Pick<Report, 'created_by' | 'read_only'>): boolean {
  return !report.read_only && (me.role === 'super' || report.created_by.id === me.id);
}
