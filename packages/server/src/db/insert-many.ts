import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { driverRows } from '../exports/raw-rows.ts';
import type { Executor } from './connection.ts';

// Many rows into one table in a few statements: each chunk travels as one JSON parameter that the database turns
// into rows of the table's own type (jsonb_populate_recordset), so a 35-column row costs no 35 bound parameters.

const CHUNK = 2_000;

/**
 * Inserts `rows` (drizzle's insert shape, every row with the same keys: a key left out would store null, not the
 * column's default), with `ids` when given.
 */
export async function insertRows<T extends PgTable>(db: Executor, table: T, rows: readonly InferInsertModel<T>[], ids?: readonly number[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] as object);
  const names = [...(ids ? ['id'] : []), ...keys.map((key) => (columns[key] as { name: string }).name)];
  const list = sql.join(names.map((n) => sql.identifier(n)), sql`, `);
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK).map((row, i) => {
      const record: Record<string, unknown> = ids ? { id: ids[at + i] } : {};
      for (const key of keys) record[(columns[key] as { name: string }).name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(sql`insert into ${table} (${list}) select ${list} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::jsonb)`);
  }
}

/** `count` ids from the sequence of a table's identity `id`, ascending: rows inserted with them sort in this order. */
export async function drawIds(db: Executor, table: PgTable, count: number): Promise<number[]> {
  if (!count) return [];
  const drawn = await driverRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::integer as id from generate_series(1, ${count})`,
  );
  return drawn.map((r) => Number(r.id));
}

/** insertRows into a table with an identity `id`, drawn first: the answer is each row's id, in order. */
export async function insertMany<T extends PgTable>(db: Executor, table: T, rows: readonly InferInsertModel<T>[]): Promise<number[]> {
  const ids = await drawIds(db, table, rows.length);
  await insertRows(db, table, rows, ids);
  return ids;
}

/** insertRows for rows of several shapes (a road stage and a sea stage fill different columns), each with its id. */
export async function insertRowsByShape<T extends PgTable>(db: Executor, table: T, rows: readonly InferInsertModel<T>[], ids: readonly number[]): Promise<void> {
  const shapes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const shape = Object.keys(row as object).join(',');
    let group = shapes.get(shape);
    if (!group) shapes.set(shape, (group = []));
    group.push(index);
  });
  for (const group of shapes.values()) {
    await insertRows(
      db,
      table,
      group.map((i) => rows[i] as InferInsertModel<T>),
      group.map((i) => ids[i] as number),
    );
  }
}
