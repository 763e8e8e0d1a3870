import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { seedDemoReports } from './demo-reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoReports(t.db);
});
afterAll(() => t.close());

describe('demo reports', () => {
  it('gives the demo company calculated multimodal reports across 2025–2026, and the platform a business trip', async () => {
    const token = await t.login('demo.user');
    const list = (await t.call(token, { method: 'GET', url: '/api/reports/?type=transport&page_size=100&ordering=date' })).json();
    expect(list.count).toBe(30);
    expect(list.results[0].date.slice(0, 4)).toBe('2025');
    expect(list.results.at(-1).date.slice(0, 4)).toBe('2026');
    expect(list.results.every((r: { CO2_total: number }) => r.CO2_total > 0)).toBe(true);
    const asia = list.results.find((r: { project_name: string }) => r.project_name.startsWith('Electronics Shanghai'));
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${asia.id}/totals/` })).json();
    expect(totals.stages.map((s: { distance_method: string }) => s.distance_method)).toEqual(['sea_network', 'gcd_circuity']);
    expect(totals.storages).toHaveLength(1);
    const byCountry = (await t.call(token, { method: 'GET', url: '/api/reports/?origin_country=china' })).json();
    expect(byCountry.count).toBe(6);

    const platform = await t.login('platform.super');
    const trips = (await t.call(platform, { method: 'GET', url: '/api/reports/?business_trip=true' })).json();
    expect(trips.count).toBe(1);
    expect(trips.results[0].CO2_total).toBeGreaterThan(0);
    // And the demo company's consumption reports beside them (demo-consumptions.test.ts looks at them closely).
    expect((await t.call(token, { method: 'GET', url: '/api/reports/?type=consumption' })).json().count).toBe(4);
  });
});
