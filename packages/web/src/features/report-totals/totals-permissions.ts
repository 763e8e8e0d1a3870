import type { CurrentUser, Report } from '@huella/contracts';

type ReportAccess = Pick<Report, 'created_by' | 'read_only'>;

const isManager = (me: CurrentUser) => me.role === 'super' || me.role === 'admin';

/**
 * Spec part 2 §6 ("other roles may edit and consolidate; no restriction is shown"): every user of the company
 * consolidates, whoever wrote the report, while it is not consolidated (docs/decisions/0006).
 */
export function canConsolidateReport(_me: CurrentUser, report: ReportAccess): boolean {
  return !report.read_only;
}

/** Spec part 2 §2.2 and §6: only super and admin users unconsolidate, and only a consolidated report. */
export function canUnconsolidateReport(me: CurrentUser, report: ReportAccess): boolean {
  return report.read_only && isManager(me);
}
