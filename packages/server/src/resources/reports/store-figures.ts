import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import type { StoredFigures } from '../../db/schema-reports.ts';

// A recalculation's figures written with one UPDATE per table and chunk, not one per row: a report of 100,000
// imported stages has 200,000 rows to update (docs/import.md "Scale"). The rows travel as one JSON parameter,
// which PostgreSQL and PGlite unpack with jsonb_to_recordset.

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const CHUNK = 5_000;

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await write(rows.slice(at, at + CHUNK));
}

const json = (rows: readonly unknown[]): SQL => sql`${JSON.stringify(rows)}::jsonb`;

export interface StageFigures {
  id: number;
  distance_km: number;
  distance_method: string;
  geometry: [number, number][] | null;
  co2_total: number;
  result: StoredFigures;
}

export interface LinkFigures {
  /** The stage or storage. */
  owner: number;
  cargo: number;
  co2_total: number;
  result: StoredFigures;
}

export async function storeStageFigures(db: Executor, rows: readonly StageFigures[]): Promise<void> {
  await inChunks(rows, (chunk) =>
    db.execute(sql`
      update stages set distance_km = v.distance_km, distance_method = v.distance_method, geometry = v.geometry,
        co2_total = v.co2_total, result = v.result
      from jsonb_to_recordset(${json(chunk)})
        as v(id integer, distance_km double precision, distance_method text, geometry jsonb, co2_total double precision, result jsonb)
      where stages.id = v.id`),
  );
}

export async function storeStorageFigures(db: Executor, rows: readonly { id: number; co2_total: number; result: StoredFigures }[]): Promise<void> {
  await inChunks(rows, (chunk) =>
    db.execute(sql`
      update storages set co2_total = v.co2_total, result = v.result
      from jsonb_to_recordset(${json(chunk)}) as v(id integer, co2_total double precision, result jsonb)
      where storages.id = v.id`),
  );
}

/** A link table's figures: `stage_cargos` by `stage_id`, `storage_cargos` by `storage_id`. */
async function storeLinkFigures(db: Executor, table: 'stage_cargos' | 'storage_cargos', rows: readonly LinkFigures[]): Promise<void> {
  const owner = sql.identifier(table === 'stage_cargos' ? 'stage_id' : 'storage_id');
  const links = sql.identifier(table);
  await inChunks(rows, (chunk) =>
    db.execute(sql`
      update ${links} set co2_total = v.co2_total, result = v.result
      from jsonb_to_recordset(${json(chunk)}) as v(owner integer, cargo integer, co2_total double precision, result jsonb)
      where ${links}.${owner} = v.owner and ${links}.cargo_id = v.cargo`),
  );
}

export const storeStageLinkFigures = (db: Executor, rows: readonly LinkFigures[]) => storeLinkFigures(db, 'stage_cargos', rows);
export const storeStorageLinkFigures = (db: Executor, rows: readonly LinkFigures[]) => storeLinkFigures(db, 'storage_cargos', rows);
