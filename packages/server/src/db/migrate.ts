import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from './connection.ts';
import type { Schema } from './connection.ts';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export async function migrate(db: Db, kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
}
