import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './connection.ts';

// The queries that every table of a company's own rows repeats (centers, suppliers, car families, cars, accounts,
// materials, users, a report's consumptions and voyages). Each one asks by company as well as by id, so that
// another company's id finds, changes and deletes nothing.

/** A table whose rows belong to a company and are named by an integer id. */
export type CompanyTable = PgTable & { companyId: PgColumn; id: PgColumn };
export type RowOf<T extends CompanyTable> = T['$inferSelect'];
/** What a row is stored with, but its company: that comes from the tenant context, never from the caller's values. */
export type ValuesOf<T extends CompanyTable> = Omit<T['$inferInsert'], 'companyId'>;

/**
 * A repository's list, as its service calls it: one page of the company's rows that `filter` keeps, in `order`,
 * and how many it keeps in all.
 */
export type ListRows<R> = (db: Executor, companyId: number, filter: SQL | undefined, order: SQL[], limit: number, offset: number) => Promise<{ count: number; rows: R[] }>;

/** One page of a list: the list's own filter (the company is added to it), its order and its slice. */
export interface ListPage {
  filter: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/** The company's row `id`. */
export const companyRow = (table: CompanyTable, companyId: number, id: number): SQL =>
  and(eq(table.companyId, companyId), eq(table.id, id)) as SQL;

/** Case-insensitive equality, as names and codes are unique in a company whatever their case. */
export const sameText = (column: PgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The company's own row, or undefined: another company's id finds nothing. */
export async function findCompanyRow<T extends CompanyTable>(db: Executor, table: T, companyId: number, id: number): Promise<RowOf<T> | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(companyRow(table, companyId, id))
    .limit(1);
  return row as RowOf<T> | undefined;
}

/**
 * One page of the company's rows that the filter keeps, and how many it keeps in all. The rows are the table's
 * columns, or what `select` gives (a query with joins, made `$dynamic()`) for a list that shows more than the row.
 */
export async function listCompanyRows<T extends CompanyTable>(
  db: Executor,
  table: T,
  companyId: number,
  page: ListPage,
): Promise<{ count: number; rows: RowOf<T>[] }>;
export async function listCompanyRows<Q extends PgSelect>(
  db: Executor,
  table: CompanyTable,
  companyId: number,
  page: ListPage,
  select: Q,
): Promise<{ count: number; rows: Awaited<Q> }>;
export async function listCompanyRows(
  db: Executor,
  table: CompanyTable,
  companyId: number,
  page: ListPage,
  select?: PgSelect,
): Promise<{ count: number; rows: unknown[] }> {
  const where = and(eq(table.companyId, companyId), page.filter);
  const [total] = await db.select({ n: count() }).from(table as PgTable).where(where);
  const rows = await (select ?? db.select().from(table as PgTable).$dynamic())
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows };
}

/**
 * Whether a row of the company other than `exceptId` (the one being edited) meets `match`: the check behind
 * "this name is taken", which answers a 400 naming the field before the unique index would answer a 500.
 */
export async function takenInCompany(db: Executor, table: CompanyTable, companyId: number, match: SQL | undefined, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.companyId, companyId), match, exceptId ? ne(table.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertCompanyRow<T extends CompanyTable>(db: Executor, table: T, companyId: number, values: ValuesOf<T>): Promise<RowOf<T>> {
  const [row] = await db
    .insert(table as PgTable)
    .values({ ...values, companyId } as T['$inferInsert'])
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row as RowOf<T>;
}

/** Sets `values` on the company's row `id`; another company's row is left as it is. */
export async function updateCompanyRow<T extends CompanyTable>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
  values: Partial<ValuesOf<T>>,
): Promise<void> {
  await db
    .update(table as PgTable)
    .set(values)
    .where(companyRow(table, companyId, id));
}

/** As updateCompanyRow, answering the row as stored; the caller has found the row first, so no row is a bug. */
export async function updateCompanyRowReturning<T extends CompanyTable>(
  db: Executor,
  table: T,
  companyId: number,
  id: number,
  values: Partial<ValuesOf<T>>,
): Promise<RowOf<T>> {
  const [row] = await db
    .update(table as PgTable)
    .set(values)
    .where(companyRow(table, companyId, id))
    .returning();
  if (!row) throw new Error('update matched nothing');
  return row as RowOf<T>;
}

export async function deleteCompanyRow(db: Executor, table: CompanyTable, companyId: number, id: number): Promise<void> {
  await db.delete(table as PgTable).where(companyRow(table, companyId, id));
}

/** How many rows name `id` in the foreign key `column`: while there are any, the key refuses the row's deletion. */
export async function countRowsNaming(db: Executor, column: PgColumn, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(column.table).where(eq(column, id));
  return row?.n ?? 0;
}
