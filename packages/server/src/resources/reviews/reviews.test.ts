import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.user', 'scope3.super', 'platform.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const get = (who: string, url: string) => t.call(tokens[who] ?? null, { method: 'GET', url });

describe('GET /api/reviews/', () => {
  it('shows the read-only default review "DESNZ 2025" to every company', async () => {
    for (const who of ['demo.user', 'scope3.super', 'platform.super']) {
      const list = (await get(who, '/api/reviews/')).json();
      expect(list.results, who).toEqual([
        {
          id: expect.any(Number),
          title: 'DESNZ 2025',
          start_date: '2025-01-01',
          read_only: true,
          source: 'DESNZ 2025',
          content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ]);
    }
    expect((await get('demo.user', '/api/reviews/?search=nothing-like-this')).json().count).toBe(0);
    expect((await get('demo.user', '/api/reviews/?ordering=factors')).statusCode).toBe(400);
  });

  it('reads the factors and the six entry lists, with entries linked to the seeded vehicles', async () => {
    const id = (await get('demo.user', '/api/reviews/')).json().results[0].id;
    const res = await get('scope3.super', `/api/reviews/${id}/`);
    expect(res.statusCode).toBe(200);
    const review = res.json();
    expect(review).toMatchObject({ title: 'DESNZ 2025', read_only: true, source: 'DESNZ 2025', gwp: { CH4: 28, N2O: 265 } });
    expect(review.factors['road.per_tkm.hgv_average']).toBe(0.10163);
    expect(review.factors['rail.per_tkm.freight']).toBe(0.02779);
    for (const list of [
      'aircraft_model_reviews',
      'ship_load_type_reviews',
      'road_vehicle_reviews',
      'rail_vehicle_reviews',
      'car_family_reviews',
      'supplier_type_reviews',
    ]) {
      expect(Array.isArray(review[list]), list).toBe(true);
    }
    const vehicles = (await get('demo.user', '/api/road-vehicles/?search=HGV average')).json().results;
    expect(review.road_vehicle_reviews).toEqual([
      {
        id: expect.any(Number),
        vehicle: { id: vehicles[0].id, name: 'HGV average (all diesel)' },
        euro_standard: null,
        // DESNZ 2025 HGV (all diesel) per km: the CO2 parts at 0 % and 100 % laden, and the CH4 and N2O parts
        // (kg CO2e, the same at every load) as g of gas per vkm under the set's AR5 GWPs (28, 265).
        A1: 0.64764,
        B1: 0.99992,
        C1: expect.closeTo(0.00016 / 28 * 1000, 9),
        D1: expect.closeTo(0.01195 / 265 * 1000, 9),
        E1: 0,
        F1: 0,
      },
    ]);
  });

  it('answers 404 for an unknown review and 401 without a token', async () => {
    expect((await get('demo.user', '/api/reviews/999999/')).statusCode).toBe(404);
    expect((await t.call(null, { method: 'GET', url: '/api/reviews/' })).statusCode).toBe(401);
  });
});
