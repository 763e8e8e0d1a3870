import { eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { loginFailures } from '../../db/schema.ts';
import { assertWithinRate } from '../../http/rate-window.ts';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/** Refuses a login when the username or the client address has `maxFailures` failures inside the window. */
export async function assertLoginAllowed(db: Executor, username: string, ip: string, s: ThrottleSettings, now: Date) {
  const limit = { max: s.maxFailures, windowMs: s.windowMs };
  for (const where of [eq(loginFailures.username, username), eq(loginFailures.ip, ip)]) {
    await assertWithinRate(db, { table: loginFailures, at: loginFailures.at, where }, limit, now, 'throttled');
  }
}

export async function recordLoginFailure(db: Executor, username: string, ip: string, now: Date) {
  await db.insert(loginFailures).values({ username, ip, at: now });
}

/** A successful login clears that username's failures; failures older than a day are dropped. */
export async function clearLoginFailures(db: Executor, username: string, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(loginFailures).where(or(eq(loginFailures.username, username), lt(loginFailures.at, dayAgo)));
}
