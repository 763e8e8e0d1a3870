import { and, asc, eq } from 'drizzle-orm';
import { deleteCompanyRow, updateCompanyRow } from '../../../db/company-rows.ts';
import type { Executor } from '../../../db/connection.ts';
import { accounts, carFamilies, cars, centers, voyages } from '../../../db/schema.ts';
import { storeRowFigures, type StoredRowFigures } from '../row-figures.ts';

export type VoyageColumns = typeof voyages.$inferInsert;

/** A voyage with its car family, car, center and account as its body, its calculation and its totals row show them. */
export type VoyageRow = typeof voyages.$inferSelect & {
  carFamily: Pick<typeof carFamilies.$inferSelect, 'id' | 'brand' | 'model' | 'fuel'>;
  car: { id: number; plate: string } | null;
  center: { id: number; name: string } | null;
  account: { id: number; name: string; code: string } | null;
};

export async function insertVoyage(db: Executor, values: VoyageColumns): Promise<number> {
  const [row] = await db.insert(voyages).values(values).returning({ id: voyages.id });
  if (!row) throw new Error('voyage not inserted');
  return row.id;
}

export function updateVoyage(db: Executor, companyId: number, id: number, values: Partial<VoyageColumns>): Promise<void> {
  return updateCompanyRow(db, voyages, companyId, id, values);
}

export function deleteVoyage(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, voyages, companyId, id);
}

export function storeVoyageFigures(db: Executor, figures: readonly StoredRowFigures[]): Promise<void> {
  return storeRowFigures(db, voyages, figures);
}

/** The report's voyages in id order (or the one asked for). */
export async function loadVoyages(db: Executor, companyId: number, reportId: number, voyageId?: number): Promise<VoyageRow[]> {
  const rows = await db
    .select({
      voyage: voyages,
      carFamily: { id: carFamilies.id, brand: carFamilies.brand, model: carFamilies.model, fuel: carFamilies.fuel },
      plate: cars.plate,
      centerName: centers.name,
      accountName: accounts.name,
      accountCode: accounts.code,
    })
    .from(voyages)
    .innerJoin(carFamilies, eq(carFamilies.id, voyages.carFamilyId))
    .leftJoin(cars, eq(cars.id, voyages.carId))
    .leftJoin(centers, eq(centers.id, voyages.centerId))
    .leftJoin(accounts, eq(accounts.id, voyages.accountId))
    .where(and(eq(voyages.companyId, companyId), eq(voyages.reportId, reportId), voyageId === undefined ? undefined : eq(voyages.id, voyageId)))
    .orderBy(asc(voyages.id));
  return rows.map((r) => {
    const v = r.voyage;
    return {
      ...v,
      carFamily: r.carFamily,
      car: v.carId === null ? null : { id: v.carId, plate: r.plate ?? '' },
      center: v.centerId === null ? null : { id: v.centerId, name: r.centerName ?? '' },
      account: v.accountId === null ? null : { id: v.accountId, name: r.accountName ?? '', code: r.accountCode ?? '' },
    };
  });
}
