import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { cargos, commodities } from '../../db/schema.ts';

export type CommodityRow = typeof commodities.$inferSelect;

export async function findCommodity(db: Executor, companyId: number, id: number): Promise<CommodityRow | undefined> {
  const [row] = await db
    .select()
    .from(commodities)
    .where(and(eq(commodities.companyId, companyId), eq(commodities.id, id)))
    .limit(1);
  return row;
}

export async function listCommodities(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: CommodityRow[] }> {
  const where = and(eq(commodities.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(commodities).where(where);
  const rows = await db
    .select()
    .from(commodities)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function nameTaken(db: Executor, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: commodities.id })
    .from(commodities)
    .where(
      and(
        eq(commodities.companyId, companyId),
        // A default material answers to its Spanish name too: a second "Electrónica" would read as a duplicate.
        or(sql`lower(${commodities.name}) = lower(${name})`, sql`lower(${commodities.nameEs}) = lower(${name})`),
        exceptId ? ne(commodities.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertCommodity(db: Executor, companyId: number, name: string, description: string) {
  const [row] = await db.insert(commodities).values({ companyId, name, description }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateCommodity(
  db: Executor,
  companyId: number,
  id: number,
  changes: Partial<Pick<CommodityRow, 'name' | 'nameEs' | 'description' | 'descriptionEs'>>,
) {
  const [row] = await db
    .update(commodities)
    .set(changes)
    .where(and(eq(commodities.companyId, companyId), eq(commodities.id, id)))
    .returning();
  if (!row) throw new Error('update matched nothing');
  return row;
}

/** Cargos of any report that name the material: the foreign key refuses its deletion while there are any. */
export async function countCargosUsing(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cargos).where(eq(cargos.commodityId, id));
  return row?.n ?? 0;
}

export async function deleteCommodity(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(commodities).where(and(eq(commodities.companyId, companyId), eq(commodities.id, id)));
}
