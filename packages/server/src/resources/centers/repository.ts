import { and, count, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { cars, centers, consumptions, countries, voyages } from '../../db/schema.ts';

export type CenterRow = typeof centers.$inferSelect;
/** A center with its country's names, for the answer in the reader's language. */
export type CenterWithCountry = CenterRow & { countryNameEn: string | null; countryNameEs: string | null };

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findCenter(db: Executor, companyId: number, id: number): Promise<CenterRow | undefined> {
  const [row] = await db
    .select()
    .from(centers)
    .where(and(eq(centers.companyId, companyId), eq(centers.id, id)))
    .limit(1);
  return row;
}

const withCountry = { ...getTableColumns(centers), countryNameEn: countries.nameEn, countryNameEs: countries.nameEs };

export async function findCenterWithCountry(db: Executor, companyId: number, id: number): Promise<CenterWithCountry | undefined> {
  const [row] = await db
    .select(withCountry)
    .from(centers)
    .leftJoin(countries, eq(countries.alpha2, centers.countryAlpha2))
    .where(and(eq(centers.companyId, companyId), eq(centers.id, id)))
    .limit(1);
  return row;
}

export async function listCenters(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: CenterWithCountry[] }> {
  const where = and(eq(centers.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(centers).where(where);
  const rows = await db
    .select(withCountry)
    .from(centers)
    .leftJoin(countries, eq(countries.alpha2, centers.countryAlpha2))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** True when `alpha2` is a country of the reference table. */
export async function countryExists(db: Executor, alpha2: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.alpha2, alpha2)).limit(1);
  return !!row;
}

export async function nameTaken(db: Executor, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.companyId, companyId), sql`lower(${centers.name}) = lower(${name})`, exceptId ? ne(centers.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function hseqCodeTaken(db: Executor, companyId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: centers.id })
    .from(centers)
    .where(and(eq(centers.companyId, companyId), eq(centers.hseqCode, code), exceptId ? ne(centers.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export type CenterValues = Omit<typeof centers.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

export async function insertCenter(db: Executor, companyId: number, values: CenterValues): Promise<CenterRow> {
  const [row] = await db
    .insert(centers)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCenter(db: Executor, companyId: number, id: number, values: CenterValues): Promise<void> {
  await db
    .update(centers)
    .set(values)
    .where(and(eq(centers.companyId, companyId), eq(centers.id, id)));
}

/** What still names the center: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ cars: number; consumptions: number; voyages: number }> {
  const [carCount] = await db.select({ n: count() }).from(cars).where(eq(cars.centerId, id));
  const [consumptionCount] = await db.select({ n: count() }).from(consumptions).where(eq(consumptions.centerId, id));
  const [voyageCount] = await db.select({ n: count() }).from(voyages).where(eq(voyages.centerId, id));
  return { cars: carCount?.n ?? 0, consumptions: consumptionCount?.n ?? 0, voyages: voyageCount?.n ?? 0 };
}

export async function deleteCenter(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(centers).where(and(eq(centers.companyId, companyId), eq(centers.id, id)));
}
