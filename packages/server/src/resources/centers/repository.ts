import { eq, getTableColumns } from 'drizzle-orm';
import { companyRow, countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, sameText, takenInCompany, updateCompanyRow, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { cars, centers, consumptions, countries, voyages } from '../../db/schema.ts';

export type CenterRow = typeof centers.$inferSelect;
/** A center with its country's names, for the answer in the reader's language. */
export type CenterWithCountry = CenterRow & { countryNameEn: string | null; countryNameEs: string | null };

export function findCenter(db: Executor, companyId: number, id: number): Promise<CenterRow | undefined> {
  return findCompanyRow(db, centers, companyId, id);
}

const withCountry = (db: Executor) =>
  db
    .select({ ...getTableColumns(centers), countryNameEn: countries.nameEn, countryNameEs: countries.nameEs })
    .from(centers)
    .leftJoin(countries, eq(countries.alpha2, centers.countryAlpha2))
    .$dynamic();

export async function findCenterWithCountry(db: Executor, companyId: number, id: number): Promise<CenterWithCountry | undefined> {
  const [row] = await withCountry(db).where(companyRow(centers, companyId, id)).limit(1);
  return row;
}

export const listCenters: ListRows<CenterWithCountry> = (db, companyId, filter, order, limit, offset) =>
  listCompanyRows(db, centers, companyId, { filter, order, limit, offset }, withCountry(db));

/** True when `alpha2` is a country of the reference table. */
export async function countryExists(db: Executor, alpha2: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, alpha2)).limit(1);
  return !!row;
}

export function nameTaken(db: Executor, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  return takenInCompany(db, centers, companyId, sameText(centers.name, name), exceptId);
}

export function hseqCodeTaken(db: Executor, companyId: number, code: string, exceptId?: number): Promise<boolean> {
  return takenInCompany(db, centers, companyId, eq(centers.hseqCode, code), exceptId);
}

export type CenterValues = Omit<typeof centers.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export function insertCenter(db: Executor, companyId: number, values: CenterValues): Promise<CenterRow> {
  return insertCompanyRow(db, centers, companyId, values);
}

export function updateCenter(db: Executor, companyId: number, id: number, values: CenterValues): Promise<void> {
  return updateCompanyRow(db, centers, companyId, id, values);
}

/** What still names the center: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ cars: number; consumptions: number; voyages: number }> {
  return {
    cars: await countRowsNaming(db, cars.centerId, id),
    consumptions: await countRowsNaming(db, consumptions.centerId, id),
    voyages: await countRowsNaming(db, voyages.centerId, id),
  };
}

export function deleteCenter(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, centers, companyId, id);
}
