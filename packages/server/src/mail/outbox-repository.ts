import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { contactMessages, infoRequests } from '../db/schema-public-site.ts';

export type OutboxTable = typeof infoRequests | typeof contactMessages;
export type OutboxRow<T extends OutboxTable> = T['$inferSelect'];

/**
 * Claims the oldest due pending row: its attempt is counted and its next attempt moved to the end
 * of the lease, in one statement. `FOR UPDATE SKIP LOCKED` lets several processes claim at once
 * without taking the same row; a process that dies while sending leaves the row to be retried when
 * the lease ends.
 */
export async function claimDueRow<T extends OutboxTable>(db: Executor, table: T, now: Date, leaseMs: number): Promise<OutboxRow<T> | undefined> {
  // Drizzle's builders do not accept a union of tables; both tables have the same delivery columns.
  const t = table as typeof contactMessages;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.mailStatus, 'pending'), lte(t.mailNextAttemptAt, now)))
    .orderBy(asc(t.mailNextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(t)
    .set({ mailAttempts: sql`${t.mailAttempts} + 1`, mailNextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(t.id, due))
    .returning();
  return row as OutboxRow<T> | undefined;
}

export async function markSent(db: Executor, table: OutboxTable, id: number, now: Date): Promise<void> {
  const t = table as typeof contactMessages;
  await db.update(t).set({ mailStatus: 'sent', mailSentAt: now, mailLastError: null }).where(eq(t.id, id));
}

export async function markFailed(db: Executor, table: OutboxTable, id: number, error: string, nextAttemptAt: Date): Promise<void> {
  const t = table as typeof contactMessages;
  await db.update(t).set({ mailLastError: error.slice(0, 1000), mailNextAttemptAt: nextAttemptAt }).where(eq(t.id, id));
}
