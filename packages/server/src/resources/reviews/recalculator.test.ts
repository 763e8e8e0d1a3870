import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { countStale, recalculateStale } from './open-reports.ts';
import { startRecalculator } from './recalculator.ts';

// The background recalculation after a review change (docs/decisions/0011-reviews.md "Recalculation"): its work is
// read from the data (open reports whose figures were calculated with another content of their review), so a pass
// cut short loses nothing and a new one finishes it.

let t: TestApp;
let superToken: string;
let platformToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login('demo.super');
  platformToken = await t.login('platform.super');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
async function ok(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Json> {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function roadReport(date: string): Promise<number> {
  const report = await ok(superToken, 'POST', '/api/reports/', { project_name: 'Background', date });
  const cargo = await ok(superToken, 'POST', `/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 10 });
  await ok(superToken, 'POST', `/api/reports/${report.id}/road-overland-stages/`, { vehicle_load_type: 'groupage', distance: 500, cargos: [{ cargo: cargo.id }] });
  return report.id;
}

describe('the background recalculation', () => {
  it('finishes what an interrupted pass left, and leaves consolidated reports alone', async () => {
    const desnz = (await ok(superToken, 'GET', '/api/reviews/')).results[0].id;
    const copy = await ok(platformToken, 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2060-01-01', title: 'Background' });
    const ids = [await roadReport('2060-02-01'), await roadReport('2060-03-01'), await roadReport('2060-04-01')];
    const frozen = await roadReport('2060-05-01');
    await ok(superToken, 'POST', `/api/reports/${frozen}/consolidate/`);

    // A change whose recalculation has not run: the factor doubled and a new content hash, as a change with more
    // open reports than one transaction holds leaves them.
    const factors = { ...copy.factors, 'road.per_tkm.hgv_average': 0.20326 };
    await t.db.update(reviews).set({ factors, contentHash: sql`md5(random()::text)` }).where(eq(reviews.id, copy.id));
    expect(await countStale(t.db, [copy.id])).toBe(3);
    expect((await ok(platformToken, 'GET', `/api/reviews/${copy.id}/`)).reports).toEqual({ open: 3, consolidated: 1, pending: 3 });

    // A pass that stops after one report (as a killed process would) leaves the other two stale, not lost.
    const first = await t.db.transaction((tx) => recalculateStale(tx, 'en', { limit: 1 }));
    expect(first).toMatchObject({ recalculated: 1, failed: 0, last: ids[0] });
    expect(await countStale(t.db, [copy.id])).toBe(2);

    const recalculator = startRecalculator(t.db, { info: () => undefined, warn: () => undefined }, { pollMs: 3_600_000, batch: 1 });
    try {
      recalculator.wake();
      for (let i = 0; i < 100 && (await countStale(t.db, [copy.id])) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await recalculator.stop();
    }
    expect(await countStale(t.db, [copy.id])).toBe(0);
    for (const id of ids) {
      const totals = await ok(superToken, 'GET', `/api/reports/${id}/totals/`);
      expect(totals.co2e_ttw, String(id)).toBeCloseTo(1016.3, 3);
    }
    expect((await ok(superToken, 'GET', `/api/reports/${frozen}/totals/`)).co2e_ttw).toBeCloseTo(508.15, 3);
    expect((await ok(platformToken, 'GET', `/api/reviews/${copy.id}/`)).reports).toEqual({ open: 3, consolidated: 1, pending: 0 });
  });

  it('lets timers (and so requests and signals) run between its batches', async () => {
    const desnz = (await ok(superToken, 'GET', '/api/reviews/')).results[0].id;
    const copy = await ok(platformToken, 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2061-01-01', title: 'Turns' });
    for (const month of ['02', '03', '04']) await roadReport(`2061-${month}-01`);
    await t.db.update(reviews).set({ contentHash: sql`md5(random()::text)` }).where(eq(reviews.id, copy.id));
    expect(await countStale(t.db, [copy.id])).toBe(3);

    // On PGlite no query waits for I/O, so without a turn between batches this timer would fire only after the
    // whole pass (a server with 10,000 stale reports answered nothing for four minutes).
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const recalculator = startRecalculator(t.db, { info: () => order.push('pass ended'), warn: () => undefined }, { pollMs: 3_600_000, batch: 1 });
    try {
      for (let i = 0; i < 100 && !order.includes('pass ended'); i += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await recalculator.stop();
    }
    expect(order).toEqual(['timer', 'pass ended']);
    expect(await countStale(t.db, [copy.id])).toBe(0);
  });

  it('shows a company only its own reports in the counts of a review', async () => {
    const background = (await ok(superToken, 'GET', '/api/reviews/?search=Background')).results[0].id;
    const scope3 = await t.login('scope3.super');
    expect((await ok(superToken, 'GET', `/api/reviews/${background}/`)).reports).toEqual({ open: 3, consolidated: 1, pending: 0 });
    expect((await ok(scope3, 'GET', `/api/reviews/${background}/`)).reports).toEqual({ open: 0, consolidated: 0, pending: 0 });
  });
});
