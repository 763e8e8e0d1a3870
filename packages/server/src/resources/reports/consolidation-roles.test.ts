import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// docs/spec/part-2.md §6: "Unconsolidate (transport totals): super and admin only. Other roles may edit and consolidate;
// no restriction is shown." Each role is tried on a report it did not write, and role other on its own too.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.call(tokens[who] as string, { method, url, payload });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as { read_only?: boolean; detail?: string } };
}

async function reportBy(author: string): Promise<number> {
  const res = await call(author, 'POST', '/api/reports/', { project_name: `Consolidated by role (${author})`, date: '2026-04-01' });
  expect(res.status).toBe(201);
  return (res.body as unknown as { id: number }).id;
}

describe('POST /api/reports/{id}/consolidate/ and desconsolidate/ by role', () => {
  it.each([
    ['super', 'demo.super', 'demo.user'],
    ['admin', 'demo.admin', 'demo.super'],
    ['other, on a report of someone else', 'demo.user', 'demo.super'],
    ['other, on their own report', 'demo.user', 'demo.user'],
  ])('lets role %s consolidate a report of the company', async (_role, who, author) => {
    const id = await reportBy(author);
    const consolidated = await call(who, 'POST', `/api/reports/${id}/consolidate/`);
    expect(consolidated).toMatchObject({ status: 200, body: { read_only: true } });
    expect((await call(who, 'GET', `/api/reports/${id}/`)).body.read_only).toBe(true);
  });

  it.each([
    ['super', 'demo.super'],
    ['admin', 'demo.admin'],
  ])('lets role %s unconsolidate', async (_role, who) => {
    const id = await reportBy('demo.user');
    await call('demo.user', 'POST', `/api/reports/${id}/consolidate/`);
    expect(await call(who, 'POST', `/api/reports/${id}/desconsolidate/`)).toMatchObject({ status: 200, body: { read_only: false } });
  });

  it('refuses role other the unconsolidation, even of its own report, and leaves the report frozen', async () => {
    const id = await reportBy('demo.user');
    await call('demo.user', 'POST', `/api/reports/${id}/consolidate/`);
    const refused = await call('demo.user', 'POST', `/api/reports/${id}/desconsolidate/`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBeTruthy();
    expect((await call('demo.user', 'GET', `/api/reports/${id}/`)).body.read_only).toBe(true);
  });

  it('answers 404 to another company, whatever its role', async () => {
    const id = await reportBy('demo.user');
    expect((await call('scope3.super', 'POST', `/api/reports/${id}/consolidate/`)).status).toBe(404);
    expect((await call('demo.user', 'GET', `/api/reports/${id}/`)).body.read_only).toBe(false);
  });
});
