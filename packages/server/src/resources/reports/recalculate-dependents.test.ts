import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumptionLookups, type ConsumptionLookups } from '../../test-support/consumption-lookups.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A supplier's own factor and a car family's fuel feed the stored figures of the consumption reports that use them:
// changing either recalculates the unconsolidated ones at once, and leaves consolidated ones as they were frozen.

let t: TestApp;
let token: string;
let lookups: ConsumptionLookups;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  lookups = await createConsumptionLookups(t, token, '-dep');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Json> {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function reportWith(payloads: { consumptions?: object[]; voyages?: object[] }): Promise<number> {
  const report = await call('POST', '/api/reports/', { type: 'consumption', project_name: 'Dependents', date: '2025-06-30' });
  for (const c of payloads.consumptions ?? []) await call('POST', `/api/reports/${report.id}/consumptions/`, c);
  for (const v of payloads.voyages ?? []) await call('POST', `/api/reports/${report.id}/voyages/`, v);
  return report.id;
}

const totals = (id: number) => call('GET', `/api/reports/${id}/totals/`);

describe('changing a lookup that figures depend on', () => {
  it("recalculates the market-based scope 2 of open reports when a supplier's factor changes, not of consolidated ones", async () => {
    const electricity = { type: 'electricity', date: '2025-06-30', quantity: '1000', supplier: lookups.iberdrola };
    const open = await reportWith({ consumptions: [electricity] });
    const frozen = await reportWith({ consumptions: [electricity] });
    await call('POST', `/api/reports/${frozen}/consolidate/`);
    const before = await totals(open);
    const frozenBefore = await totals(frozen);

    await call('PATCH', `/api/suppliers/${lookups.iberdrola}/`, { A1: '0.5', B1: '0', C1: '0' });

    const after = await totals(open);
    expect(after.scope2_market_based).toBeCloseTo(500, 6);
    expect(after.scope2_market_based).not.toBeCloseTo(before.scope2_market_based, 3);
    expect(after.consumptions[0].factors_used.find((f: Json) => f.key.endsWith('.A1')).value).toBe(0.5);
    // Location-based figures do not depend on the supplier.
    expect(after.scope2_location_based).toBeCloseTo(before.scope2_location_based, 9);
    expect(await totals(frozen)).toEqual(frozenBefore);
  });

  it("recalculates voyages when their car family's fuel changes", async () => {
    const report = await reportWith({ voyages: [{ car_family: lookups.petrolFamily, distance: '100', date: '2025-06-30' }] });
    const petrol = await totals(report);
    expect(petrol.scope1).toBeGreaterThan(0);
    expect(petrol.scope2).toBe(0);

    await call('PATCH', `/api/car-families/${lookups.petrolFamily}/`, { fuel: 'electricity' });

    const electric = await totals(report);
    expect(electric.voyages[0].fuel).toBe('electricity');
    expect(electric.scope1).toBe(0);
    expect(electric.scope2).toBeGreaterThan(0);
  });

  it('refuses a change that would leave a report uncalculable, and keeps the family as it was', async () => {
    const report = await reportWith({ voyages: [{ car_family: lookups.dieselFamily, distance: '50', date: '2025-06-30' }] });
    const res = await t.call(token, { method: 'PATCH', url: `/api/car-families/${lookups.dieselFamily}/`, payload: { fuel: 'natural_gas' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('car_family');
    expect((await call('GET', `/api/car-families/${lookups.dieselFamily}/`)).fuel).toBe('gasoil');
    expect((await totals(report)).voyages[0].fuel).toBe('gasoil');
  });

  it("refuses to change a used supplier's energy type, which would break the electricity-only rule", async () => {
    await reportWith({ consumptions: [{ type: 'electricity', date: '2025-06-30', quantity: '10', supplier: lookups.plainPower }] });
    const res = await t.call(token, { method: 'PATCH', url: `/api/suppliers/${lookups.plainPower}/`, payload: { type: 'gasoil' }, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/^El tipo de energía de este proveedor no puede cambiar mientras lo indiquen consumos \(\d+\)/);
    expect((await call('GET', `/api/suppliers/${lookups.plainPower}/`)).type).toBe('electricity');
  });

  it('refuses to change the fuel of a family that consolidated voyages were calculated with', async () => {
    const report = await reportWith({ voyages: [{ car_family: lookups.electricFamily, distance: '10', date: '2025-06-30' }] });
    await call('POST', `/api/reports/${report}/consolidate/`);
    const res = await t.call(token, { method: 'PATCH', url: `/api/car-families/${lookups.electricFamily}/`, payload: { fuel: 'gasoline' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('1 voyage(s) of consolidated reports');
    expect((await totals(report)).voyages[0].fuel).toBe('electricity');
    // A new model name alone changes no figure: allowed.
    expect((await call('PATCH', `/api/car-families/${lookups.electricFamily}/`, { model: 'Zoe E-Tech-dep' })).fuel).toBe('electricity');
  });

  it("moves a car's voyages in open reports to its new family and recalculates them; consolidated ones keep theirs", async () => {
    const car = (await call('POST', '/api/cars/', { plate: 'MOVE-1-dep', car_family: lookups.dieselFamily })).id;
    const voyage = { car, distance: '100', date: '2025-06-30' };
    const open = await reportWith({ voyages: [voyage] });
    const frozen = await reportWith({ voyages: [voyage] });
    await call('POST', `/api/reports/${frozen}/consolidate/`);
    const frozenBefore = await totals(frozen);

    const petrol = (await call('POST', '/api/car-families/', { brand: 'Opel', model: 'Corsa-dep', fuel: 'gasoline' })).id;
    await call('PATCH', `/api/cars/${car}/`, { car_family: petrol });

    const moved = await totals(open);
    expect(moved.voyages[0].fuel).toBe('gasoline');
    // The moved voyage can still be edited: its car and family agree again.
    const [row] = (await call('GET', `/api/reports/${open}/voyages/`)).results;
    expect((await call('PATCH', `/api/reports/${open}/voyages/${row.id}/`, { distance: '120' })).distance).toBe(120);
    expect(await totals(frozen)).toEqual(frozenBefore);
  });
});
