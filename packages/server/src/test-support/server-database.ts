import { openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/connection.ts';
import { createPostgresDatabase, templateKey, testPostgres } from './template-database.ts';
import { TEST_SEED } from './test-seed.ts';

/** A database for a server process that a test starts (server-process.ts). */
export interface ServerDatabase {
  /** What points main.ts at it: HUELLA_DATA_DIR or DATABASE_URL. */
  env: Record<string, string>;
  /** A connection for the test's own set-up; close it before the server starts (an embedded database has one user). */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A copy of the run's template database (migrated and seeded with TEST_SEED: its logins take DEMO_PASSWORD) for a
 * server process: an embedded database in a data directory of its own, or, under TEST_DATABASE_URL, a database on
 * that PostgreSQL server. A server started on it skips the migration and seed that an empty one costs (15–20 s of
 * a CI core); what a start on an empty database does is the journeys' and seed.test.ts's subject.
 */
export async function serverDatabaseFromTemplate(): Promise<ServerDatabase> {
  const template = inject('databaseTemplates')[templateKey(TEST_SEED)];
  const server = testPostgres();
  if (template?.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'huella-server-'));
    await (await openPglite(dir, await openAsBlob(template.dataDirFile))).close();
    return { env: { HUELLA_DATA_DIR: dir }, open: () => openPglite(dir), drop: () => rm(dir, { recursive: true, force: true }) };
  }
  if (template?.kind === 'postgres' && server) {
    const { url, drop } = await createPostgresDatabase(server, 'huella_server', template.name);
    return { env: { DATABASE_URL: url }, open: () => openPostgres(url, 2), drop };
  }
  throw new Error('No template database for this run: the server project builds it in its global setup (global-setup.ts).');
}
