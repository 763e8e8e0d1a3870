import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #17 part 5 (docs/security.md): the login says nothing about which usernames exist — not in its status, its
// body or its headers, not in its time, not in when it locks. The only public route that takes a username is
// POST /api/get-token/; users are created and renamed by their company's administrators only.

const MAX_FAILURES = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_LOGIN_MAX_FAILURES: String(MAX_FAILURES) });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each attempt from its own address unless one is given, so the per-address limit does not bite. */
const attempt = (username: string, password = 'not-the-password', remoteAddress = `198.51.100.${nextAddress++}`, app = t) =>
  app.app.inject({ method: 'POST', url: '/api/get-token/', payload: { username, password }, headers: { 'accept-language': 'es' }, remoteAddress });

/** What a client reads of an answer, but for the headers that differ on every answer anyway. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

/** As `visible`, the wait in minutes: Retry-After counts down from each name's own first failure, seconds apart here. */
function withoutWait(res: LightMyRequestResponse) {
  const { 'retry-after': retryAfter, ...rest } = visible(res).headers;
  return { ...visible(res), headers: rest, body: res.body.replace(/\d+/g, 'N'), retryAfter: Math.round(Number(retryAfter) / 60) };
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) / 2;
};

describe('POST /api/get-token/ and usernames', () => {
  it('answers an unknown username and a known one with a wrong password byte for byte the same', async () => {
    const known = await attempt('demo.admin');
    const unknown = await attempt('nobody.at.all');
    expect(known.statusCode).toBe(400);
    expect(visible(unknown)).toEqual(visible(known));
    expect(known.json()).toEqual({ non_field_errors: ['No es posible iniciar sesión con las credenciales proporcionadas.'] });
  });

  it('locks an unknown username as it locks a known one: the same 429 after the same number of failures', async () => {
    const lockedAnswers = [];
    for (const username of ['demo.user', 'never.existed']) {
      for (let i = 0; i < MAX_FAILURES; i++) expect((await attempt(username)).statusCode).toBe(400);
      lockedAnswers.push(await attempt(username));
    }
    const [known, unknown] = lockedAnswers as [LightMyRequestResponse, LightMyRequestResponse];
    expect(known.statusCode).toBe(429);
    expect(withoutWait(unknown)).toEqual(withoutWait(known));
  });

  it('takes as long for an unknown username as for a known one with a wrong password', async () => {
    // 30 of each, alternated so a busy neighbour on the machine slows both alike; medians, which one slow
    // attempt does not move. An unknown name costs the same scrypt as a known one (service.ts): without it the
    // unknown answers would come in about a millisecond, well outside the tolerance, which stays below the
    // scrypt cost itself.
    // A limit the attempts never reach, so every one of them checks a password.
    const unlimited = await createTestApp({ HUELLA_LOGIN_MAX_FAILURES: '1000' });
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    try {
      await attempt('demo.super', 'warm-up', '192.0.2.1', unlimited);
      await attempt('warm.up.name', 'warm-up', '192.0.2.1', unlimited);
      for (let i = 0; i < 30; i++) {
        for (const [kind, username] of [
          ['known', 'demo.super'],
          ['unknown', `ghost.${i}`],
        ] as const) {
          const started = performance.now();
          const res = await attempt(username, `wrong-${i}`, `203.0.113.${i + 1}`, unlimited);
          times[kind].push(performance.now() - started);
          expect(res.statusCode).toBe(400);
        }
      }
    } finally {
      await unlimited.close();
    }
    const known = median(times.known);
    const unknown = median(times.unknown);
    const tolerance = Math.max(10, 0.25 * known);
    expect(tolerance).toBeLessThan(known);
    expect(Math.abs(known - unknown), `medians: known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThan(tolerance);
  });
});
