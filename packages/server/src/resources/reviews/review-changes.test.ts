import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Changing the emission-factor sets (docs/decisions/0011-reviews.md): who may, what a read-only set refuses, how
// typed values are read, one entry per linked object, and what a change does to the reports calculated with it.

let t: TestApp;
const tokens: Record<string, string> = {};
let desnz: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.user', 'demo.super', 'platform.super']) tokens[u] = await t.login(u);
  desnz = (await call('demo.user', 'GET', '/api/reviews/?search=DESNZ')).body.results[0].id;
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'en') {
  const res = await t.call(who ? (tokens[who] ?? null) : null, { method, url, headers: { 'accept-language': language }, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}
async function ok(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'en'): Promise<Json> {
  const res = await call(who, method, url, payload, language);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const withoutIds = (list: Json[]) => list.map(({ id: _id, ...rest }) => rest);

/** A clone of DESNZ 2025 starting on `start`: reports dated from then that follow their date move to it. */
const cloneOfDesnz = async (start: string, title?: string) =>
  ok('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: start, ...(title ? { title } : {}) });

/** Example (a) of docs/methodology.md §7 on `date`: 10 t by road over 500 km, per tkm (626.1 kg CO2e WTW). */
async function roadReport(date: string, review?: number): Promise<number> {
  const report = await ok('demo.super', 'POST', '/api/reports/', { project_name: 'Review change', date, ...(review ? { review } : {}) });
  const cargo = await ok('demo.super', 'POST', `/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 10 });
  await ok('demo.super', 'POST', `/api/reports/${report.id}/road-overland-stages/`, { vehicle_load_type: 'groupage', distance: 500, cargos: [{ cargo: cargo.id }] });
  return report.id;
}
const totalsOf = (id: number) => ok('demo.super', 'GET', `/api/reports/${id}/totals/`);
const reportOf = (id: number) => ok('demo.super', 'GET', `/api/reports/${id}/`);

describe('who changes reviews', () => {
  it('lets only platform users change them, and only platform super users create, clone and delete', async () => {
    expect((await call('demo.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2030-01-01' })).status).toBe(403);
    expect((await call(null, 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2030-01-01' })).status).toBe(401);
    const copy = await cloneOfDesnz('2040-01-01', 'Permissions');
    expect((await call('demo.super', 'PATCH', `/api/reviews/${copy.id}/`, { title: 'Mine' })).status).toBe(403);
    expect((await call('demo.super', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(403);
    expect((await call('demo.super', 'POST', `/api/reviews/${copy.id}/rail-vehicle-reviews/`, { vehicle: 1, A1: 1, B1: 1, C1: 1 })).status).toBe(403);

    // A platform admin edits an unlocked review but neither clones nor deletes nor locks.
    await ok('platform.super', 'POST', '/api/users/', { username: 'platform.admin', name: 'Platform admin', password: 'Vd8!kq2Lz#pW', email: 'pa@example.com', role: 'admin' });
    tokens['platform.admin'] = await t.login('platform.admin', 'Vd8!kq2Lz#pW');
    expect((await call('platform.admin', 'PATCH', `/api/reviews/${copy.id}/`, { title: 'Renamed by an admin' })).body.title).toBe('Renamed by an admin');
    expect((await call('platform.admin', 'PATCH', `/api/reviews/${copy.id}/`, { read_only: true })).status).toBe(403);
    expect((await call('platform.admin', 'POST', `/api/reviews/${copy.id}/clone/`, { start_date: '2041-01-01' })).status).toBe(403);
    expect((await call('platform.admin', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(403);
    expect((await call('platform.super', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(204);
    expect((await call('demo.user', 'GET', `/api/reviews/${copy.id}/`)).status).toBe(404);
  });

  it('refuses every change to a read-only review with 403, in the reader’s language', async () => {
    const refused = await call('platform.super', 'PATCH', `/api/reviews/${desnz}/`, { title: 'Changed' }, 'es');
    expect(refused).toEqual({ status: 403, body: { detail: expect.stringContaining('solo lectura') } });
    expect((await call('platform.super', 'DELETE', `/api/reviews/${desnz}/`)).status).toBe(403);
    const entry = (await ok('platform.super', 'GET', `/api/reviews/${desnz}/road-vehicle-reviews/`)).results[0];
    expect((await call('platform.super', 'PATCH', `/api/reviews/${desnz}/road-vehicle-reviews/${entry.id}/`, { A1: 1 })).status).toBe(403);
    expect((await call('platform.super', 'DELETE', `/api/reviews/${desnz}/road-vehicle-reviews/${entry.id}/`)).status).toBe(403);
    expect((await ok('demo.user', 'GET', `/api/reviews/${desnz}/`)).title).toBe('DESNZ 2025');

    // Locking is for good.
    const copy = await cloneOfDesnz('2042-01-01', 'Locked');
    expect((await ok('platform.super', 'PATCH', `/api/reviews/${copy.id}/`, { read_only: true })).read_only).toBe(true);
    expect((await call('platform.super', 'PATCH', `/api/reviews/${copy.id}/`, { read_only: false })).status).toBe(403);
  });
});

describe('a clone', () => {
  it('copies the factors, notes and every entry, unlocked, with its own title, start date and content hash', async () => {
    const original = await ok('demo.user', 'GET', `/api/reviews/${desnz}/`);
    const copy = await cloneOfDesnz('2043-01-01');
    expect(copy).toMatchObject({ title: 'DESNZ 2025 (copy)', start_date: '2043-01-01', read_only: false, source: original.source, gwp: original.gwp });
    expect(copy.factors).toEqual(original.factors);
    expect(copy.factor_notes).toEqual(original.factor_notes);
    expect(copy.content_hash).not.toBe(original.content_hash);
    for (const list of ['aircraft_model_reviews', 'ship_load_type_reviews', 'road_vehicle_reviews', 'rail_vehicle_reviews', 'car_family_reviews', 'supplier_type_reviews']) {
      expect(withoutIds(copy[list]), list).toEqual(withoutIds(original[list]));
    }
    expect(original.aircraft_model_reviews.length + original.ship_load_type_reviews.length).toBeGreaterThan(0);
    const spanish = await ok('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2044-01-01' }, 'es');
    expect(spanish.title).toBe('DESNZ 2025 (copia)');
    expect((await call('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2044-02-30' })).body).toHaveProperty('start_date');
    expect((await call('platform.super', 'POST', '/api/reviews/999999/clone/', { start_date: '2044-01-01' })).status).toBe(404);
  });
});

describe('typed factors and coefficients', () => {
  it('reads a decimal comma or point and refuses anything else with a 400 naming the factor', async () => {
    const copy = await cloneOfDesnz('2045-01-01', 'Typed values');
    const url = `/api/reviews/${copy.id}/`;
    const spanish = await ok('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_average': '0,2' } }, 'es');
    expect(spanish.factors['road.per_tkm.hgv_average']).toBe(0.2);
    // The figure says where the edited value came from.
    expect(spanish.factor_notes['road.per_tkm.hgv_average']).toMatchObject({ source: 'Typed values', note: expect.stringContaining('was 0.10163') });
    expect((await ok('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_average': '0.25' } })).factors['road.per_tkm.hgv_average']).toBe(0.25);

    for (const [value, message] of [
      ['abc', 'A valid number is required.'],
      ['NaN', 'A valid number is required.'],
      ['1e400', 'A valid number is required.'],
      ['-0.1', 'Ensure this value is greater than or equal to 0.'],
      ['99999999', 'Ensure this value is less than or equal to 1000000.'],
    ]) {
      const bad = await call('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_average': value } });
      expect(bad, value).toEqual({ status: 400, body: { 'factors.road.per_tkm.hgv_average': [message] } });
    }
    expect(await call('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_averag': '1' } })).toEqual({
      status: 400,
      body: { 'factors.road.per_tkm.hgv_averag': ['Unknown factor key: this review has no factor "road.per_tkm.hgv_averag".'] },
    });
    expect((await call('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_average': { value: 1 } } })).status).toBe(400);
    // Nothing half-saved: the refused requests left the last good value.
    expect((await ok('demo.user', 'GET', url)).factors['road.per_tkm.hgv_average']).toBe(0.25);
  });

  it('keeps one entry per linked object, reads coefficients as typed and names the bad one', async () => {
    const copy = await cloneOfDesnz('2046-01-01', 'Entries');
    const base = `/api/reviews/${copy.id}`;
    const vehicles = (await ok('demo.user', 'GET', '/api/rail-vehicles/?page_size=50')).results;
    const free = vehicles.find((v: Json) => !copy.rail_vehicle_reviews.some((e: Json) => e.vehicle.id === v.id));
    const added = await ok('platform.super', 'POST', `${base}/rail-vehicle-reviews/`, { vehicle: free.id, A1: '0,025', B1: '0.001', C1: 0 }, 'es');
    expect(added).toEqual({ id: expect.any(Number), vehicle: { id: free.id, name: free.name }, A1: 0.025, B1: 0.001, C1: 0 });
    const twice = await call('platform.super', 'POST', `${base}/rail-vehicle-reviews/`, { vehicle: free.id, A1: 1, B1: 1, C1: 1 });
    expect(twice).toEqual({ status: 400, body: { vehicle: ['This review already has an entry for vehicle. Edit that entry instead.'] } });
    expect(await call('platform.super', 'PATCH', `${base}/rail-vehicle-reviews/${added.id}/`, { B1: 'x' })).toEqual({
      status: 400,
      body: { B1: ['A valid number is required.'] },
    });
    expect((await call('platform.super', 'POST', `${base}/rail-vehicle-reviews/`, { vehicle: 999999, A1: 1, B1: 1, C1: 1 })).body).toEqual({
      vehicle: ['Invalid id "999999": the object does not exist.'],
    });
    // The core checks signs: only the cruise polynomial of an aircraft model may be negative.
    expect((await call('platform.super', 'PATCH', `${base}/rail-vehicle-reviews/${added.id}/`, { A1: '-1' })).body).toEqual({
      A1: ['Ensure this value is greater than or equal to 0.'],
    });
    const changed = await ok('platform.super', 'PATCH', `${base}/rail-vehicle-reviews/${added.id}/`, { A1: '0.03' });
    expect(changed.A1).toBe(0.03);
    expect((await ok('demo.user', 'GET', `${base}/rail-vehicle-reviews/${added.id}/`)).A1).toBe(0.03);
    expect((await call('platform.super', 'DELETE', `${base}/rail-vehicle-reviews/${added.id}/`)).status).toBe(204);
    expect((await call('demo.user', 'GET', `${base}/rail-vehicle-reviews/${added.id}/`)).status).toBe(404);
  });

  it('adds, changes and deletes an entry of each of the six kinds', async () => {
    const copy = await cloneOfDesnz('2047-01-01', 'Six kinds');
    const base = `/api/reviews/${copy.id}`;
    const aircraft = (await ok('demo.user', 'GET', '/api/aircraft-models/?page_size=200')).results.find(
      (m: Json) => !copy.aircraft_model_reviews.some((e: Json) => e.aircraft_model.id === m.id),
    );
    const road = (await ok('demo.user', 'GET', '/api/road-vehicles/?page_size=200')).results[0];
    const rail = (await ok('demo.user', 'GET', '/api/rail-vehicles/?page_size=200')).results.find(
      (v: Json) => !copy.rail_vehicle_reviews.some((e: Json) => e.vehicle.id === v.id),
    );
    const cases: [string, object, Json][] = [
      ['aircraft-model-reviews', { aircraft_model: aircraft.id, A4: '-1,5', B4: 2, C4: 0, D4: 0, E4: 0, F_Comb: 3.15, Comb_LTO: '1.200', F_CH4: 0 }, { aircraft_model: { id: aircraft.id }, A4: -1.5, Comb_LTO: 1200 }],
      ['ship-load-type-reviews', { ship_load_type: 'groupage_roro', ship_fuel_type: 'lng', A2: 10, B2: 0.001, C2: 0.1, D2: 2, V2: 18 }, { ship_load_type: 'groupage_roro', ship_fuel_type: 'lng', V2: 18 }],
      ['road-vehicle-reviews', { vehicle: road.id, euro_standard: 'euro_6', A1: 0.6, B1: 1, C1: 0, D1: 0, E1: 0, F1: 0 }, { vehicle: { id: road.id }, euro_standard: 'euro_6' }],
      ['rail-vehicle-reviews', { vehicle: rail.id, A1: 0.02, B1: 0, C1: 0 }, { vehicle: { id: rail.id } }],
      ['car-family-reviews', { family: 'Model Z', A1: 0.1, B1: 0, C1: 0 }, { family: { model: 'Model Z' } }],
      ['supplier-type-reviews', { supplier: 'Green Power', type: 'electricity', A1: 0.05, B1: 0, C1: 0 }, { supplier: { name: 'Green Power' }, type: 'electricity' }],
    ];
    for (const [kind, body, expected] of cases) {
      const added = await ok('platform.super', 'POST', `${base}/${kind}/`, body, 'es');
      expect(added, kind).toMatchObject(expected);
      // The review's hash moves with its entries: what a report was calculated with is told apart.
      expect((await ok('demo.user', 'GET', `${base}/`)).content_hash, kind).not.toBe(copy.content_hash);
      const put = await ok('platform.super', 'PUT', `${base}/${kind}/${added.id}/`, body);
      expect(put.id, kind).toBe(added.id);
      const list = await ok('demo.user', 'GET', `${base}/${kind}/`);
      expect(list.results.some((e: Json) => e.id === added.id), kind).toBe(true);
      expect((await call('platform.super', 'POST', `${base}/${kind}/`, body, 'es')).status, `${kind} twice`).toBe(400);
      expect((await call('platform.super', 'DELETE', `${base}/${kind}/${added.id}/`)).status, kind).toBe(204);
    }
    // Back to the same content, back to the same hash.
    expect((await ok('demo.user', 'GET', `${base}/`)).content_hash).toBe(copy.content_hash);
  });
});

// Other tests leave clones starting from 2040; these use the 2030s and delete their clones, so that the review in
// force on their reports' dates is known.
describe('what a change does to reports', () => {
  it('moves reports that follow their date to a new review, recalculates them when a factor changes, and leaves consolidated ones', async () => {
    const before = await roadReport('2031-03-01');
    const frozen = await roadReport('2031-04-01');
    const chosen = await roadReport('2031-05-01', desnz);
    await ok('demo.super', 'POST', `/api/reports/${frozen}/consolidate/`);
    expect((await totalsOf(before)).CO2_total).toBeCloseTo(626.1, 3);

    const copy = await cloneOfDesnz('2031-01-01', 'Year 2031');
    expect((await reportOf(before)).review).toEqual({ id: copy.id, title: 'Year 2031' });
    expect((await reportOf(before)).review_chosen).toBe(false);
    expect((await reportOf(frozen)).review.id).toBe(desnz);
    expect((await reportOf(chosen)).review).toEqual({ id: desnz, title: 'DESNZ 2025' });

    // Doubling the TTW per-tkm road factor doubles the TTW part; the WTT part has its own factor.
    const changed = await ok('platform.super', 'PATCH', `/api/reviews/${copy.id}/`, { factors: { 'road.per_tkm.hgv_average': 0.20326 } });
    expect(changed.reports).toEqual({ open: 1, consolidated: 0, pending: 0 });
    const after = await totalsOf(before);
    expect(after.co2e_ttw).toBeCloseTo(1016.3, 3);
    expect(after.co2e_wtt).toBeCloseTo(117.95, 3);
    expect(after.review).toMatchObject({ id: copy.id, content_hash: changed.content_hash });
    expect((await totalsOf(frozen)).CO2_total).toBeCloseTo(626.1, 3);
    expect((await totalsOf(chosen)).CO2_total).toBeCloseTo(626.1, 3);

    // Re-dated past the report, the review no longer applies to it: back to DESNZ 2025.
    await ok('platform.super', 'PATCH', `/api/reviews/${copy.id}/`, { start_date: '2032-01-01' });
    expect((await reportOf(before)).review.id).toBe(desnz);
    expect((await totalsOf(before)).CO2_total).toBeCloseTo(626.1, 3);
    expect((await call('platform.super', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(204);
  });

  it('refuses to delete a review that consolidated reports keep (409 with how many), and otherwise moves its open reports', async () => {
    const copy = await cloneOfDesnz('2033-01-01', 'Deleted later');
    const open = await roadReport('2033-02-01');
    const chosen = await roadReport('2033-03-01', copy.id);
    const frozen = await roadReport('2033-04-01');
    await ok('demo.super', 'POST', `/api/reports/${frozen}/consolidate/`);
    expect((await reportOf(frozen)).review.id).toBe(copy.id);
    expect(await call('platform.super', 'DELETE', `/api/reviews/${copy.id}/`)).toEqual({
      status: 409,
      body: { detail: 'Consolidated reports calculated with this review: 1. Their figures keep it, so it cannot be deleted.' },
    });
    await ok('demo.super', 'POST', `/api/reports/${frozen}/desconsolidate/`);
    expect((await call('platform.super', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(204);
    for (const id of [open, chosen, frozen]) {
      const report = await reportOf(id);
      expect(report.review.id, String(id)).toBe(desnz);
      expect(report.review_chosen).toBe(false);
      expect((await totalsOf(id)).review.id).toBe(desnz);
    }
  });

  it('lets a report choose its review and hand the choice back to its date', async () => {
    const copy = await cloneOfDesnz('2035-01-01', 'Chosen');
    const report = await roadReport('2035-06-01', desnz);
    expect(await reportOf(report)).toMatchObject({ review: { id: desnz }, review_chosen: true });
    await ok('demo.super', 'PATCH', `/api/reports/${report}/`, { review: null });
    expect(await reportOf(report)).toMatchObject({ review: { id: copy.id }, review_chosen: false });
    // A report that follows its date follows a new date.
    await ok('demo.super', 'PATCH', `/api/reports/${report}/`, { date: '2034-12-31' });
    expect((await reportOf(report)).review.id).toBe(desnz);
    expect((await call('platform.super', 'DELETE', `/api/reviews/${copy.id}/`)).status).toBe(204);
  });
});
