import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any('{1,2,3}'::int[])`: a list of ids as one parameter. `inArray` binds one parameter per id, and
 * PostgreSQL refuses more than 65,535 (a report of 100,000 imported stages has that many).
 */
export function anyId(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`;
}
