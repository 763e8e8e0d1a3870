import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import type { consumptions, voyages } from '../../db/schema.ts';

export interface StoredRowFigures {
  id: number;
  co2Total: number;
  result: Record<string, unknown>;
}

/**
 * The figures a calculation stores on the rows of the report being recalculated (its consumptions, its voyages), in
 * one statement: an HSEQ import brings thousands of rows, and a statement per row would make every later change slow.
 */
export async function storeRowFigures(db: Executor, table: typeof consumptions | typeof voyages, figures: readonly StoredRowFigures[]): Promise<void> {
  if (!figures.length) return;
  const rows = JSON.stringify(figures.map((f) => ({ id: f.id, co2_total: f.co2Total, result: f.result })));
  await db.execute(sql`update ${table} set co2_total = f.co2_total, result = f.result
    from jsonb_to_recordset(${rows}::jsonb) as f(id integer, co2_total double precision, result jsonb)
    where ${table.id} = f.id`);
}
