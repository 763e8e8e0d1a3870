import { and, eq, or, sql } from 'drizzle-orm';
import { isEmbedded, type Db, type Executor } from '../../../db/connection.ts';
import { aircraftModels, airports, commodities, railVehicles, roadVehicles, shipTypes } from '../../../db/schema.ts';

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

export async function airportByIata(db: Executor, iata: string): Promise<{ lat: number; lng: number } | null> {
  const [row] = await db.select({ lat: airports.lat, lng: airports.lng }).from(airports).where(eq(airports.iata, iata.toUpperCase())).limit(1);
  return row ?? null;
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
