import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app.ts';

// The shipped limit (10 failures in 15 minutes), behind one trusted proxy as the README describes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const getToken = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/get-token/', payload: { username, password }, headers, remoteAddress });

const statusCounts = (codes: number[]) => codes.reduce<Record<number, number>>((n, c) => ({ ...n, [c]: (n[c] ?? 0) + 1 }), {});

describe('the login limit', () => {
  it('checks no more than 10 of 100 wrong passwords sent at once for one username', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => getToken('demo.user', 'wrong-password')));
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts[400]).toBe(10);
    expect(counts[429]).toBe(90);
    expect((await getToken('demo.user', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('counts the address our proxy appended, not what the client wrote before it in X-Forwarded-For', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const forged = `192.0.2.${i + 1}`;
      const answer = await getToken(`nobody${i}`, 'wrong-password', { 'x-forwarded-for': `${forged}, 203.0.113.9` }, '127.0.0.1');
      codes.push(answer.statusCode);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(codes.slice(10)).toEqual(Array(20).fill(429));
    // Another client behind the same proxy has its own count.
    const neighbour = await getToken('nobody-else', 'wrong-password', { 'x-forwarded-for': '203.0.113.10' }, '127.0.0.1');
    expect(neighbour.statusCode).toBe(400);
  });

  it('keeps the failures of other addresses when the user signs in with the right password from theirs', async () => {
    const attacker = '198.51.100.250';
    for (let i = 0; i < 9; i++) expect((await getToken('scope3.super', 'wrong-password', {}, attacker)).statusCode).toBe(400);
    // The owner signs in from their own address: that clears their own failures, not the attacker's guesses.
    expect((await getToken('scope3.super', DEMO_PASSWORD, {}, '198.51.100.251')).statusCode).toBe(200);
    expect((await getToken('scope3.super', 'wrong-password', {}, attacker)).statusCode).toBe(400);
    expect((await getToken('scope3.super', 'wrong-password', {}, attacker)).statusCode).toBe(429);
  });

  it('keys the per-user limit on one normalised username, so no spelling of a locked name gets fresh guesses', async () => {
    for (let i = 0; i < 10; i++) expect((await getToken('demo.admin', 'wrong-password')).statusCode).toBe(400);
    // A capital dotted I folds to "i̇", not "i": another (unknown) name, which gets no token for demo.admin.
    const dotted = await getToken('demo.adm\u0130n', DEMO_PASSWORD);
    expect(dotted.statusCode).toBe(400);
    expect(dotted.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    // Case and compatibility forms (full-width letters) are the same name, and stay locked.
    for (const spelling of ['DEMO.ADMIN', 'Demo.Admin', '\uff44\uff45\uff4d\uff4f.admin']) {
      const answer = await getToken(spelling, DEMO_PASSWORD);
      expect(answer.statusCode, spelling).toBe(429);
    }
  });
});
