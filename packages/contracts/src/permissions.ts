import type { Role } from './auth.ts';
import type { ReportType } from './reports.ts';

// Who may do what to a report (docs/spec/part-1.md §6, docs/spec/part-2.md §6, docs/decisions/0006), written once: the server
// enforces these rules and the web uses them only to decide what to offer.

/** The user asking: the web's signed-in user, or the server's tenant context as `{ id: userId, role }`. */
export interface Actor {
  id: number;
  role: Role;
}

/** A report as its body shows it: its type, who wrote it and whether it is consolidated (`read_only`). */
export interface ReportAccess {
  type: ReportType;
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

/**
 * docs/spec/part-1.md §6: the author or a super edits, and only while the report is not consolidated (409 then).
 * A consumption report may also be edited by an admin: docs/spec/part-2.md §6 means to allow it, though its check
 * compares the wrong object (decision 0009 "Who edits").
 */
export function canEditReport(actor: Actor, report: ReportAccess): boolean {
  if (report.read_only) return false;
  return isAuthorOrSuper(actor, report) || (report.type === 'consumption' && actor.role === 'admin');
}

/**
 * docs/spec/part-1.md §6, docs/spec/part-2.md §6: the author or a super deletes, whatever the report's type. A
 * consolidated report is frozen and its deletion is refused with 409 (decision 0006 "Consolidation").
 */
export function canDeleteReport(actor: Actor, report: ReportAccess): boolean {
  return !report.read_only && isAuthorOrSuper(actor, report);
}

/**
 * docs/spec/part-2.md §6 ("other roles may edit and consolidate; no restriction is shown"): every user of the company
 * consolidates, whoever wrote the report, while it is not consolidated.
 */
export function canConsolidateReport(_actor: Actor, report: Pick<ReportAccess, 'read_only'>): boolean {
  return !report.read_only;
}

/**
 * docs/spec/part-2.md §2.2 and §6: only super and admin users unconsolidate, and only a consolidated transport report.
 * A consumption report's consolidation is final (docs/spec/part-2.md §4, decision 0009).
 */
export function canUnconsolidateReport(actor: Actor, report: Pick<ReportAccess, 'type' | 'read_only'>): boolean {
  return report.type === 'transport' && report.read_only && isManager(actor.role);
}
