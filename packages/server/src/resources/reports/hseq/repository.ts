import { and, eq, inArray, sql } from 'drizzle-orm';
import { isEmbedded, type Db, type Executor } from '../../../db/connection.ts';
import { centers, consumptions, suppliers } from '../../../db/schema.ts';

export interface ImportCenter {
  id: number;
  name: string;
  hseqCode: string | null;
}

/** The company's own centers among `ids`: another company's id finds nothing. */
export async function findCenters(db: Executor, companyId: number, ids: number[]): Promise<ImportCenter[]> {
  return db
    .select({ id: centers.id, name: centers.name, hseqCode: centers.hseqCode })
    .from(centers)
    .where(and(eq(centers.companyId, companyId), inArray(centers.id, ids)));
}

export async function electricitySuppliers(db: Executor, companyId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.companyId, companyId), eq(suppliers.type, 'electricity')));
}

export type ConsumptionValues = typeof consumptions.$inferInsert & { sourceId: string };

// Ten columns a row: 500 rows stay far below PostgreSQL's 65,535 parameters a statement.
const BATCH = 500;

/**
 * Adds the consumptions whose source id the company has not imported yet, and returns the source ids added. The
 * unique index decides (docs/hseq.md §4 "Idempotent by intake id"): an import running at the same moment waits
 * for the other's row and skips it instead of failing.
 */
export async function insertNewConsumptions(db: Executor, rows: ConsumptionValues[]): Promise<string[]> {
  const added: string[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const inserted = await db
      .insert(consumptions)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing({ target: [consumptions.companyId, consumptions.sourceId] })
      .returning({ sourceId: consumptions.sourceId });
    for (const row of inserted) if (row.sourceId !== null) added.push(row.sourceId);
  }
  return added;
}

/**
 * On PostgreSQL, no lock wait of the import's transaction lasts longer than `ms` (SET LOCAL: this transaction
 * only): the report held by another change, or an intake another import is adding. PGlite has one connection,
 * so there the transaction never waits on another one (docs/hseq.md §4).
 */
export async function limitLockWait(db: Db, tx: Executor, ms: number): Promise<void> {
  if (isEmbedded(db)) return;
  await tx.execute(sql`select set_config('lock_timeout', ${String(ms)}, true)`);
}
