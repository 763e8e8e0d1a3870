import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { consumptions, suppliers } from '../../db/schema.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierValues = Omit<typeof suppliers.$inferInsert, 'id' | 'companyId' | 'createdAt'>;

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findSupplier(db: Executor, companyId: number, id: number): Promise<SupplierRow | undefined> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, id)))
    .limit(1);
  return row;
}

export async function listSuppliers(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: SupplierRow[] }> {
  const where = and(eq(suppliers.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(suppliers).where(where);
  const rows = await db
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

/** Two suppliers of one type may not share a name, whatever the case; a gas oil and an electricity one may. */
export async function nameTaken(db: Executor, companyId: number, name: string, type: SupplierRow['type'], exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.companyId, companyId),
        sql`lower(${suppliers.name}) = lower(${name})`,
        eq(suppliers.type, type),
        exceptId ? ne(suppliers.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertSupplier(db: Executor, companyId: number, values: SupplierValues): Promise<SupplierRow> {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateSupplier(db: Executor, companyId: number, id: number, values: SupplierValues): Promise<SupplierRow> {
  const [row] = await db
    .update(suppliers)
    .set(values)
    .where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, id)))
    .returning();
  if (!row) throw new Error('update matched nothing');
  return row;
}

/** Consumptions of any report that name the supplier: the foreign key refuses its deletion while there are any. */
export async function countConsumptionsUsing(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(consumptions).where(eq(consumptions.supplierId, id));
  return row?.n ?? 0;
}

export async function deleteSupplier(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(suppliers).where(and(eq(suppliers.companyId, companyId), eq(suppliers.id, id)));
}
