import { and } from 'drizzle-orm';
import { countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, sameText, takenInCompany, updateCompanyRowReturning, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { carFamilies, cars, voyages } from '../../db/schema.ts';

export type CarFamilyRow = typeof carFamilies.$inferSelect;
export type CarFamilyValues = Pick<CarFamilyRow, 'brand' | 'model' | 'fuel'>;

export function findCarFamily(db: Executor, companyId: number, id: number): Promise<CarFamilyRow | undefined> {
  return findCompanyRow(db, carFamilies, companyId, id);
}

export const listCarFamilies: ListRows<CarFamilyRow> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, carFamilies, companyId, { filter, order, limit, offset });

/** One family per brand and model, whatever the case. */
export function brandModelTaken(db: Executor, companyId: number, brand: string, model: string, exceptId?: number): Promise<boolean> {
  return takenInCompany(db, carFamilies, companyId, and(sameText(carFamilies.brand, brand), sameText(carFamilies.model, model)), exceptId);
}

export function insertCarFamily(db: Executor, companyId: number, values: CarFamilyValues): Promise<CarFamilyRow> {
  return insertCompanyRow(db, carFamilies, companyId, values);
}

export function updateCarFamily(db: Executor, companyId: number, id: number, values: CarFamilyValues): Promise<CarFamilyRow> {
  return updateCompanyRowReturning(db, carFamilies, companyId, id, values);
}

/** What still names the family: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ cars: number; voyages: number }> {
  return { cars: await countRowsNaming(db, cars.carFamilyId, id), voyages: await countRowsNaming(db, voyages.carFamilyId, id) };
}

export function deleteCarFamily(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, carFamilies, companyId, id);
}
