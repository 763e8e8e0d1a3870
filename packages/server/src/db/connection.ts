import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services and repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock, so that concurrent starts migrate and seed once. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const STARTUP_LOCK_KEY = 0x4875656c; // "Huel"

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  // Nor one in use whose session the server ends (an import's idle-in-transaction timeout, a restart): its
  // 'error' event, unheard, would end the process. The statement in flight, or the next, fails instead.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    // The lock is a transaction's, held by a connection of its own while `fn` works through the pool: a session's
    // lock (pg_advisory_lock) is taken and released on whichever server connection a PgBouncer in transaction mode
    // lends each statement, and two processes migrated at once (docs/scaling.md "Connection pooling with PgBouncer").
    // A transaction keeps its server connection until it ends, and its lock ends with it, also when this process
    // dies. It sits idle while `fn` works, so the server's idle-in-transaction limit is lifted for it alone.
    async withStartupLock(fn) {
      const holder = new Client({ connectionString: url });
      holder.on('error', () => undefined);
      await holder.connect();
      let done = false;
      try {
        await holder.query('begin');
        await holder.query("select set_config('idle_in_transaction_session_timeout', '0', true)");
        await holder.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
        const result = await fn(db);
        done = true;
        return result;
      } finally {
        await holder.query(done ? 'commit' : 'rollback').catch(() => undefined);
        await holder.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** Whether `db` is the embedded PGlite (one connection, no server-side time limits) rather than a PostgreSQL server. */
export function isEmbedded(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/**
 * The embedded database's own memory (docs/decisions/0013-start-up.md): PostgreSQL's default 128 MB of shared buffers
 * were all touched at start, about 130 MB of the idle process; the data files stay in the operating system's page
 * cache, which the buffers would only copy.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * `dataDir` undefined → in memory (tests). `loadDataDir` (a dumped data directory, the tests' template) fills a
 * new database, in memory or in an empty `dataDir`.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const database = startPglite(dataDir, loadDataDir);
  try {
    await database.ready;
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Like openPglite, but answers at once: PGlite starts (or creates the data directory) while the caller goes on, and
 * queries wait for it. `ready` settles when it has started, and rejects if it cannot. The data directory is locked
 * before this returns.
 */
export function startPglite(dataDir: string | undefined, loadDataDir?: Blob): Database & { ready: Promise<void> } {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const options = {
      // The report list's trigram indexes (migration 0013).
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
      ...(dataDir ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`] } : {}),
    };
    const client = dataDir ? new PGlite(join(dataDir, 'pglite'), options) : new PGlite(options);
    // Observed here so a failed start is never an unhandled rejection; callers await `ready` for the error itself.
    client.waitReady.catch(() => undefined);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ready: client.waitReady,
      withStartupLock: (fn) => fn(db),
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
