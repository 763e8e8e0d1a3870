import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// Issue #11 items 1 and 2 through the API: a groupage road leg's capacity is the vehicle's payload, the load
// factor is applied once, and every figure carries its split by gas and the gases no factor covered.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.call(token, { method, url, payload });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

async function reportWithCargo(weight: number): Promise<{ report: Json; cargo: Json }> {
  const report = await call('POST', '/api/reports/', { project_name: 'Groupage to Lyon', date: '2026-03-10' });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  const cargo = await call('POST', `/api/reports/${report.body.id}/cargos/`, { weight });
  expect(cargo.status, JSON.stringify(cargo.body)).toBe(201);
  return { report: report.body, cargo: cargo.body };
}

describe('road groupage (docs/methodology.md "Road groupage")', () => {
  it('saves the vehicle payload as capacity_load and counts the groupage load factor once', async () => {
    const vehicles = (await call('GET', '/api/road-vehicles/?page_size=999')).body;
    const hgv = (vehicles.results ?? vehicles).find((v: Json) => v.name === 'HGV average (all diesel)');
    expect(hgv).toMatchObject({ payload: 20, default_load: 10 });

    const { report, cargo } = await reportWithCargo(10);
    const stage = await call('POST', `/api/reports/${report.id}/road-overland-stages/`, {
      vehicle: hgv.id,
      vehicle_load_type: 'groupage',
      distance: 500,
      cargos: [{ cargo: cargo.id }],
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(201);
    expect(stage.body).toMatchObject({ capacity_load: 20, method: 'per_vkm' });

    // By hand: the truck runs at LF 0.6 on its 20 t payload, so 10 t take 10 / (20 × 0.6) of it over 500 km:
    // 416.667 vkm × (0.65975 + (1.01203 − 0.65975) × 0.6) kg CO2e/vkm = 362.966 kg TTW; WTT × 0.2321 = 84.244;
    // WTW 447.210 kg. With default_load (10 t) as the capacity it was twice that: 894.420 kg.
    const vkm = 500 * (10 / (20 * 0.6));
    const ttw = vkm * (0.65975 + (1.01203 - 0.65975) * 0.6);
    expect(ttw).toBeCloseTo(362.966, 3);
    expect(stage.body.CO2_total).toBeCloseTo(ttw * 1.2321, 6);
    expect(stage.body.CO2_total).toBeCloseTo(447.21, 3);

    const totals = (await call('GET', `/api/reports/${report.id}/totals/`)).body;
    expect(totals.CO2_total).toBeCloseTo(447.21, 3);
    const [leg] = totals.stages;
    // DESNZ publishes 0.00016 kg CO2e of CH4 and 0.01195 of N2O per vkm at every load; CO2 is the rest.
    expect(leg.CH4).toBeCloseTo((vkm * 0.00016) / 28, 9);
    expect(leg.N2O).toBeCloseTo((vkm * 0.01195) / 265, 9);
    expect(leg.CO2 + leg.CH4 * 28 + leg.N2O * 265).toBeCloseTo(leg.co2e_ttw, 6);
    // The vehicle entry gives NOx and PM per vkm, never SOx or the fluorinated gases.
    expect(leg.not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'SOX']);
    expect(leg.cargos[0].not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'SOX']);
    expect(totals.not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'SOX']);
  });

  it('keeps a capacity the client gives', async () => {
    const { report, cargo } = await reportWithCargo(10);
    const stage = await call('POST', `/api/reports/${report.id}/road-overland-stages/`, {
      vehicle_load_type: 'groupage',
      capacity_load: 12,
      distance: 500,
      cargos: [{ cargo: cargo.id }],
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(201);
    expect(stage.body.capacity_load).toBe(12);
  });
});

describe('the split by gas through the API', () => {
  it('a per-tkm road leg: three gases that make its CO2e, and NOx, SOx, PM not estimated', async () => {
    const { report, cargo } = await reportWithCargo(10);
    const stage = await call('POST', `/api/reports/${report.id}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: cargo.id }] });
    expect(stage.status, JSON.stringify(stage.body)).toBe(201);
    const totals = (await call('GET', `/api/reports/${report.id}/totals/`)).body;
    // 5,000 tkm × DESNZ 0.10163 = 0.10012 (CO2) + 0.00002 (CH4 as CO2e) + 0.00149 (N2O as CO2e).
    expect(totals.CO2).toBeCloseTo(500.6, 6);
    expect(totals.CH4).toBeCloseTo(0.1 / 28, 9);
    expect(totals.N2O).toBeCloseTo(7.45 / 265, 9);
    expect(totals.co2e_ttw).toBeCloseTo(508.15, 6);
    expect(totals.CO2_total).toBeCloseTo(626.1, 3);
    expect(totals.not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM']);
    expect(totals.stages[0].not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM']);
    expect(totals.cargos[0].not_estimated).toEqual(['HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM']);
  });

  it('a report with nothing calculated lists every gas as not estimated', async () => {
    const { report } = await reportWithCargo(1);
    const totals = (await call('GET', `/api/reports/${report.id}/totals/`)).body;
    expect(totals.not_estimated).toEqual(['CO2', 'CH4', 'N2O', 'HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM']);
  });
});
