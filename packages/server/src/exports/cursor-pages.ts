import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import Cursor from 'pg-cursor';
import type { Executor } from '../db/connection.ts';
import { prefetchedPages } from './prefetched-pages.ts';

const dialect = new PgDialect();

/** The pool behind a PostgreSQL database; null for PGlite, which has one connection and no server cursors to spare. */
export function postgresPool(db: Executor): Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof Pool ? client : null;
}

/**
 * The rows of one query read through a PostgreSQL cursor, `size` at a time on its own connection: planned
 * once, no keyset to restart from, each read asked for as soon as the previous one arrives.
 */
export async function* cursorPages<T>(pool: Pool, query: SQL, size: number): AsyncGenerator<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const client = await pool.connect();
  const cursor = client.query(new Cursor<T>(sql, params));
  let failure: Error | undefined;
  const read = () =>
    cursor.read(size).catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    });
  try {
    yield* prefetchedPages<T>(read, size);
  } finally {
    // The pages generator has let its last read land. After a failed read the connection is discarded, not
    // closed: pg-cursor answered the error with its own Sync, and `cursor.close()` then waits for a
    // ReadyForQuery that has already arrived whenever the consumer came back later than the server's answer (a
    // compressor still busy with the previous page, a slow client). It never resolved: the export neither
    // failed nor ended and its connection was never given back (docs/decisions/0010-compression.md).
    if (failure) client.release(failure);
    else {
      await cursor.close().catch(() => undefined);
      client.release();
    }
  }
}
