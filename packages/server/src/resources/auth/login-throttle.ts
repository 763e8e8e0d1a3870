import { and, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { loginFailures } from '../../db/schema.ts';
import { recordWithinRate } from '../../http/rate-window.ts';

export interface ThrottleSettings {
  maxFailures: number;
  windowMs: number;
}

/**
 * Books one password check for `userKey` (a normalised username) from `ip`, or refuses it with 429 when either
 * already has `maxFailures` failures inside the window. The attempt is written as a failure BEFORE the password is
 * checked, under a lock per username then per address (always that order), so no more than the limit is ever
 * checked however many guesses arrive at once, on however many processes; a correct password then clears it
 * (clearLoginFailures).
 */
export async function bookPasswordCheck(db: Executor, userKey: string, ip: string, s: ThrottleSettings, now: Date) {
  const counters = [
    { lock: `login-user:${userKey}`, source: { table: loginFailures, at: loginFailures.at, where: eq(loginFailures.username, userKey) } },
    { lock: `login-ip:${ip}`, source: { table: loginFailures, at: loginFailures.at, where: eq(loginFailures.ip, ip) } },
  ];
  await recordWithinRate(db, counters, { max: s.maxFailures, windowMs: s.windowMs }, now, 'throttled', async (tx) => {
    await tx.insert(loginFailures).values({ username: userKey, ip, at: now });
  });
}

/**
 * A correct password clears that username's failures from this address (its booked check included), not those
 * from elsewhere: someone guessing from another address must not get fresh guesses each time the owner signs in.
 * Failures older than the window or a day, whichever is longer, are dropped.
 */
export async function clearLoginFailures(db: Executor, userKey: string, ip: string, s: ThrottleSettings, now: Date) {
  const expired = new Date(now.getTime() - Math.max(24 * 3600 * 1000, s.windowMs));
  await db
    .delete(loginFailures)
    .where(or(and(eq(loginFailures.username, userKey), eq(loginFailures.ip, ip)), lt(loginFailures.at, expired)));
}
