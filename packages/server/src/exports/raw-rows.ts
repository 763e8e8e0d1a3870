import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';

export type Fields = Record<string, AnyColumn | SQL>;
type ColumnValue<C extends AnyColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;
export type RowOf<F extends Fields> = { [K in keyof F]: F[K] extends SQL<infer T> ? T : F[K] extends AnyColumn ? ColumnValue<F[K]> : never };

/** `expr as "alias", …`: every column named, so the driver's rows are plain objects keyed by field. */
export const selectList = (fields: Fields) => sql.join(Object.entries(fields).map(([alias, expr]) => sql`${expr} as ${sql.identifier(alias)}`), sql`, `);

/** The driver's rows of a query, as they come. */
export async function driverRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs a hand-built select and returns the driver's rows as they come. Exports read hundreds of thousands of
 * rows; the query builder's per-cell mapping cost more than the database's work, and the fields are aliased
 * and typed here instead.
 */
export function rowsOf<F extends Fields>(db: Executor, _fields: F, query: SQL): Promise<RowOf<F>[]> {
  return driverRows<RowOf<F>>(db, query);
}
