import { and, count, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
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

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findCar(db: Executor, companyId: number, id: number): Promise<CarRow | undefined> {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)))
    .limit(1);
  return row;
}

const withRefs = (db: Executor) =>
  db
    .select({ car: getTableColumns(cars), family: getTableColumns(carFamilies), centerId: centers.id, centerName: centers.name })
    .from(cars)
    .innerJoin(carFamilies, eq(carFamilies.id, cars.carFamilyId))
    .leftJoin(centers, eq(centers.id, cars.centerId));

type JoinedRow = { car: CarRow; family: CarFamilyRow; centerId: number | null; centerName: string | null };
const refsOf = ({ car, family, centerId, centerName }: JoinedRow): CarWithRefs => ({
  car,
  family,
  center: centerId === null || centerName === null ? null : { id: centerId, name: centerName },
});

export async function findCarWithRefs(db: Executor, companyId: number, id: number): Promise<CarWithRefs | undefined> {
  const [row] = await withRefs(db)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)))
    .limit(1);
  return row && refsOf(row);
}

export async function listCars(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: CarWithRefs[] }> {
  const where = and(eq(cars.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(cars).where(where);
  const rows = await withRefs(db)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows: rows.map(refsOf) };
}

/** `plate` is normalised (normalise-plate.ts), as every stored plate is. */
export async function plateTaken(db: Executor, companyId: number, plate: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.companyId, companyId), eq(cars.plate, plate), exceptId ? ne(cars.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertCar(db: Executor, companyId: number, values: CarValues): Promise<CarRow> {
  const [row] = await db
    .insert(cars)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCar(db: Executor, companyId: number, id: number, values: CarValues): Promise<void> {
  await db
    .update(cars)
    .set(values)
    .where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
}

/** Voyages of any report that name the car: the foreign key refuses its deletion while there are any. */
export async function countVoyagesUsing(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(voyages).where(eq(voyages.carId, id));
  return row?.n ?? 0;
}

export async function deleteCar(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(cars).where(and(eq(cars.companyId, companyId), eq(cars.id, id)));
}
