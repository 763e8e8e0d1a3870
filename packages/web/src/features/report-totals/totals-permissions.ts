import type { CurrentUser, Report } from '@huella/contracts';

type ReportAccess = Pick<Report, 'created_by' | 'read_only'>;

const isManager = (me: CurrentUser) => me.role === 'super' || me.role === 'admin';

/** docs/decisions/0006: the author, super and admin users consolidate, while the report is not consolidated. */
export function canConsolidateReport(me: CurrentUser, report: ReportAccess): boolean {
  return !report.read_only && (isManager(me) || report.created_by.id === me.id);
}

/** Spec part 2 §2.2 and §6: only super and admin users unconsolidate, and only a consolidated report. */
export function canUnconsolidateReport(me: CurrentUser, report: ReportAccess): boolean {
  return report.read_only && isManager(me);
}
