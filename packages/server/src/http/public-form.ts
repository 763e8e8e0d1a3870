import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/connection.ts';
import { permissionDenied } from './errors.ts';
import { recordWithinRate, type RateWindow } from './rate-window.ts';
import type { TenantContext } from './tenant-context.ts';

/** A filled honeypot (a field people never see) marks a bot: answer as usual, store nothing. */
export function isBot(input: { website?: string | undefined }): boolean {
  return Boolean(input.website?.trim());
}

/**
 * Stores a public form's row unless its address already sent `limit.max` inside the window (429 with
 * Retry-After). The count and the insert happen under one lock per form and address, so a burst of parallel
 * submissions cannot all pass the count.
 */
export async function storeFormWithinRate<T>(
  db: Executor,
  form: string,
  ip: string,
  rows: { table: PgTable; at: PgColumn; where: SQL },
  limit: RateWindow,
  now: Date,
  store: (tx: Tx) => Promise<T>,
): Promise<T> {
  return recordWithinRate(db, [{ lock: `${form}-ip:${ip}`, source: rows }], limit, now, 'too_many_submissions', store);
}

/** Messages of the public site are read by the platform company's super users only. */
export function assertPlatformSuper(ctx: TenantContext): void {
  if (!ctx.company.platform || ctx.role !== 'super') throw permissionDenied();
}
