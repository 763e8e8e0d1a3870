import { createHash } from 'node:crypto';
import { and, count, gt, min, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/connection.ts';
import { DomainError } from './errors.ts';
import { msg, type MessageKey } from './messages.ts';

/** At most `max` events inside any `windowMs`. */
export interface RateWindow {
  max: number;
  windowMs: number;
}

/** Rows of `table` that count as events: those matching `where`, timed by `at`. */
export interface EventSource {
  table: PgTable;
  at: PgColumn;
  where: SQL | undefined;
}

/** One counter of a limit: the rows it counts and the name of the lock that serialises its writers. */
export interface RateCounter {
  /** e.g. `login-user:demo.admin`; the same name on every process means the same lock. */
  lock: string;
  source: EventSource;
}

/**
 * Limits kept as rows in the database, so every API process behind a balancer sees the same count.
 * Once `max` events are inside the window the answer is 429, with Retry-After set to when the oldest
 * of them leaves it.
 */
async function assertWithinRate(db: Executor, source: EventSource, limit: RateWindow, now: Date, message: MessageKey) {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(source.at) })
    .from(source.table)
    .where(and(source.where, gt(source.at, since)));
  if (!row || row.n < limit.max || !row.oldest) return;
  const leaves = new Date(row.oldest as Date | string).getTime() + limit.windowMs;
  const seconds = Math.max(1, Math.ceil((leaves - now.getTime()) / 1000));
  throw new DomainError('throttled', msg(message, { seconds }), undefined, { 'retry-after': String(seconds) });
}

/** A 64-bit advisory-lock key for a name (the one-bigint key space; the start-up lock is a small constant). */
function lockKey(name: string): string {
  return createHash('sha256').update(`huella-rate:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Counts and records one event atomically, on every process: in one short transaction it takes a
 * transaction-scoped advisory lock per counter (in the order given; callers always name them in the same
 * order, so two requests never wait on each other crosswise), refuses with 429 when any counter is at its
 * limit, and otherwise lets `record` write the event's row before the locks are released. Counting and
 * writing apart would let a burst of parallel requests all read the same count and all pass.
 */
export async function recordWithinRate<T>(
  db: Executor,
  counters: readonly RateCounter[],
  limit: RateWindow,
  now: Date,
  message: MessageKey,
  record: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const c of counters) await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(c.lock)}::bigint)`);
    for (const c of counters) await assertWithinRate(tx, c.source, limit, now, message);
    return record(tx);
  });
}
