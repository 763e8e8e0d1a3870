import { or } from 'drizzle-orm';
import { countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, sameText, takenInCompany, updateCompanyRowReturning, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { cargos, commodities } from '../../db/schema.ts';

export type CommodityRow = typeof commodities.$inferSelect;

export function findCommodity(db: Executor, companyId: number, id: number): Promise<CommodityRow | undefined> {
  return findCompanyRow(db, commodities, companyId, id);
}

export const listCommodities: ListRows<CommodityRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, commodities, companyId, { filter, order, limit, offset });

export function nameTaken(db: Executor, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  // A default material answers to its Spanish name too: a second "Electrónica" would read as a duplicate.
  return takenInCompany(db, commodities, companyId, or(sameText(commodities.name, name), sameText(commodities.nameEs, name)), exceptId);
}

export function insertCommodity(db: Executor, companyId: number, name: string, description: string): Promise<CommodityRow> {
  return insertCompanyRow(db, commodities, companyId, { name, description });
}

export function updateCommodity(
  db: Executor,
  companyId: number,
  id: number,
  changes: Partial<Pick<CommodityRow, 'name' | 'nameEs' | 'description' | 'descriptionEs'>>,
): Promise<CommodityRow> {
  return updateCompanyRowReturning(db, commodities, companyId, id, changes);
}

/** Cargos of any report that name the material: the foreign key refuses its deletion while there are any. */
export function countCargosUsing(db: Executor, id: number): Promise<number> {
  return countRowsNaming(db, cargos.commodityId, id);
}

export function deleteCommodity(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, commodities, companyId, id);
}
