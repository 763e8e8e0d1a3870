import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { carFamilies, cars, voyages } from '../../db/schema.ts';

export type CarFamilyRow = typeof carFamilies.$inferSelect;
export type CarFamilyValues = Pick<CarFamilyRow, 'brand' | 'model' | 'fuel'>;

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findCarFamily(db: Executor, companyId: number, id: number): Promise<CarFamilyRow | undefined> {
  const [row] = await db
    .select()
    .from(carFamilies)
    .where(and(eq(carFamilies.companyId, companyId), eq(carFamilies.id, id)))
    .limit(1);
  return row;
}

export async function listCarFamilies(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: CarFamilyRow[] }> {
  const where = and(eq(carFamilies.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(carFamilies).where(where);
  const rows = await db
    .select()
    .from(carFamilies)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** One family per brand and model, whatever the case. */
export async function brandModelTaken(db: Executor, companyId: number, brand: string, model: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: carFamilies.id })
    .from(carFamilies)
    .where(
      and(
        eq(carFamilies.companyId, companyId),
        sql`lower(${carFamilies.brand}) = lower(${brand})`,
        sql`lower(${carFamilies.model}) = lower(${model})`,
        exceptId ? ne(carFamilies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertCarFamily(db: Executor, companyId: number, values: CarFamilyValues): Promise<CarFamilyRow> {
  const [row] = await db
    .insert(carFamilies)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCarFamily(db: Executor, companyId: number, id: number, values: CarFamilyValues): Promise<CarFamilyRow> {
  const [row] = await db
    .update(carFamilies)
    .set(values)
    .where(and(eq(carFamilies.companyId, companyId), eq(carFamilies.id, id)))
    .returning();
  if (!row) throw new Error('update matched nothing');
  return row;
}

/** What still names the family: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ cars: number; voyages: number }> {
  const [carCount] = await db.select({ n: count() }).from(cars).where(eq(cars.carFamilyId, id));
  const [voyageCount] = await db.select({ n: count() }).from(voyages).where(eq(voyages.carFamilyId, id));
  return { cars: carCount?.n ?? 0, voyages: voyageCount?.n ?? 0 };
}

export async function deleteCarFamily(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(carFamilies).where(and(eq(carFamilies.companyId, companyId), eq(carFamilies.id, id)));
}
