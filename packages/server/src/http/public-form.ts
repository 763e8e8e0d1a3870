import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection.ts';
import { permissionDenied } from './errors.ts';
import { assertWithinRate, type RateWindow } from './rate-window.ts';
import type { TenantContext } from './tenant-context.ts';

/** A filled honeypot (a field people never see) marks a bot: answer as usual, store nothing. */
export function isBot(input: { website?: string | undefined }): boolean {
  return Boolean(input.website?.trim());
}

/** Rows a public form stored from one address count against its limit (429 with Retry-After). */
export async function assertFormWithinRate(
  db: Executor,
  rows: { table: PgTable; at: PgColumn; where: SQL },
  limit: RateWindow,
  now: Date,
): Promise<void> {
  await assertWithinRate(db, rows, limit, now, 'too_many_submissions');
}

/** Messages of the public site are read by the platform company's super users only. */
export function assertPlatformSuper(ctx: TenantContext): void {
  if (!ctx.company.platform || ctx.role !== 'super') throw permissionDenied();
}
