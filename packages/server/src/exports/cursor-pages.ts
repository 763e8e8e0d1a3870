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
  try {
    yield* prefetchedPages<T>(() => cursor.read(size), size);
  } finally {
    // The pages generator has let its last read land; give the connection back clean.
    await cursor.close().catch(() => undefined);
    client.release();
  }
}
