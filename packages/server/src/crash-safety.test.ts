import { afterAll, describe, expect, it } from 'vitest';
import { drillFailures, runCrashDrill } from './test-support/crash-drill.ts';
import { serverDatabaseFromTemplate, type ServerDatabase } from './test-support/server-database.ts';
import { DEMO_PASSWORD } from './test-support/test-seed.ts';

// Issue #17 part 3: one round of the crash drill (test-support/crash-drill.ts, docs/reliability.md) on the database
// of this run: the embedded one, or under TEST_DATABASE_URL a PostgreSQL database. Twenty rounds on each:
// bench/reliability/crash-safety.ts.

const databases: ServerDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.drop()));
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`a server killed with SIGKILL during concurrent writes (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('restarts on the same database with every acknowledged write, each write in flight whole or absent, and stored figures equal to a fresh calculation', async () => {
    const database = await serverDatabaseFromTemplate();
    databases.push(database);
    const dataDir = database.env.HUELLA_DATA_DIR;
    const figures = await runCrashDrill({
      database: { kind: dataDir ? 'pglite' : 'postgres', env: database.env, ...(dataDir ? { dataDir } : {}), open: () => database.open() },
      kills: 1,
      clients: 5,
      seed: 20_261_117,
      killAfterMs: [1_000, 3_000],
      password: DEMO_PASSWORD,
    });
    const { problems, ...counts } = figures;
    const summary = `${JSON.stringify(counts)}\n${problems.join('\n')}`;
    expect(drillFailures(figures), summary).toBe(0);
    expect(figures.killsSurvived, summary).toBe(1);
    expect(figures.acknowledgedWrites, summary).toBeGreaterThan(0);
    expect(figures.reportsChecked, summary).toBeGreaterThan(0);
    // The embedded database's lock file outlived the killed server and did not stop the restart (PostgreSQL has none).
    expect(figures.staleLocksTakenOver, summary).toBe(dataDir ? 1 : 0);
    // Every write the drill makes is a valid one, and the rows it predicts are those the server answers.
    expect(figures.refusedWrites, summary).toBe(0);
    expect(figures.mispredictedAnswers, summary).toBe(0);
  }, 180_000);
});
