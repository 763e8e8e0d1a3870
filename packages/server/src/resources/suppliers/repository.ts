import { and, eq } from 'drizzle-orm';
import { countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, sameText, takenInCompany, updateCompanyRowReturning, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { consumptions, suppliers } from '../../db/schema.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierValues = Omit<typeof suppliers.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export function findSupplier(db: Executor, companyId: number, id: number): Promise<SupplierRow | undefined> {
  return findCompanyRow(db, suppliers, companyId, id);
}

export const listSuppliers: ListRows<SupplierRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, suppliers, companyId, { filter, order, limit, offset });

/** Two suppliers of one type may not share a name, whatever the case; a gas oil and an electricity one may. */
export function nameTaken(db: Executor, companyId: number, name: string, type: SupplierRow['type'], exceptId?: number): Promise<boolean> {
  return takenInCompany(db, suppliers, companyId, and(sameText(suppliers.name, name), eq(suppliers.type, type)), exceptId);
}

export function insertSupplier(db: Executor, companyId: number, values: SupplierValues): Promise<SupplierRow> {
  return insertCompanyRow(db, suppliers, companyId, values);
}

export function updateSupplier(db: Executor, companyId: number, id: number, values: SupplierValues): Promise<SupplierRow> {
  return updateCompanyRowReturning(db, suppliers, companyId, id, values);
}

/** Consumptions of any report that name the supplier: the foreign key refuses its deletion while there are any. */
export function countConsumptionsUsing(db: Executor, id: number): Promise<number> {
  return countRowsNaming(db, consumptions.supplierId, id);
}

export function deleteSupplier(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, suppliers, companyId, id);
}
