import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appliedMigrations, migrateKilled, migrationTags, olderMigrations, schemaOf, statementsOf } from '../test-support/interrupted-migration.ts';
import { apiLogin, startServer, stopServer } from '../test-support/server-process.ts';
import { createPostgresDatabase, testPostgres } from '../test-support/template-database.ts';
import { openPglite, openPostgres, type Database } from './connection.ts';
import { migrate, migrationsFolder } from './migrate.ts';

// Issue #17 part 3: migrations run twice change nothing, and a migration killed midway leaves a database that the
// next start migrates and serves (docs/reliability.md "Migrations"). Drizzle's migrator runs every pending file in
// one transaction, so a kill takes the database back to where it was before the run.

const server = testPostgres();
const kind = server ? 'postgres' : 'pglite';
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A new, empty database of this run's kind: where a process finds it, and a connection to it. */
async function emptyDatabase(): Promise<{ target: string; env: Record<string, string>; open: () => Promise<Database> }> {
  if (server) {
    const { url, drop } = await createPostgresDatabase(server, 'huella_migrate');
    cleanups.push(drop);
    return { target: url, env: { DATABASE_URL: url }, open: () => openPostgres(url, 2) };
  }
  const dir = await mkdtemp(join(tmpdir(), 'huella-migrate-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { target: dir, env: { HUELLA_DATA_DIR: dir }, open: () => openPglite(dir) };
}

async function withDatabase<T>(open: () => Promise<Database>, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await open();
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** The schema every migration makes, on a database migrated in one go. */
async function migratedSchema(): Promise<string[]> {
  const fresh = server ? (await emptyDatabase()).open : () => openPglite(undefined);
  return withDatabase(fresh, async (database) => {
    await migrate(database.db, database.kind);
    return schemaOf(database.db);
  });
}

describe('the migrations journal', () => {
  // The migrator runs the files whose journal time is later than the last one applied, and skips the others without
  // a word: a file timed before its predecessor (a branch merged late) would never run on a database already past it.
  it('times every file after the one before it', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
  });
});

/** Half of the statements of migration file `tag`: the one the process dies before. */
const middleOf = (tag: string) => Math.floor(statementsOf(tag).length / 2);

describe(`migrations (${kind})`, () => {
  let tags: string[];
  let reference: string[];
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const older = 12;
  beforeAll(async () => {
    tags = await migrationTags();
    reference = await migratedSchema();
    database = await emptyDatabase();
  });

  it('leaves a new database without any of them when the first run is killed midway', async () => {
    const tag = tags[5]!;
    expect(await migrateKilled(database.target, migrationsFolder, tag, middleOf(tag))).toBe('SIGKILL');
    await withDatabase(database.open, async ({ db }) => {
      expect(await appliedMigrations(db)).toBe(0);
      // The five files before it ran in the same transaction, and went with it.
      expect((await schemaOf(db)).filter((line) => line.startsWith('column '))).toEqual([]);
    });
  }, 120_000);

  it('leaves a database at its older release when an upgrade is killed in its second file', async () => {
    const folder = await olderMigrations(older);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const olderSchema = await withDatabase(database.open, async ({ db, kind: k }) => {
      await migrate(db, k, folder);
      return schemaOf(db);
    });
    const tag = tags[older + 1]!;
    expect(await migrateKilled(database.target, migrationsFolder, tag, middleOf(tag))).toBe('SIGKILL');
    await withDatabase(database.open, async ({ db }) => {
      expect(await appliedMigrations(db)).toBe(older);
      expect(await schemaOf(db)).toEqual(olderSchema);
    });
  }, 120_000);

  it('are finished by the next start, which then serves', async () => {
    const password = 'migrate-test-pass-1';
    const started = await startServer({ ...database.env, HUELLA_DEMO: '0', HUELLA_DEMO_PASSWORD: password }, 120_000);
    try {
      expect(await apiLogin(started.url, 'platform.super', password)).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await stopServer(started);
    }
    await withDatabase(database.open, async ({ db }) => {
      expect(await appliedMigrations(db)).toBe(tags.length);
      expect(await schemaOf(db)).toEqual(reference);
    });
  }, 180_000);

  it('apply nothing when run a second time', async () => {
    await withDatabase(database.open, async ({ db, kind: k }) => {
      await migrate(db, k);
      expect(await appliedMigrations(db)).toBe(tags.length);
      expect(await schemaOf(db)).toEqual(reference);
    });
  }, 60_000);
});
