import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from './connection.ts';
import { migrate } from './migrate.ts';
import { seedDemoReports } from './demo-reports.ts';
import { seed, type SeedResult } from './seed.ts';

/** Opens the configured database and brings it up to date: migrations, then the idempotent seed. */
export async function openDatabase(config: Config): Promise<{ database: Database; seeded: SeedResult }> {
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  try {
    const seeded = await database.withStartupLock(async (db) => {
      await migrate(db, database.kind);
      const result = await seed(db, { demo: config.demo, demoPassword: config.demoPassword });
      // Only on the start that created the demo accounts: a restart never adds reports again.
      if (config.demo && result.createdLogins) await seedDemoReports(db);
      return result;
    });
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
