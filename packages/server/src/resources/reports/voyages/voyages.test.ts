import { calculate } from '@huella/emissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../../core-data/default-factor-set.ts';
import { createConsumptionLookups, type ConsumptionLookups } from '../../../test-support/consumption-lookups.ts';
import { signedInApp, type Json } from '../../../test-support/signed-in-app.ts';

// Company-car voyages of a consumption report (docs/spec/part-2.md §2.5, §3; docs/methodology.md §5.6): the car
// family gives the fuel, a car gives its family, the distance is typed as text.

const { app, as, callJson: call, created } = signedInApp(['demo.super', 'demo.user', 'platform.super']);
let lookups: ConsumptionLookups;
let petrolCar: number;
beforeAll(async () => {
  lookups = await createConsumptionLookups(app(), as('demo.super'));
  petrolCar = (await created('demo.super', '/api/cars/', { plate: '9876 XYZ', car_family: lookups.petrolFamily })).id;
});

const newReport = () => created('demo.user', '/api/reports/', { type: 'consumption', project_name: 'Fleet 2026', date: '2026-01-31' });
const voyagesOf = (report: number) => `/api/reports/${report}/voyages/`;
const totalsOf = async (report: number) => (await call('demo.user', 'GET', `/api/reports/${report}/totals/`)).body;

describe('voyage figures', () => {
  it('reproduces worked example (h): a diesel car over 250 km is 43.260 kg in scope 1, as the core calculates it', async () => {
    const report = await newReport();
    const voyage = await created('demo.user', voyagesOf(report.id), { car_family: lookups.dieselFamily, date: '2026-01-10', distance: '250', center: lookups.center });
    expect(voyage).toMatchObject({
      car: null,
      car_family: { id: lookups.dieselFamily, brand: 'Seat', model: 'Leon TDI', fuel: 'gasoil' },
      center: { id: lookups.center, name: 'Valencia HQ' },
      distance: 250,
    });
    const totals = await totalsOf(report.id);
    const [row] = totals.voyages;
    expect(row).toMatchObject({ id: voyage.id, car: null, car_family: 'Seat Leon TDI', fuel: 'gasoil', center: 'Valencia HQ', distance: 250, method: 'per_km' });
    expect(row.co2e_ttw).toBeCloseTo(43.26, 3);
    expect(row.scope1).toBeCloseTo(43.26, 3);
    expect(row.scope2).toBe(0);
    expect(row.factors_used.map((f: Json) => f.key)).toContain('car.per_km.diesel');

    const core = calculate({ only_scope3: false, voyages: [{ id: voyage.id, distance: 250, fuel: 'diesel', car_family: 'Leon TDI' }] }, defaultFactorSet());
    if (!core.ok) throw new Error(core.field);
    expect([totals.scope1, totals.scope2, totals.scope3]).toEqual([core.totals.scopes.scope1, core.totals.scopes.scope2, core.totals.scopes.scope3]);
    expect(totals.CO2_total).toBe(core.totals.co2e_wtw);
    expect(voyage.CO2_total).toBe(core.totals.co2e_wtw);
  });

  it('puts an electric car in scope 2 and a petrol car in scope 1', async () => {
    const report = await newReport();
    await created('demo.user', voyagesOf(report.id), { car_family: lookups.electricFamily, date: '2026-01-10', distance: 100 });
    await created('demo.user', voyagesOf(report.id), { car: petrolCar, date: '2026-01-11', distance: 100 });
    const [electric, petrol] = (await totalsOf(report.id)).voyages;
    expect(electric).toMatchObject({ fuel: 'electricity', scope1: 0, car: null });
    expect(electric.scope2).toBeGreaterThan(0);
    expect(petrol).toMatchObject({ fuel: 'gasoline', scope2: 0, car: '9876XYZ', car_family: 'Toyota Yaris' });
    expect(petrol.scope1).toBeGreaterThan(0);
  });

  it('answers 400 on car_family for a natural-gas car without an entry in the review, and saves nothing', async () => {
    const report = await newReport();
    const res = await call('demo.user', 'POST', voyagesOf(report.id), { car_family: lookups.naturalGasFamily, date: '2026-01-10', distance: 80 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['car_family']);
    expect(res.body.car_family[0]).toMatch(/^The review ".+" has no factor for this case/);
    const es = await call('demo.user', 'POST', voyagesOf(report.id), { car_family: lookups.naturalGasFamily, date: '2026-01-10', distance: 80 }, 'es');
    expect(es.body.car_family[0]).toMatch(/^La revisión ".+" no tiene factor para este caso/);
    expect((await call('demo.user', 'GET', voyagesOf(report.id))).body.count).toBe(0);
  });
});

describe('a voyage’s car and car family', () => {
  let report: Json;
  beforeAll(async () => {
    report = await newReport();
  });

  it('takes the family of the car when only the car is given', async () => {
    const voyage = await created('demo.user', voyagesOf(report.id), { car: lookups.dieselCar, date: '2026-01-05', distance: 10 });
    expect(voyage).toMatchObject({ car: { id: lookups.dieselCar, plate: '4321KLM' }, car_family: { id: lookups.dieselFamily, model: 'Leon TDI' } });
  });

  it('accepts a car with its own family, and refuses one of another family on car', async () => {
    expect((await call('demo.user', 'POST', voyagesOf(report.id), { car: lookups.dieselCar, car_family: lookups.dieselFamily, date: '2026-01-05', distance: 10 })).status).toBe(201);
    const res = await call('demo.user', 'POST', voyagesOf(report.id), { car: lookups.dieselCar, car_family: lookups.petrolFamily, date: '2026-01-05', distance: 10 });
    expect(res).toEqual({ status: 400, body: { car: ['This car belongs to another car family (Seat Leon TDI).'] } });
  });

  it('requires a car family when no car is given', async () => {
    const res = await call('demo.user', 'POST', voyagesOf(report.id), { date: '2026-01-05', distance: 10 }, 'es');
    expect(res).toEqual({ status: 400, body: { car_family: ['Este campo es obligatorio.'] } });
  });

  it('follows a new car’s family on PATCH, and keeps the family when the car is only taken off', async () => {
    const voyage = await created('demo.user', voyagesOf(report.id), { car: lookups.dieselCar, date: '2026-01-06', distance: 50 });
    const url = `${voyagesOf(report.id)}${voyage.id}/`;
    const moved = await call('demo.user', 'PATCH', url, { car: petrolCar });
    expect(moved.body).toMatchObject({ car: { id: petrolCar }, car_family: { id: lookups.petrolFamily } });
    const off = await call('demo.user', 'PATCH', url, { car: null });
    expect(off.body).toMatchObject({ car: null, car_family: { id: lookups.petrolFamily } });
    const mismatch = await call('demo.user', 'PATCH', url, { car: lookups.dieselCar, car_family: lookups.electricFamily });
    expect(Object.keys(mismatch.body)).toEqual(['car']);
    const put = await call('demo.user', 'PUT', url, { car_family: lookups.electricFamily, date: '2026-01-07', distance: '75,5' }, 'es');
    expect(put.body).toMatchObject({ car: null, car_family: { id: lookups.electricFamily }, distance: 75.5, date: '2026-01-07', center: null });
    expect((await call('demo.user', 'DELETE', url)).status).toBe(204);
    expect((await call('demo.user', 'GET', url)).status).toBe(404);
  });
});

const BASE = () => ({ car_family: lookups.dieselFamily, date: '2026-02-01', distance: 10 });

describe('bad voyage input', () => {
  let report: Json;
  let foreign: ConsumptionLookups;
  beforeAll(async () => {
    report = await newReport();
    foreign = await createConsumptionLookups(app(), as('platform.super'));
  });
  const CASES: [string, () => object, string, RegExp][] = [
    ['a distance in words', () => ({ distance: 'far' }), 'distance', /^A valid number is required\.$/],
    ['an empty distance', () => ({ distance: '' }), 'distance', /may not be blank/],
    ['a negative distance', () => ({ distance: -10 }), 'distance', /greater than or equal to 0/],
    ['an absurd distance', () => ({ distance: '2000000000000' }), 'distance', /less than or equal to/],
    ['another company’s car family', () => ({ car_family: foreign.dieselFamily }), 'car_family', /does not exist/],
    ['another company’s car', () => ({ car: foreign.dieselCar, car_family: null }), 'car', /does not exist/],
    ['another company’s center', () => ({ center: foreign.center }), 'center', /does not exist/],
    ['another company’s account', () => ({ account: foreign.account }), 'account', /does not exist/],
    ['a tag the company does not have', () => ({ tags: { driver: 'Ana' } }), 'tags', /not one of your company's tags/],
    ['a date that is not one', () => ({ date: 'yesterday' }), 'date', /./],
  ];
  it.each(CASES)('answers 400 naming the field for %s, and saves nothing', async (_what, change, field, message) => {
    const res = await call('demo.user', 'POST', voyagesOf(report.id), { ...BASE(), ...change() });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field].join(' ')).toMatch(message);
    expect((await call('demo.user', 'GET', voyagesOf(report.id))).body.count).toBe(0);
  });

  it('reads distances the request language’s way', async () => {
    const es = await created('demo.user', voyagesOf(report.id), { ...BASE(), distance: '1.234,5' }, 'es');
    const en = await created('demo.user', voyagesOf(report.id), { ...BASE(), distance: '1,234.5' });
    expect([es.distance, en.distance]).toEqual([1234.5, 1234.5]);
    const bad = await call('demo.user', 'POST', voyagesOf(report.id), { ...BASE(), distance: '12abc' }, 'es');
    expect(bad).toEqual({ status: 400, body: { distance: ['Se requiere un número válido.'] } });
  });
});

describe('GET /api/reports/{id}/voyages/', () => {
  it('searches by plate, family and center, and orders by distance', async () => {
    const report = await newReport();
    const a = await created('demo.user', voyagesOf(report.id), { car: lookups.dieselCar, date: '2026-03-01', distance: 30 });
    const b = await created('demo.user', voyagesOf(report.id), { car: petrolCar, date: '2026-03-02', distance: 10, center: lookups.center });
    const c = await created('demo.user', voyagesOf(report.id), { car_family: lookups.electricFamily, date: '2026-03-03', distance: 20 });
    const ids = async (query: string) => (await call('demo.user', 'GET', `${voyagesOf(report.id)}?${query}`)).body.results.map((v: Json) => v.id);
    expect(await ids('search=4321')).toEqual([a.id]);
    expect(await ids('search=yaris')).toEqual([b.id]);
    expect(await ids('search=renault%20zoe')).toEqual([c.id]);
    expect(await ids('search=valencia')).toEqual([b.id]);
    expect(await ids('ordering=distance')).toEqual([b.id, c.id, a.id]);
    expect(await ids('ordering=-date&page_size=2')).toEqual([c.id, b.id]);
  });
});
