import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A review as a portable document (docs/decisions/0011-reviews.md "Portability"): exported by anyone who reads it,
// imported by the platform's super users only, checked whole before anything is written, and intact after a
// round trip: the same document, the same figures.

let t: TestApp;
const tokens: Record<string, string> = {};
let desnz: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.user', 'demo.super', 'platform.super']) tokens[u] = await t.login(u);
  await ok('platform.super', 'POST', '/api/users/', { username: 'platform.admin', name: 'Platform admin', password: 'Vd8!kq2Lz#pW', email: 'pa@example.com', role: 'admin' });
  tokens['platform.admin'] = await t.login('platform.admin', 'Vd8!kq2Lz#pW');
  desnz = (await ok('demo.user', 'GET', '/api/reviews/?search=DESNZ')).results[0].id;
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object | string, language = 'en') {
  const headers: Record<string, string> = { 'accept-language': language, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) };
  const res = await t.call(who ? (tokens[who] ?? null) : null, { method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json, headers: res.headers };
}
async function ok(who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language = 'en'): Promise<Json> {
  const res = await call(who, method, url, payload, language);
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const exportOf = (id: number) => ok('demo.user', 'GET', `/api/reviews/${id}/export/`);
const importOf = (document: object | string, query = '', who = 'platform.super', language = 'en') => call(who, 'POST', `/api/reviews/import/${query}`, document, language);
const reviewCount = async () => (await ok('platform.super', 'GET', '/api/reviews/')).count as number;
const withoutHash = ({ content_hash: _hash, ...rest }: Json) => rest;

const LISTS = ['road_vehicle_reviews', 'rail_vehicle_reviews', 'ship_load_type_reviews', 'aircraft_model_reviews', 'car_family_reviews', 'supplier_type_reviews'];
/** A review's entry lists as the document writes them: without ids, linked objects by name. */
function entriesByName(review: Json): Json {
  const named = ({ id: _id, vehicle, aircraft_model, family, supplier, ...rest }: Json) => ({
    ...rest,
    ...(vehicle ? { vehicle: vehicle.name } : {}),
    ...(aircraft_model ? { aircraft_model: aircraft_model.name } : {}),
    ...(family ? { family: family.model } : {}),
    ...(supplier === undefined ? {} : { supplier: supplier?.name ?? null }),
  });
  return Object.fromEntries(LISTS.map((list) => [list, review[list].map(named)]));
}

/** Example (a) of docs/methodology.md §7 by road, plus 1,500 km by air on a Boeing 747-400F (its fuel entry), under `review`. */
async function reportUnder(review: number): Promise<number> {
  const report = await ok('demo.super', 'POST', '/api/reports/', { project_name: 'Portability', date: '2026-05-04', review });
  const cargo = await ok('demo.super', 'POST', `/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 10 });
  const cargos = [{ cargo: cargo.id }];
  const boeing = (await ok('demo.user', 'GET', '/api/aircraft-models/?search=747-400F')).results[0];
  await ok('demo.super', 'POST', `/api/reports/${report.id}/road-overland-stages/`, { vehicle_load_type: 'groupage', distance: 500, cargos });
  const air = await ok('demo.super', 'POST', `/api/reports/${report.id}/air-stages/`, { distance: 1500, aircraft_model: boeing.id, cargos });
  expect(air.method).toBe('aircraft_model');
  return report.id;
}

/** Two names this installation's reference data does not have, beside a good second entry of the same vehicle. */
function withUnknownNames(document: Json) {
  document.road_vehicle_reviews.push({ ...document.road_vehicle_reviews[0], euro_standard: 'euro_5' });
  document.road_vehicle_reviews.push({ ...document.road_vehicle_reviews[0], vehicle: 'Hovercraft 9000' });
  document.aircraft_model_reviews[2].aircraft_model = 'Concorde';
}

describe('GET /api/reviews/{id}/export/', () => {
  it('answers DESNZ 2025 as a JSON file with every factor, every entry by name and the licence attribution', async () => {
    const review = await ok('demo.user', 'GET', `/api/reviews/${desnz}/`);
    const res = await call('demo.user', 'GET', `/api/reviews/${desnz}/export/`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="review-${desnz}.json"`);
    const document = res.body;
    expect(document).toMatchObject({
      format: 'huella-review',
      version: 1,
      title: 'DESNZ 2025',
      start_date: '2025-01-01',
      source: review.source,
      gwp_basis: review.gwp_basis,
      gwp: review.gwp,
      factors: review.factors,
      factor_notes: review.factor_notes,
      content_hash: review.content_hash,
    });
    expect(document.licence).toContain('Open Government Licence v3.0');
    expect(document.licence).toContain('UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ)');
    expect(Object.fromEntries(LISTS.map((list) => [list, document[list]]))).toEqual(entriesByName(review));
    expect(document.aircraft_model_reviews.map((e: Json) => e.aircraft_model)).toEqual(['Boeing 747-400F', 'Boeing 777F', 'Boeing 767-300F', 'Airbus A330-200F']);
    expect(document.road_vehicle_reviews[0].vehicle).toBe('HGV average (all diesel)');
  });

  it('answers 404 for a review nobody has, and 401 without a token', async () => {
    expect((await call('demo.user', 'GET', '/api/reviews/999999/export/')).status).toBe(404);
    expect((await call(null, 'GET', `/api/reviews/${desnz}/export/`)).status).toBe(401);
  });
});

describe('POST /api/reviews/import/', () => {
  it('gives back the same document after export, import and export, and the same figures', async () => {
    const exported = await exportOf(desnz);
    const before = await reviewCount();
    const res = await importOf(exported);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'DESNZ 2025', start_date: '2025-01-01', read_only: false, factors: exported.factors });
    expect(await reviewCount()).toBe(before + 1);
    const again = await exportOf(res.body.id);
    // The hash names the review it was taken from (`review-<id>`), so it is the only difference.
    expect(again.content_hash).toBe(res.body.content_hash);
    expect(again.content_hash).not.toBe(exported.content_hash);
    expect(withoutHash(again)).toEqual(withoutHash(exported));

    const original = await ok('demo.super', 'GET', `/api/reports/${await reportUnder(desnz)}/totals/`);
    const imported = await ok('demo.super', 'GET', `/api/reports/${await reportUnder(res.body.id)}/totals/`);
    expect(original.review.id).toBe(desnz);
    expect(imported.review.id).toBe(res.body.id);
    expect(original.CO2_total).toBeGreaterThan(626.1);
    expect(imported.CO2_total).toBe(original.CO2_total);
    expect(imported.co2e_ttw).toBe(original.co2e_ttw);
    expect(imported.co2e_wtt).toBe(original.co2e_wtt);
  });

  it('carries an entry of every kind, under the title given in ?title=', async () => {
    const copy = await ok('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2040-01-01', title: 'Six kinds' });
    const base = `/api/reviews/${copy.id}`;
    const rail = (await ok('demo.user', 'GET', '/api/rail-vehicles/')).results[0];
    const road = (await ok('demo.user', 'GET', '/api/road-vehicles/')).results[0];
    await ok('platform.super', 'POST', `${base}/rail-vehicle-reviews/`, { vehicle: rail.id, A1: 0.02, B1: 0.001, C1: 0 });
    await ok('platform.super', 'POST', `${base}/road-vehicle-reviews/`, { vehicle: road.id, euro_standard: 'euro_6', A1: 0.6, B1: 1, C1: 0, D1: 0, E1: 0, F1: 0 });
    await ok('platform.super', 'POST', `${base}/ship-load-type-reviews/`, { ship_load_type: 'groupage_roro', ship_fuel_type: 'lng', A2: 10, B2: 0.001, C2: 0.1, D2: 2, V2: 18 });
    await ok('platform.super', 'POST', `${base}/car-family-reviews/`, { family: 'Model Z', A1: 0.1, B1: 0, C1: 0 });
    await ok('platform.super', 'POST', `${base}/supplier-type-reviews/`, { supplier: 'Green Power', type: 'electricity', A1: 0.05, B1: 0, C1: 0 });
    await ok('platform.super', 'POST', `${base}/supplier-type-reviews/`, { supplier: null, type: 'gasoil', A1: 0.1, B1: 0, C1: 0 });
    await ok('platform.super', 'PATCH', base, { factors: { 'road.per_tkm.hgv_average': 0.2 } });

    const exported = await exportOf(copy.id);
    expect(LISTS.filter((list) => !exported[list].length)).toEqual([]);
    // A set Huella did not ship keeps its source, and with it the shipped set's attribution.
    expect(exported.licence).toContain('Open Government Licence v3.0');
    const res = await importOf(exported, '?title=Moved%20in');
    expect(res.status).toBe(201);
    expect(entriesByName(res.body)).toEqual(entriesByName(await ok('demo.user', 'GET', `${base}/`)));
    const again = await exportOf(res.body.id);
    expect(again.title).toBe('Moved in');
    expect({ ...withoutHash(again), title: exported.title }).toEqual(withoutHash(exported));
  });

  it('answers 403 to anyone but the platform’s super users, in the reader’s language, and writes nothing', async () => {
    const document = await exportOf(desnz);
    const before = await reviewCount();
    expect((await importOf(document, '', 'demo.super')).status).toBe(403);
    expect(await importOf(document, '', 'platform.admin', 'es')).toMatchObject({ status: 403, body: { detail: 'No tiene permiso para realizar esta acción.' } });
    expect((await importOf(document, '', 'demo.user')).status).toBe(403);
    expect((await call(null, 'POST', '/api/reviews/import/', document)).status).toBe(401);
    expect(await reviewCount()).toBe(before);
  });

  it('checks the whole document before writing anything, and names the path of each fault', async () => {
    const good = await exportOf(desnz);
    const before = await reviewCount();
    const refused = async (change: (document: Json) => void, language = 'en') => {
      const document = structuredClone(good);
      change(document);
      const res = await importOf(document, '', 'platform.super', language);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body;
    };

    expect(await refused(withUnknownNames)).toEqual({
      'road_vehicle_reviews.2.vehicle': ['Invalid name "Hovercraft 9000": no such object in the reference data of this installation.'],
      'aircraft_model_reviews.2.aircraft_model': ['Invalid name "Concorde": no such object in the reference data of this installation.'],
    });
    expect(await refused(withUnknownNames, 'es')).toEqual({
      'road_vehicle_reviews.2.vehicle': ['Nombre "Hovercraft 9000" no válido: no existe ese objeto en los datos de referencia de esta instalación.'],
      'aircraft_model_reviews.2.aircraft_model': ['Nombre "Concorde" no válido: no existe ese objeto en los datos de referencia de esta instalación.'],
    });

    // One entry per linked object, as the unique indexes say (car-family models and supplier names ignore case).
    expect(
      await refused((document) => {
        document.aircraft_model_reviews.push({ ...document.aircraft_model_reviews[1] });
        document.road_vehicle_reviews.push({ ...document.road_vehicle_reviews[0] });
        document.car_family_reviews.push({ family: 'Model Z', A1: 0.1, B1: 0, C1: 0 }, { family: 'model z', A1: 0.2, B1: 0, C1: 0 });
        document.supplier_type_reviews.push(
          { supplier: null, type: 'gasoil', A1: 0.1, B1: 0, C1: 0 },
          { supplier: 'Green', type: 'gasoil', A1: 0.1, B1: 0, C1: 0 },
          { supplier: null, type: 'gasoil', A1: 0.2, B1: 0, C1: 0 },
        );
      }),
    ).toEqual({
      'aircraft_model_reviews.4.aircraft_model': ['This review already has an entry for Boeing 777F. Edit that entry instead.'],
      'road_vehicle_reviews.1.vehicle': ['This review already has an entry for HGV average (all diesel) / *. Edit that entry instead.'],
      'car_family_reviews.1.family': ['This review already has an entry for model z. Edit that entry instead.'],
      'supplier_type_reviews.2.supplier': ['This review already has an entry for * / gasoil. Edit that entry instead.'],
    });

    // Numbers: read with the editor's reader (bounds), then the whole set checked by the calculation core.
    expect(await refused((document) => (document.factors['road.per_tkm.hgv_average'] = -0.1))).toEqual({
      'factors.road.per_tkm.hgv_average': ['Ensure this value is greater than or equal to 0.'],
    });
    expect(await refused((document) => (document.factors['road.per_tkm.hgv_average'] = -0.1), 'es')).toEqual({
      'factors.road.per_tkm.hgv_average': ['Asegúrese de que este valor sea mayor o igual que 0.'],
    });
    expect(await refused((document) => (document.aircraft_model_reviews[0].Comb_LTO = 99999999))).toEqual({
      'aircraft_model_reviews.0.Comb_LTO': ['Ensure this value is less than or equal to 1000000.'],
    });
    expect(await refused((document) => (document.aircraft_model_reviews[3].F_Comb = -3.15))).toEqual({
      'aircraft_model_reviews.3.F_Comb': ['Ensure this value is greater than or equal to 0.'],
    });
    expect(await refused((document) => delete document.factors['rail.per_tkm.freight'])).toEqual({
      'factors.rail.per_tkm.freight': ['The review "DESNZ 2025" has no factor for this case (rail.per_tkm.freight).'],
    });
    // Text is not a number in a document: "1.000" would be one in English and a thousand in Spanish.
    expect(await refused((document) => (document.factors['road.per_tkm.hgv_average'] = '0,1'))).toEqual({
      'factors.road.per_tkm.hgv_average': ['A valid number is required.'],
    });
    expect(await refused((document) => (document.format = 'something-else'))).toHaveProperty('format');
    expect(await refused((document) => (document.version = 2))).toHaveProperty('version');
    expect(await refused((document) => delete document.car_family_reviews)).toEqual({ car_family_reviews: ['This field is required.'] });

    expect(await reviewCount()).toBe(before);
  });

  it('names the entry whose coefficient the calculation core refuses', async () => {
    const document = await exportOf(desnz);
    const [first, second] = (await ok('demo.user', 'GET', '/api/rail-vehicles/')).results;
    document.rail_vehicle_reviews = [{ vehicle: first.name, A1: 0.02, B1: 0, C1: 0 }, { vehicle: second.name, A1: -0.02, B1: 0, C1: 0 }];
    const before = await reviewCount();
    expect(await importOf(document)).toEqual({ status: 400, body: { 'rail_vehicle_reviews.1.A1': ['Ensure this value is greater than or equal to 0.'] }, headers: expect.anything() });
    expect(await reviewCount()).toBe(before);
  });

  it('takes a document up to 2 MB, refuses a larger one with 413, and malformed JSON with 400', async () => {
    const text = JSON.stringify(await exportOf(desnz));
    const before = await reviewCount();
    // Above the 1 MB every other route takes: the limit is the route's own.
    const large = await importOf(`${text}${' '.repeat(1536 * 1024)}`, '?title=Large');
    expect(large.status).toBe(201);
    expect(await reviewCount()).toBe(before + 1);

    // Entry lists have no limit but the body's: written in order, over several INSERTs.
    const many = await exportOf(desnz);
    many.car_family_reviews = Array.from({ length: 2500 }, (_, i) => ({ family: `Model ${i}`, A1: 0.1, B1: 0, C1: 0 }));
    const imported = await importOf(many, '?title=Many');
    expect(imported.status).toBe(201);
    expect((await exportOf(imported.body.id)).car_family_reviews).toEqual(many.car_family_reviews);

    const tooLarge = await importOf(`${text}${' '.repeat(2 * 1024 * 1024)}`, '', 'platform.super', 'es');
    expect(tooLarge).toMatchObject({ status: 413, body: { detail: 'El cuerpo de la petición es demasiado grande (límite 2097152 bytes).' } });
    expect(await importOf(text.slice(0, -1))).toMatchObject({ status: 400, body: { detail: 'Malformed JSON in the request body.' } });
    expect(await reviewCount()).toBe(before + 2);
  });
});
