import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { seedDemoConsumptions } from './demo-consumptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoConsumptions(t.db);
});
afterAll(() => t.close());

// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

describe('demo consumption reports', () => {
  it('gives the demo company four calculated consumption reports over 2025–2026, the first consolidated', async () => {
    const token = await t.login('demo.user');
    const get = async (url: string) => (await t.call(token, { method: 'GET', url })).json();
    const list = await get('/api/reports/?type=consumption&confirmed=false&business_trip=false&ordering=date');
    expect(list.count).toBe(4);
    expect(list.results.map((r: Json) => r.date.slice(0, 4))).toEqual(['2025', '2025', '2026', '2026']);
    expect(list.results.map((r: Json) => r.read_only)).toEqual([true, false, false, false]);
    expect(list.results.every((r: Json) => r.CO2_total > 0 && r.reference.startsWith('CR-'))).toBe(true);

    const totals = await get(`/api/reports/${list.results[0].id}/totals/`);
    expect(totals.consumptions.map((c: Json) => c.type)).toEqual(['gasoil', 'natural_gas', 'electricity']);
    expect(totals.consumptions.every((c: Json) => c.CO2_total > 0)).toBe(true);
    expect(totals.consumptions[2].supplier).toBe('Iberdrola Clientes');
    expect(totals.voyages.length).toBe(2);
    expect(totals.voyages.every((v: Json) => v.CO2_total > 0)).toBe(true);
    expect(totals.scope1).toBeGreaterThan(0);
    expect(totals.scope2_location_based).toBeGreaterThan(0);
    // The supplier's own factor gives a market-based figure beside the grid's.
    expect(totals.scope2_market_based).toBeGreaterThan(0);
    expect(totals.scope2_market_based).not.toBe(totals.scope2_location_based);
    // No other company sees them.
    const other = await t.login('platform.super');
    expect((await t.call(other, { method: 'GET', url: '/api/reports/?type=consumption' })).json().count).toBe(0);
  });
});
