import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const as = (who: string) => tokens[who] as string;
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
  const res = await t.call(as(who), { method, url, payload, headers });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

const MADRID = { lat: 40.4168, lng: -3.7038 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

async function newReport(who = 'demo.super', extra: object = {}): Promise<Json> {
  const res = await call(who, 'POST', '/api/reports/', { project_name: 'Steel to Lyon', date: '2026-03-10', origin: 'Valencia', destination: 'Lyon', ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function addCargo(reportId: number, weight: number, who = 'demo.super'): Promise<Json> {
  const res = await call(who, 'POST', `/api/reports/${reportId}/cargos/`, { weight });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('POST /api/reports/', () => {
  it('gives a yearly reference per company, the review that applies, and a zero total', async () => {
    const first = await newReport();
    const second = await newReport();
    expect(first.reference).toMatch(/^TR-2026-\d{6}$/);
    expect(Number(second.reference.slice(-6))).toBe(Number(first.reference.slice(-6)) + 1);
    expect(first.review).toMatchObject({ title: 'DESNZ 2025' });
    expect(first).toMatchObject({ CO2_total: 0, read_only: false, business_trip: false, created_by: { username: 'demo.super' } });
    expect(first.created_by.company.allowed_tags).toEqual(['customer', 'order', 'cost_center']);
  });

  it('names each bad field, in the language asked for, and saves nothing', async () => {
    const before = (await call('demo.super', 'GET', '/api/reports/?page_size=1')).body.count;
    const res = await call('demo.super', 'POST', '/api/reports/', { project_name: ' ', date: '10/03/2026', review: 999999 }, { 'accept-language': 'es' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).toSorted()).toEqual(['date', 'project_name']);
    expect(res.body.project_name[0]).toMatch(/vacío|caracteres/);
    const unknownReview = await call('demo.super', 'POST', '/api/reports/', { project_name: 'x', date: '2026-01-01', review: 999999 });
    expect(unknownReview).toMatchObject({ status: 400, body: { review: ['Invalid id "999999": the object does not exist.'] } });
    expect((await call('demo.super', 'GET', '/api/reports/?page_size=1')).body.count).toBe(before);
  });

  it('keeps business trips for the platform company', async () => {
    const refused = await call('demo.super', 'POST', '/api/reports/', { project_name: 'Trip', date: '2026-02-01', business_trip: true });
    expect(refused).toMatchObject({ status: 400, body: { business_trip: ['Only the platform company records business trips.'] } });
    const trip = await newReport('platform.super', { business_trip: true });
    expect(trip.business_trip).toBe(true);
    const cargo = await call('platform.super', 'POST', `/api/reports/${trip.id}/cargos/`, { passengersNumber: 3 });
    expect(cargo.body).toMatchObject({ passengersNumber: 3, weight: 0.30000000000000004 });
    const sea = await call('platform.super', 'POST', `/api/reports/${trip.id}/nautical-stages/`, {
      ship_load_type: 'container',
      cargos: [{ cargo: cargo.body.id }],
      distance: 100,
    });
    expect(sea.status).toBe(400);
  });
});

describe('road, rail and sea stages (docs/methodology.md §7)', () => {
  it('reproduces example (a): 10 t over 500 km by road, allocated 6 t / 4 t', async () => {
    const report = await newReport();
    const six = await addCargo(report.id, 6);
    const four = await addCargo(report.id, 4);
    const stage = await call('demo.super', 'POST', `/api/reports/${report.id}/road-overland-stages/`, {
      vehicle_load_type: 'groupage',
      distance: 500,
      cargos: [{ cargo: six.id, tags: { customer: '  ACME  ', order: '' } }, { cargo: four.id }],
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(201);
    expect(stage.body).toMatchObject({ distance: 500, distance_method: 'declared', method: 'per_tkm', operated_by: 'third_party' });
    expect(stage.body.CO2_total).toBeCloseTo(626.1, 3);
    expect(stage.body.cargos.map((c: Json) => c.tags)).toEqual([{ customer: 'ACME' }, {}]);

    const totals = (await call('demo.super', 'GET', `/api/reports/${report.id}/totals/`)).body;
    expect(totals.CO2_total).toBeCloseTo(626.1, 3);
    expect(totals.co2e_ttw).toBeCloseTo(508.15, 3);
    expect(totals.co2e_wtt).toBeCloseTo(117.95, 3);
    expect(totals.scope3).toBeCloseTo(626.1, 3);
    expect(totals.scope1 + totals.scope2).toBe(0);
    expect(totals.weight).toBe(10);
    expect(totals.co2_per_ton).toBeCloseTo(62.61, 3);
    expect(totals.intensity_g_per_tkm).toBeCloseTo(125.22, 2);
    const [leg] = totals.stages;
    expect(leg).toMatchObject({ transport_type: 'overland', kind: 'road', distance: 500 });
    expect(leg.cargos.map((c: Json) => Number(c.CO2_total.toFixed(3)))).toEqual([375.66, 250.44]);
    expect(leg.factors_used.map((f: Json) => f.key)).toContain('road.per_tkm.hgv_average');
    expect(totals.input_hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('demo.super', 'GET', `/api/reports/${report.id}/`)).body.CO2_total).toBeCloseTo(626.1, 3);
  });

  it('reproduces example (e): 20 t by rail over 800 km, and computes a distance from coordinates when none is given', async () => {
    const report = await newReport();
    const cargo = await addCargo(report.id, 20);
    const declared = await call('demo.super', 'POST', `/api/reports/${report.id}/rail-overland-stages/`, { distance: 800, cargos: [{ cargo: cargo.id }] });
    expect(declared.body.CO2_total).toBeCloseTo(555.2, 3);

    const computed = await call('demo.super', 'POST', `/api/reports/${report.id}/rail-overland-stages/`, {
      origin: 'Madrid',
      destination: 'Paris',
      origin_location: MADRID,
      destination_location: PARIS,
      cargos: [{ cargo: cargo.id }],
    });
    const preview = await call('demo.super', 'POST', `/api/reports/${report.id}/rail-overland-stages/get_distance/`, { origin: MADRID, destination: PARIS });
    expect(preview.body).toMatchObject({ method: 'gcd_circuity', factors_used: [{ key: 'circuity.rail', value: 1.25 }] });
    expect(preview.body.distance).toBeGreaterThan(1050 * 1.25);
    expect(preview.body.distance).toBeLessThan(1060 * 1.25);
    expect(computed.body).toMatchObject({ distance_method: 'gcd_circuity' });
    expect(computed.body.distance).toBeCloseTo(preview.body.distance, 6);
  });

  it('routes a sea leg over the network when no distance is given, and closes passages on request', async () => {
    const report = await newReport();
    const cargo = await addCargo(report.id, 100);
    const body = { ship_load_type: 'container', port_origin: 'ESVLC', port_destination: 'CNSHA', cargos: [{ cargo: cargo.id }] };
    const viaSuez = await call('demo.super', 'POST', `/api/reports/${report.id}/nautical-stages/`, body);
    expect(viaSuez.status, JSON.stringify(viaSuez.body)).toBe(201);
    expect(viaSuez.body).toMatchObject({ distance_method: 'sea_network', port_origin: { locode: 'ESVLC' }, port_destination: { locode: 'CNSHA' } });
    const preview = await call('demo.super', 'POST', `/api/reports/${report.id}/nautical-stages/get_distance/`, { port_origin: 'esvlc', port_destination: 'CNSHA' });
    expect(preview.body.passages).toContain('suez');
    expect(preview.body.distance).toBeCloseTo(viaSuez.body.distance, 6);

    const aroundAfrica = await call('demo.super', 'PATCH', `/api/reports/${report.id}/nautical-stages/${viaSuez.body.id}/`, { avoid: ['suez'] });
    expect(aroundAfrica.status, JSON.stringify(aroundAfrica.body)).toBe(200);
    expect(aroundAfrica.body.distance).toBeGreaterThan(viaSuez.body.distance + 3000);
    expect(aroundAfrica.body.CO2_total).toBeGreaterThan(viaSuez.body.CO2_total);

    const totals = (await call('demo.super', 'GET', `/api/reports/${report.id}/totals/`)).body;
    expect(totals.stages[0].transport_type).toBe('nautical');
    expect(totals.stages[0].geometry.length).toBeGreaterThan(10);

    const unknown = await call('demo.super', 'POST', `/api/reports/${report.id}/nautical-stages/`, { ...body, port_origin: 'ZZZZZ' });
    expect(unknown).toMatchObject({ status: 400, body: { port_origin: ['No port with the UN/LOCODE "ZZZZZ".'] } });
    const badPassage = await call('demo.super', 'POST', `/api/reports/${report.id}/nautical-stages/get_distance/`, {
      port_origin: 'ESVLC',
      port_destination: 'CNSHA',
      avoid: ['atlantis'],
    });
    expect(badPassage.status).toBe(400);
    expect(Object.keys(badPassage.body)).toEqual(['avoid']);
  });

  it('refuses a stage it cannot calculate, naming the field, and keeps nothing of it', async () => {
    const report = await newReport();
    const cargo = await addCargo(report.id, 5);
    const url = `/api/reports/${report.id}/road-overland-stages/`;
    const noDistance = await call('demo.super', 'POST', url, { cargos: [{ cargo: cargo.id }] });
    expect(noDistance).toMatchObject({ status: 400 });
    expect(Object.keys(noDistance.body)).toEqual(['origin']);
    const noCargo = await call('demo.super', 'POST', url, { distance: 10, cargos: [] });
    expect(noCargo).toMatchObject({ status: 400, body: { cargos: ['Select at least one cargo.'] } });
    const badVehicle = await call('demo.super', 'POST', url, { distance: 10, vehicle: 987654, cargos: [{ cargo: cargo.id }] });
    expect(badVehicle).toMatchObject({ status: 400, body: { vehicle: ['Invalid id "987654": the object does not exist.'] } });
    const badTag = await call('demo.super', 'POST', url, { distance: 10, cargos: [{ cargo: cargo.id, tags: { colour: 'red' } }] });
    expect(badTag.status).toBe(400);
    expect(badTag.body.cargos[0]).toMatch(/Tag "colour"/);
    const wrongType = await call('demo.super', 'POST', url, { distance: 'far', vehicles_number: 0, cargos: 'all' });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body).toSorted()).toEqual(['cargos', 'distance', 'vehicles_number']);
    expect((await call('demo.super', 'GET', url)).body.count).toBe(0);
  });
});

describe('storages and scopes', () => {
  it('puts own warehousing into scopes 1, 2 and 3 that add up to the total, and only_scope3 companies into scope 3', async () => {
    const report = await newReport();
    const cargo = await addCargo(report.id, 20);
    const own = await call('demo.super', 'POST', `/api/reports/${report.id}/storages/`, {
      warehouse_name: 'Valencia hub',
      moves_number: 2,
      type: 'own',
      cargos: [{ cargo: cargo.id, tags: { cost_center: 'VLC' } }],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const totals = (await call('demo.super', 'GET', `/api/reports/${report.id}/totals/`)).body;
    expect(totals.scope1).toBeGreaterThan(0);
    expect(totals.scope2).toBeGreaterThan(0);
    expect(totals.scope1 + totals.scope2 + totals.scope3).toBeCloseTo(totals.CO2_total, 9);
    expect(totals.storages[0]).toMatchObject({ warehouse_name: 'Valencia hub', type: 'own', electricity_kwh: 40, diesel_l: 4 });

    const scope3 = await newReport('scope3.super');
    const c3 = await addCargo(scope3.id, 20, 'scope3.super');
    const forced = await call('scope3.super', 'POST', `/api/reports/${scope3.id}/storages/`, {
      warehouse_name: 'Hub',
      moves_number: 2,
      type: 'own',
      cargos: [{ cargo: c3.id }],
    });
    expect(forced.body.type).toBe('third_party');
    const t3 = (await call('scope3.super', 'GET', `/api/reports/${scope3.id}/totals/`)).body;
    expect(t3).toMatchObject({ only_scope3: true, scope1: 0, scope2: 0 });
    expect(t3.scope3).toBeCloseTo(t3.CO2_total, 9);
  });
});

describe('consolidation, permissions and tenancy', () => {
  it('freezes a consolidated report and every child with 409 until a manager unconsolidates it', async () => {
    const report = await newReport('demo.user');
    const cargo = await addCargo(report.id, 10, 'demo.user');
    const consolidated = await call('demo.user', 'POST', `/api/reports/${report.id}/consolidate/`);
    expect(consolidated.body).toMatchObject({ read_only: true });
    expect((await call('demo.user', 'POST', `/api/reports/${report.id}/consolidate/`)).status).toBe(409);
    const changes = [
      await call('demo.user', 'PATCH', `/api/reports/${report.id}/`, { project_name: 'Changed' }),
      await call('demo.super', 'DELETE', `/api/reports/${report.id}/`),
      await call('demo.user', 'POST', `/api/reports/${report.id}/cargos/`, { weight: 1 }),
      await call('demo.user', 'PATCH', `/api/reports/${report.id}/cargos/${cargo.id}/`, { weight: 2 }),
      await call('demo.user', 'POST', `/api/reports/${report.id}/rail-overland-stages/`, { distance: 10, cargos: [{ cargo: cargo.id }] }),
      await call('demo.user', 'POST', `/api/reports/${report.id}/calculate_emissions/`),
    ];
    expect(changes.map((c) => c.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(changes[0]?.body.detail).toMatch(/consolidated/);
    expect((await call('demo.user', 'POST', `/api/reports/${report.id}/desconsolidate/`)).status).toBe(403);
    expect((await call('demo.admin', 'POST', `/api/reports/${report.id}/desconsolidate/`)).body.read_only).toBe(false);
    expect((await call('demo.user', 'PATCH', `/api/reports/${report.id}/`, { project_name: 'Changed' })).body.project_name).toBe('Changed');
  });

  it('lets the author or a super user edit and delete; everyone in the company reads and clones', async () => {
    const report = await newReport('demo.super');
    expect((await call('demo.user', 'GET', `/api/reports/${report.id}/`)).status).toBe(200);
    expect((await call('demo.user', 'PATCH', `/api/reports/${report.id}/`, { project_name: 'Mine now' })).status).toBe(403);
    expect((await call('demo.admin', 'DELETE', `/api/reports/${report.id}/`)).status).toBe(403);
    expect((await call('demo.user', 'POST', `/api/reports/${report.id}/clone/`, {})).status).toBe(201);
    expect((await call('demo.super', 'DELETE', `/api/reports/${report.id}/`)).status).toBe(204);
    expect((await call('demo.super', 'GET', `/api/reports/${report.id}/`)).status).toBe(404);
  });

  it('answers 404 for another company’s report and its children, whatever the verb', async () => {
    const report = await newReport('demo.super');
    const cargo = await addCargo(report.id, 1);
    const urls: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', object?][] = [
      [`/api/reports/${report.id}/`, 'GET'],
      [`/api/reports/${report.id}/`, 'PATCH', { project_name: 'x' }],
      [`/api/reports/${report.id}/`, 'DELETE'],
      [`/api/reports/${report.id}/totals/`, 'GET'],
      [`/api/reports/${report.id}/cargos/`, 'GET'],
      [`/api/reports/${report.id}/cargos/${cargo.id}/`, 'GET'],
      [`/api/reports/${report.id}/cargos/${cargo.id}/`, 'DELETE'],
      [`/api/reports/${report.id}/road-overland-stages/`, 'POST', { distance: 1, cargos: [{ cargo: cargo.id }] }],
      [`/api/reports/${report.id}/consolidate/`, 'POST'],
      [`/api/reports/${report.id}/clone/`, 'POST', {}],
      [`/api/reports/${report.id}/air-stages/get_distance/`, 'POST', { origin: MADRID, destination: PARIS }],
    ];
    for (const [url, method, payload] of urls) {
      expect((await call('scope3.super', method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    const list = (await call('scope3.super', 'GET', '/api/reports/?page_size=1000')).body;
    expect(list.results.map((r: Json) => r.id)).not.toContain(report.id);
  });
});

describe('clone', () => {
  it('copies cargos, stages, links and tags under a new reference, not consolidated, with the same figures', async () => {
    const report = await newReport();
    const cargo = await addCargo(report.id, 10);
    await call('demo.super', 'POST', `/api/reports/${report.id}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: cargo.id, tags: { order: 'PO-7' } }] });
    await call('demo.super', 'POST', `/api/reports/${report.id}/consolidate/`);
    const copy = await call('demo.user', 'POST', `/api/reports/${report.id}/clone/`, {});
    expect(copy.body.reference).not.toBe(report.reference);
    expect(copy.body).toMatchObject({ read_only: false, created_by: { username: 'demo.user' } });
    expect(copy.body.CO2_total).toBeCloseTo(626.1, 3);
    const stages = (await call('demo.user', 'GET', `/api/reports/${copy.body.id}/road-overland-stages/`)).body.results;
    expect(stages[0].cargos[0].tags).toEqual({ order: 'PO-7' });
    expect(stages[0].cargos[0].cargo).not.toBe(cargo.id);
  });
});

describe('GET /api/reports/ filters and ordering', () => {
  it('filters by date, author, consolidation, tags and search, and sorts by total', async () => {
    const a = await newReport('demo.admin', { project_name: 'Filter alpha', date: '2025-05-01' });
    const b = await newReport('demo.admin', { project_name: 'Filter beta', date: '2025-05-02' });
    const cargo = await addCargo(b.id, 3, 'demo.admin');
    await call('demo.admin', 'POST', `/api/reports/${b.id}/rail-overland-stages/`, { distance: 100, cargos: [{ cargo: cargo.id, tags: { customer: 'Globex' } }] });
    const list = async (query: string) => (await call('demo.super', 'GET', `/api/reports/?${query}`)).body;
    expect((await list('search=Filter&ordering=-CO2_total')).results.map((r: Json) => r.id)).toEqual([b.id, a.id]);
    expect((await list('search=filter alpha')).results.map((r: Json) => r.id)).toEqual([a.id]);
    expect((await list('date_after=2025-05-02&date_before=2025-05-02&search=Filter')).count).toBe(1);
    expect((await list('tags=customer:glob')).results.map((r: Json) => r.id)).toEqual([b.id]);
    expect((await list('search=Filter&consolidated=true')).count).toBe(0);
    const admin = (await call('demo.admin', 'GET', '/api/rest-auth/user/')).body;
    expect((await list(`created_by=${admin.id}&search=Filter`)).count).toBe(2);
    const bad = await call('demo.super', 'GET', '/api/reports/?ordering=password');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['ordering']);
  });
});
