import { foldHeader, type ImportColumnMapping, type ImportFile } from '@huella/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { isEmbedded, type Db, type Executor } from '../../db/connection.ts';
import { aircraftModels, commodities, importColumnMappings, railVehicles, roadVehicles, shipTypes } from '../../db/schema.ts';

export type NamedTable = 'road' | 'rail' | 'aircraft' | 'ship' | 'commodity';

/** The id of the row a file names, in English or in Spanish, whatever the case; materials of the company only. */
export async function idByName(db: Executor, companyId: number, table: NamedTable, name: string): Promise<number | null> {
  const tables = {
    road: [roadVehicles, [roadVehicles.name, roadVehicles.nameEs], undefined],
    rail: [railVehicles, [railVehicles.name, railVehicles.nameEs], undefined],
    aircraft: [aircraftModels, [aircraftModels.name], undefined],
    ship: [shipTypes, [shipTypes.name, shipTypes.nameEs], undefined],
    commodity: [commodities, [commodities.name, commodities.nameEs], eq(commodities.companyId, companyId)],
  } as const;
  const [t, columns, scope] = tables[table];
  const named = or(...columns.map((column) => sql`lower(${column}) = lower(${name})`));
  const [row] = await db.select({ id: t.id }).from(t).where(and(named, scope)).limit(1);
  return row?.id ?? null;
}

/**
 * On PostgreSQL, no statement of the import runs longer than the limit, nor does its transaction sit idle
 * longer (the server ends the session). PGlite enforces neither and would hang on the second (docs/import.md).
 */
export async function limitTransaction(db: Db, tx: Executor, timeoutMs: number): Promise<void> {
  if (isEmbedded(db)) return;
  const ms = String(timeoutMs);
  await tx.execute(sql`select set_config('statement_timeout', ${ms}, true), set_config('idle_in_transaction_session_timeout', ${ms}, true)`);
}

export type MappingRow = typeof importColumnMappings.$inferSelect;

/** The company's saved header mappings, of one file or of all. */
export function loadMappings(db: Executor, companyId: number, file?: ImportFile): Promise<MappingRow[]> {
  return db
    .select()
    .from(importColumnMappings)
    .where(and(eq(importColumnMappings.companyId, companyId), file ? eq(importColumnMappings.file, file) : undefined))
    .orderBy(asc(importColumnMappings.file), asc(sql`lower(${importColumnMappings.header})`), asc(importColumnMappings.id));
}

/** Saves what an import's mapping said of each header; a header mapped before is mapped anew. */
export async function saveMappings(db: Executor, companyId: number, userId: number, file: ImportFile, mapping: ImportColumnMapping): Promise<void> {
  const rows = Object.entries(mapping).map(([header, target]) => ({
    companyId,
    file,
    header: header.trim(),
    headerKey: foldHeader(header),
    target,
    updatedById: userId,
  }));
  if (!rows.length) return;
  await db
    .insert(importColumnMappings)
    .values(rows)
    .onConflictDoUpdate({
      target: [importColumnMappings.companyId, importColumnMappings.file, importColumnMappings.headerKey],
      set: { header: sql`excluded.header`, target: sql`excluded.target`, updatedById: sql`excluded.updated_by_id`, updatedAt: sql`now()` },
    });
}

export async function deleteMapping(db: Executor, companyId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(importColumnMappings)
    .where(and(eq(importColumnMappings.companyId, companyId), eq(importColumnMappings.id, id)))
    .returning({ id: importColumnMappings.id });
  return deleted.length > 0;
}
