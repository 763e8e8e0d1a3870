import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './connection.ts';
import type { Schema } from './connection.ts';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Drizzle's migrator: the files not applied yet (by the journal's time, against the last row of
 * drizzle.__drizzle_migrations) run in one transaction, with their rows, so an interrupted run leaves the database
 * as it was before it (docs/reliability.md "Migrations"). `folder` is for the tests that interrupt one.
 */
export async function migrate(db: Db, kind: 'pglite' | 'postgres', folder = migrationsFolder): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
  else await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
}
