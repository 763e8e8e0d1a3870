import type { Role } from './auth.ts';

// Who may do what to a report (docs/spec/part-1.md §6, docs/spec/part-2.md §6, docs/decisions/0006), written once: the server
// enforces these rules and the web uses them only to decide what to offer.

/** The user asking: the web's signed-in user, or the server's tenant context as `{ id: userId, role }`. */
export interface Actor {
  id: number;
  role: Role;
}

/** A report as its body shows it: who wrote it and whether it is consolidated (`read_only`). */
export interface ReportAccess {
  created_by: { id: number };
  read_only: boolean;
}

/** Super and admin users manage the company: its users, its materials, unconsolidation. */
export function isManager(role: Role): boolean {
  return role === 'super' || role === 'admin';
}

/** The author or a super user, whatever the report's state (the server answers 403 to anyone else). */
export function isAuthorOrSuper(actor: Actor, report: Pick<ReportAccess, 'created_by'>): boolean {
  return actor.role === 'super' || report.created_by.id === actor.id;
}

/** docs/spec/part-1.md §6: the author or a super edits, and only while the report is not consolidated (409 then). */
export function canEditReport(actor: Actor, report: ReportAccess): boolean {
  return !report.read_only && isAuthorOrSuper(actor, report);
}

/**
 * docs/spec/part-1.md §6: the author or a super deletes. A consolidated report is frozen until unconsolidated and its
 * deletion is refused with 409 (decision 0006 "Consolidation"): the same rule as editing.
 */
export const canDeleteReport: (actor: Actor, report: ReportAccess) => boolean = canEditReport;

/**
 * docs/spec/part-2.md §6 ("other roles may edit and consolidate; no restriction is shown"): every user of the company
 * consolidates, whoever wrote the report, while it is not consolidated.
 */
export function canConsolidateReport(_actor: Actor, report: Pick<ReportAccess, 'read_only'>): boolean {
  return !report.read_only;
}

/** docs/spec/part-2.md §2.2 and §6: only super and admin users unconsolidate, and only a consolidated report. */
export function canUnconsolidateReport(actor: Actor, report: Pick<ReportAccess, 'read_only'>): boolean {
  return report.read_only && isManager(actor.role);
}
