import { eq, getTableColumns } from 'drizzle-orm';
import { companyRow, countRowsNaming, deleteCompanyRow, findCompanyRow, insertCompanyRow, listCompanyRows, takenInCompany, updateCompanyRow, type ListRows } from '../../db/company-rows.ts';
import type { Executor } from '../../db/connection.ts';
import { carFamilies, cars, centers, voyages } from '../../db/schema.ts';
import type { CarFamilyRow } from '../car-families/repository.ts';

export type CarRow = typeof cars.$inferSelect;
export type CarValues = Pick<CarRow, 'plate' | 'carFamilyId' | 'centerId'>;
/** A car with its family and its center's name, as the answer shows them. */
export interface CarWithRefs {
  car: CarRow;
  family: CarFamilyRow;
  center: { id: number; name: string } | null;
}

export function findCar(db: Executor, companyId: number, id: number): Promise<CarRow | undefined> {
  return findCompanyRow(db, cars, companyId, id);
}

const withRefs = (db: Executor) =>
  db
    .select({ car: getTableColumns(cars), family: getTableColumns(carFamilies), centerId: centers.id, centerName: centers.name })
    .from(cars)
    .innerJoin(carFamilies, eq(carFamilies.id, cars.carFamilyId))
    .leftJoin(centers, eq(centers.id, cars.centerId))
    .$dynamic();

type JoinedRow = { car: CarRow; family: CarFamilyRow; centerId: number | null; centerName: string | null };
const refsOf = ({ car, family, centerId, centerName }: JoinedRow): CarWithRefs => ({
  car,
  family,
  center: centerId === null || centerName === null ? null : { id: centerId, name: centerName },
});

export async function findCarWithRefs(db: Executor, companyId: number, id: number): Promise<CarWithRefs | undefined> {
  const [row] = await withRefs(db).where(companyRow(cars, companyId, id)).limit(1);
  return row && refsOf(row);
}

export const listCars: ListRows<CarWithRefs> = async (db, companyId, filter, order, limit, offset) => {
  const { count, rows } = await listCompanyRows(db, cars, companyId, { filter, order, limit, offset }, withRefs(db));
  return { count, rows: rows.map(refsOf) };
};

/** `plate` is normalised (normalise-plate.ts), as every stored plate is. */
export function plateTaken(db: Executor, companyId: number, plate: string, exceptId?: number): Promise<boolean> {
  return takenInCompany(db, cars, companyId, eq(cars.plate, plate), exceptId);
}

export function insertCar(db: Executor, companyId: number, values: CarValues): Promise<CarRow> {
  return insertCompanyRow(db, cars, companyId, values);
}

export function updateCar(db: Executor, companyId: number, id: number, values: CarValues): Promise<void> {
  return updateCompanyRow(db, cars, companyId, id, values);
}

/** Voyages of any report that name the car: the foreign key refuses its deletion while there are any. */
export function countVoyagesUsing(db: Executor, id: number): Promise<number> {
  return countRowsNaming(db, voyages.carId, id);
}

export function deleteCar(db: Executor, companyId: number, id: number): Promise<void> {
  return deleteCompanyRow(db, cars, companyId, id);
}
