import type { PermissionRow, Role } from './permission-table.ts';

export type Tenant = 'own' | 'other';

/**
 * The status `role` gets from `row` on its own company's data or on another company's; null when the cell does not
 * exist (no id of company data in the path, or a company that cannot hold the object).
 * Another company's id is a 404 to every signed-in caller, allowed or not: whether a row exists elsewhere is never
 * told (DESIGN.md "Tenancy and roles"). Only a caller refused before any row is looked for gets its 403 whichever
 * id it names (so learns nothing of the id either).
 */
export function expectedAnswer(row: PermissionRow, role: Role, tenant: Tenant): number | null {
  if (row.notApplicable?.roles.includes(role)) return null;
  if (tenant === 'other' && (row.tenancy === 'none' || row.tenancy === 'shared')) return null;
  if (role === 'anonymous') return row.allow.includes('anonymous') ? row.ok : 401;
  if (row.refusedBeforeLookup?.includes(role)) return 403;
  if (tenant === 'other') return 404;
  return row.allow.includes(role) ? row.ok : (row.refused ?? 403);
}
