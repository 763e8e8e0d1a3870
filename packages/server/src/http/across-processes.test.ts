import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRows } from '../exports/raw-rows.ts';
import { twoApps, type AppOnDatabase, type TwoApps } from '../test-support/two-apps.ts';
import { DEMO_PASSWORD } from '../test-support/test-seed.ts';

// docs/scaling.md "What is stateless": two apps on one database stand for two API processes behind a balancer
// (on PostgreSQL each has its own pool, so what they agree on went through PostgreSQL). Sessions, the login limit
// and the public forms' limits hold whichever process a request reaches.

let t: TwoApps;
beforeAll(async () => {
  t = await twoApps({ HUELLA_PUBLIC_FORM_MAX: '2', HUELLA_PUBLIC_FORM_WINDOW_MINUTES: '10' });
}, 120_000);
afterAll(() => t?.close());

const me = (on: AppOnDatabase, token: string) => on.call(token, { method: 'GET', url: '/api/rest-auth/user/' });
const getToken = (on: AppOnDatabase, username: string, password: string, remoteAddress: string) =>
  on.app.inject({ method: 'POST', url: '/api/get-token/', payload: { username, password }, remoteAddress });
const tokenRows = (token: string) => driverRows(t.db, sql`select count(*)::int as n from auth_tokens where key_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

describe('sessions across processes', () => {
  it('accepts on B a token that A issued, and a logout on B revokes it on A', async () => {
    const token = await t.a.login('demo.user');
    expect((await me(t.b, token)).statusCode).toBe(200);
    expect((await me(t.a, token)).statusCode).toBe(200);
    expect((await t.b.call(token, { method: 'POST', url: '/api/rest-auth/logout/' })).statusCode).toBe(200);
    expect((await me(t.a, token)).statusCode).toBe(401);
    expect((await me(t.b, token)).statusCode).toBe(401);
  });

  it('ends an idle token on both, and a use on one keeps it alive on the other', async () => {
    const idle = await t.a.login('demo.user');
    const used = await t.a.login('demo.user');
    // 15 days unused (the idle limit is 14), and 13 days: the next use on B touches it.
    await t.db.execute(sql`update auth_tokens set last_used_at = now() - interval '15 days' where key_hash = encode(sha256(convert_to(${idle}, 'UTF8')), 'hex')`);
    await t.db.execute(sql`update auth_tokens set last_used_at = now() - interval '13 days' where key_hash = encode(sha256(convert_to(${used}, 'UTF8')), 'hex')`);
    expect((await me(t.b, idle)).statusCode).toBe(401);
    expect(await tokenRows(idle)).toEqual([{ n: 0 }]);
    expect((await me(t.a, idle)).statusCode).toBe(401);
    expect((await me(t.b, used)).statusCode).toBe(200);
    const touched = await driverRows(t.db, sql`select now() - last_used_at < interval '1 minute' as fresh from auth_tokens where key_hash = encode(sha256(convert_to(${used}, 'UTF8')), 'hex')`);
    expect(touched).toEqual([{ fresh: true }]);
    expect((await me(t.a, used)).statusCode).toBe(200);
  });
});

describe('the login limit across processes', () => {
  it('counts failures on A and B together: after 10 split between them, the 11th is 429 on either, even with the right password', async () => {
    const address = '203.0.113.7';
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await getToken(i % 2 ? t.b : t.a, 'demo.admin', 'wrong-password', address)).statusCode);
    expect(codes).toEqual(Array(10).fill(400));
    for (const on of [t.a, t.b]) {
      const refused = await getToken(on, 'demo.admin', DEMO_PASSWORD, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('checks no more than 10 of 40 wrong passwords sent at once to A and B for one username', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => getToken(i % 2 ? t.b : t.a, 'demo.super', 'wrong-password', `198.51.100.${i + 1}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
  });
});

describe("the public forms' limits across processes", () => {
  const contact = { name: 'Two Processes', email: 'two@carrier.example', company: 'Carrier SA', language: 'en', terms: true };
  const information = { name: 'Two Processes', email: 'two@carrier.example', company: 'Carrier SA', language: 'en', terms: true };

  it.each([
    ['/api/send-mail/', contact],
    ['/api/info-requests/', information],
  ])('%s stores the limit of messages from one address whichever process takes them, and refuses the next on both', async (url, payload) => {
    const address = url === '/api/send-mail/' ? '192.0.2.10' : '192.0.2.11';
    const send = (on: AppOnDatabase) => on.app.inject({ method: 'POST', url, payload, remoteAddress: address });
    expect((await send(t.a)).statusCode).toBe(201);
    expect((await send(t.b)).statusCode).toBe(201);
    for (const on of [t.a, t.b]) {
      const refused = await send(on);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('stores no more than the limit of a burst from one address split between A and B', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? t.b : t.a).app.inject({ method: 'POST', url: '/api/send-mail/', payload: { ...contact, name: 'Burst Two' }, remoteAddress: '192.0.2.12' })),
    );
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 201, ...Array(18).fill(429)]);
    expect(await driverRows(t.db, sql`select count(*)::int as n from contact_messages where name = 'Burst Two'`)).toEqual([{ n: 2 }]);
  });
});
