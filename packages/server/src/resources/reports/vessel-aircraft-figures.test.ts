import { STAGE_PATHS } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../db/seed.ts';
import { referenceDataVersions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #11 item 3 through the API: the ship type and the aircraft model a stage names change its stored figure,
// by the ratio of the DESNZ 2025 vessel classes and of the aircraft entries' fuel (worked by hand below).

let t: TestApp;
let token: string;
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<{ status: number; body: Json }> {
  const res = await t.call(token, { method, url, payload });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

async function created(url: string, payload: object): Promise<Json> {
  const res = await call('POST', url, payload);
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function idOf(list: string, name: string): Promise<number> {
  const res = await call('GET', `/api/${list}/?search=${encodeURIComponent(name)}`);
  const row = (res.body.results as Json[]).find((r) => r.name === name);
  if (!row) throw new Error(`${name} is not in /api/${list}/`);
  return row.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
});
afterAll(() => t.close());

describe('vessel class and aircraft entry through the API', () => {
  it('a 1,000 TEU feeder and a 20,000 TEU ULCV on the same leg differ by 0.0325 / 0.01266', async () => {
    const report = await created('/api/reports/', { project_name: 'Vessel classes', date: '2026-03-02' });
    const cargo = await created(`/api/reports/${report.id}/cargos/`, { weight: 100 });
    const feeder = await idOf('ship-types', 'Container feeder (1,000 TEU)');
    const ulcv = await idOf('ship-types', 'Container ULCV (20,000 TEU)');
    const path = `/api/reports/${report.id}/${STAGE_PATHS.nautical}/`;
    const stage = await created(path, { ship_type: feeder, ship_load_type: 'container', distance: 19000, cargos: [{ cargo: cargo.id, tags: {} }] });
    // 100 t × 19,000 km × 0.0325 kg CO2e/tkm × (1 + 0.2264 WTT/TTW of marine gas oil).
    expect(stage.method).toBe('per_tkm');
    expect(stage.CO2_total).toBeCloseTo(1_900_000 * 0.0325 * 1.2264, 3);

    const changed = await call('PATCH', `${path}${stage.id}/`, { ship_type: ulcv });
    expect(changed.status).toBe(200);
    expect(changed.body.CO2_total).toBeCloseTo(1_900_000 * 0.01266 * 1.2264, 3);
    expect(stage.CO2_total / changed.body.CO2_total).toBeCloseTo(0.0325 / 0.01266, 9);
  });

  it('a B777F and a B747-400F on the same flight differ by the ratio of their fuel; a passenger model stays per tkm', async () => {
    const report = await created('/api/reports/', { project_name: 'Aircraft models', date: '2026-03-02' });
    const cargo = await created(`/api/reports/${report.id}/cargos/`, { weight: 50 });
    const path = `/api/reports/${report.id}/${STAGE_PATHS.air}/`;
    const flight = { aircraft_type: 'freighter', aircraft_load_type: 'full_cargo', LTO: 1, distance: 6095, cargos: [{ cargo: cargo.id, tags: {} }] };
    const stage = await created(path, { ...flight, aircraft_model: await idOf('aircraft-models', 'Boeing 777F') });
    // 775.3 + 6.94996 × 6095 + 0.000063603 × 6095² + 2,562.8 = 48,060.8956 kg of kerosene for the whole aircraft;
    // × 3.177116 kg CO2e TTW per kg (3.15 CO2 + 0.000022 × 28 + 0.0001 × 265) × 1.2544 (WTT/TTW of kerosene).
    expect(stage.method).toBe('aircraft_model');
    expect(stage.CO2_total).toBeCloseTo(48060.8956 * 3.177116 * 1.2544, 1);

    const jumbo = await call('PATCH', `${path}${stage.id}/`, { aircraft_model: await idOf('aircraft-models', 'Boeing 747-400F') });
    // 885.2 + 9.34992 × 6095 + 0.00014597 × 6095² + 3,402.2 = 66,697.8056 kg.
    expect(jumbo.body.CO2_total / stage.CO2_total).toBeCloseTo(66697.8056 / 48060.8956, 6);

    const belly = await call('PATCH', `${path}${stage.id}/`, { aircraft_model: await idOf('aircraft-models', 'Boeing 777-300ER') });
    // Long haul per tkm: 50 t × 6,095 km × (0.5313 + 0.13516).
    expect(belly.body.method).toBe('per_tkm');
    expect(belly.body.CO2_total).toBeCloseTo(50 * 6095 * (0.5313 + 0.13516), 3);
  });

  it('an existing database gets the ship classes and the aircraft entries on its next start', async () => {
    await t.db.execute(sql`update ship_types set factor_class = null`);
    await t.db.update(referenceDataVersions).set({ hash: 'stale' });
    await t.db.execute(sql`update reviews set content_hash = 'stale' where builtin_key = 'desnz-2025'`);
    await t.db.execute(sql`delete from aircraft_model_reviews`);
    await seed(t.db, { demo: true, demoPassword: 'unused-password' });
    const rows = (await t.db.execute(sql`select count(*)::int as n from ship_types where factor_class is null`)) as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(0);
    const entries = (await t.db.execute(
      sql`select m.name from aircraft_model_reviews e join aircraft_models m on m.id = e.aircraft_model_id order by m.name`,
    )) as { rows: { name: string }[] };
    expect(entries.rows.map((r) => r.name)).toEqual(['Airbus A330-200F', 'Boeing 747-400F', 'Boeing 767-300F', 'Boeing 777F']);
    const review = (await t.db.execute(sql`select content_hash from reviews where builtin_key = 'desnz-2025'`)) as { rows: { content_hash: string }[] };
    expect(review.rows[0]?.content_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
