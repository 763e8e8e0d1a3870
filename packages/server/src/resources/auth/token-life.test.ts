import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { hashToken } from './token-repository.ts';

// Issue #17 part 5 (docs/security.md), beside auth.test.ts (logout, idle expiry, password change) and
// users.test.ts (an administrator's password change, a deleted user): the idle expiry slides with use, and an
// expired or revoked token is gone from the database, not only refused.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const rowOf = async (token: string) => (await t.db.select().from(authTokens).where(eq(authTokens.keyHash, hashToken(token))))[0];
const age = (token: string, ms: number) => t.db.update(authTokens).set({ lastUsedAt: new Date(Date.now() - ms) }).where(eq(authTokens.keyHash, hashToken(token)));
const me = (token: string) => t.call(token, { method: 'GET', url: '/api/rest-auth/user/' });

describe('a token', () => {
  it('keeps working while it is used within the idle period, each use starting the period again', async () => {
    const token = await t.login('demo.user');
    const idle = t.config.tokenIdleMs;
    await age(token, idle - DAY);
    expect((await me(token)).statusCode).toBe(200);
    const touched = await rowOf(token);
    expect(Date.now() - (touched?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    // Two idle periods after it was issued, but never idle for one: still valid.
    await age(token, idle - DAY);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('is deleted once it has been idle too long, so a later request cannot revive it', async () => {
    const token = await t.login('demo.user');
    await age(token, t.config.tokenIdleMs + 1000);
    expect((await me(token)).statusCode).toBe(401);
    expect(await rowOf(token)).toBeUndefined();
  });

  it('is deleted at logout, and the user’s other sessions stay', async () => {
    const kept = await t.login('demo.admin');
    const ended = await t.login('demo.admin');
    expect((await t.call(ended, { method: 'POST', url: '/api/rest-auth/logout/' })).statusCode).toBe(200);
    expect(await rowOf(ended)).toBeUndefined();
    expect((await t.call(ended, { method: 'POST', url: '/api/rest-auth/logout/' })).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
  });
});
