import type { Config } from '../config.ts';
import { openPostgres, startPglite, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seed, type SeedResult } from './seed.ts';

export interface OpeningDatabase {
  database: Database;
  /**
   * Settles once the database has started and is up to date (migrations, then the idempotent seed); rejects when it
   * cannot be. Nothing but this may query `database` before then (docs/decisions/0013-start-up.md).
   */
  prepared: Promise<SeedResult>;
}

/**
 * Opens the configured database and brings it up to date in the background, so that the server can listen
 * meanwhile. The embedded database's data directory is locked before this returns.
 */
export async function openDatabase(config: Config): Promise<OpeningDatabase> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    return { database, prepared: prepare(database, config, Promise.resolve()) };
  }
  const database = startPglite(config.dataDir);
  return { database, prepared: prepare(database, config, database.ready) };
}

async function prepare(database: Database, config: Config, started: Promise<void>): Promise<SeedResult> {
  await started;
  return database.withStartupLock(async (db) => {
    await migrate(db, database.kind);
    const result = await seed(db, { demo: config.demo, demoPassword: config.demoPassword });
    // Only on the start that created the demo accounts: a restart never adds reports again.
    if (config.demo && result.createdLogins) await seedDemoReports(db);
    return result;
  });
}
