import { and, count, gt, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection.ts';
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

/**
 * Limits kept as rows in the database, so every API process behind a balancer sees the same count.
 * Once `max` events are inside the window the answer is 429, with Retry-After set to when the oldest
 * of them leaves it.
 */
export async function assertWithinRate(db: Executor, source: EventSource, limit: RateWindow, now: Date, message: MessageKey) {
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
