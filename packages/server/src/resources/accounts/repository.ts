import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { accounts, consumptions, voyages } from '../../db/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type AccountValues = Pick<AccountRow, 'name' | 'code'>;

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findAccount(db: Executor, companyId: number, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)))
    .limit(1);
  return row;
}

export async function listAccounts(
  db: Executor,
  companyId: number,
  filter: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<{ count: number; rows: AccountRow[] }> {
  const where = and(eq(accounts.companyId, companyId), filter);
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}

export async function codeTaken(db: Executor, companyId: number, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), sql`lower(${accounts.code}) = lower(${code})`, exceptId ? ne(accounts.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertAccount(db: Executor, companyId: number, values: AccountValues): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, companyId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateAccount(db: Executor, companyId: number, id: number, values: AccountValues): Promise<AccountRow> {
  const [row] = await db
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)))
    .returning();
  if (!row) throw new Error('update matched nothing');
  return row;
}

/** What is still booked to the account: the foreign keys refuse its deletion while there is any. */
export async function countUses(db: Executor, id: number): Promise<{ consumptions: number; voyages: number }> {
  const [consumptionCount] = await db.select({ n: count() }).from(consumptions).where(eq(consumptions.accountId, id));
  const [voyageCount] = await db.select({ n: count() }).from(voyages).where(eq(voyages.accountId, id));
  return { consumptions: consumptionCount?.n ?? 0, voyages: voyageCount?.n ?? 0 };
}

export async function deleteAccount(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)));
}
