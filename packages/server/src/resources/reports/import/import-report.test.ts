import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ HUELLA_IMPORT_FILE_LIMIT_BYTES: '20000' });
  for (const u of ['demo.super', 'demo.admin']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const post = (who: string, body: ReturnType<typeof multipartForm>, language = 'en') =>
  t.call(tokens[who] as string, { method: 'POST', url: '/api/reports/', payload: body.payload, headers: { ...body.headers, 'accept-language': language } });

const FIELDS = {
  project_name: 'Imported chain',
  date: '2026-04-02',
  origin: 'Valencia',
  destination: 'Shanghai',
  origin_gmaps: JSON.stringify({ place_id: 'port:ESVLC', formatted_address: 'Valencia, Spain', location: { lat: 39.45, lng: -0.32 }, country: { long_name: 'Spain', short_name: 'ES' } }),
};
// Road in English spreadsheet style, sea with `;` and a BOM as Spanish spreadsheets save it.
const ROAD = 'cargo,cargo_weight,commodity,distance,vehicle_load_type,tag:customer\nA,6,Electronics,500,groupage,ACME\nB,4,,500,groupage,\n';
const SEA = '\uFEFFcargo;ship_load_type;port_origin;port_destination;avoid;tag:order\nA;container;ESVLC;CNSHA;suez;PO-1\n';
const STORAGE = 'cargo,warehouse_name,moves_number,type,place_lat,place_lng\nB,Valencia hub,2,own,39.47,-0.38\n';

describe('POST /api/reports/ as multipart with import files', () => {
  it('creates the report, its cargos, stages and storages in one go, and calculates them', async () => {
    const res = await post('demo.super', multipartForm(FIELDS, { road_overland_stages: ROAD, nautical_stages: SEA, storages: STORAGE }));
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({ project_name: 'Imported chain', origin_gmaps: { place_id: 'port:ESVLC' }, origin_location: { lat: 39.45, lng: -0.32 } });
    const totals = (await t.call(tokens['demo.super'] as string, { method: 'GET', url: `/api/reports/${report.id}/totals/` })).json();
    expect(totals.cargos.map((c: { weight: number }) => c.weight)).toEqual([6, 4]);
    const road = totals.stages.filter((s: { kind: string }) => s.kind === 'road');
    expect(road).toHaveLength(2);
    // docs/methodology.md example (a) split over two rows: 6 t and 4 t over 500 km.
    expect(road.map((s: { CO2_total: number }) => Number(s.CO2_total.toFixed(3)))).toEqual([375.66, 250.44]);
    expect(road[0].cargos[0].tags).toEqual({ customer: 'ACME' });
    const sea = totals.stages.find((s: { kind: string }) => s.kind === 'nautical');
    expect(sea).toMatchObject({ distance_method: 'sea_network' });
    expect(sea.cargos[0].tags).toEqual({ order: 'PO-1' });
    expect(totals.storages[0]).toMatchObject({ warehouse_name: 'Valencia hub', type: 'own', place_location: { lat: 39.47, lng: -0.38 } });
    expect(totals.CO2_total).toBeGreaterThan(626.1);
  });

  it('lists every bad row of every file with its line, in the asked language, and saves nothing', async () => {
    const before = (await t.call(tokens['demo.super'] as string, { method: 'GET', url: '/api/reports/?search=Broken' })).json().count;
    const road = 'cargo,cargo_weight,distance,vehicle\nA,abc,500,\n,3,10,\nC,2,-5,Spaceship\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Broken import' }, { road_overland_stages: road, storages: 'cargo,cargo_weight,moves_number\nS,2,2\n' }), 'es');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).toSorted()).toEqual(['road_overland_stages', 'storages']);
    expect(body.road_overland_stages).toEqual([
      expect.stringMatching(/^Fila 2, cargo_weight: /),
      expect.stringMatching(/^Fila 3, cargo: /),
      expect.stringMatching(/^Fila 4, vehicle: No se encontró "Spaceship"/),
    ]);
    expect(body.storages[0]).toMatch(/^Fila 2, warehouse_name: /);
    expect((await t.call(tokens['demo.super'] as string, { method: 'GET', url: '/api/reports/?search=Broken' })).json().count).toBe(before);
  });

  it('keeps the import for super users, but takes a plain multipart report from anyone', async () => {
    expect((await post('demo.admin', multipartForm(FIELDS, { rail_overland_stages: 'cargo,distance\nA,10\n' }))).statusCode).toBe(403);
    const plain = await post('demo.admin', multipartForm({ ...FIELDS, business_trip: 'false' }));
    expect(plain.statusCode, plain.body).toBe(201);
  });

  it('names a broken field or file instead of failing', async () => {
    const badJson = await post('demo.super', multipartForm({ ...FIELDS, destination_gmaps: '{not json' }));
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(badJson.json())).toEqual(['destination_gmaps']);
    const huge = await post('demo.super', multipartForm(FIELDS, { air_stages: 'cargo,distance\n' + 'A,10\n'.repeat(5000) }));
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['air_stages']);
    const garbage = await post('demo.super', multipartForm(FIELDS, { rail_overland_stages: 'cargo,distance\n"A,10\n' }));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().rail_overland_stages[0]).toMatch(/Not a readable CSV file/);
    const typo = await post('demo.super', multipartForm(FIELDS, { rail_overland_stages: 'cargo,cargo_weight,distnace\nA,1,10\n' }));
    expect(typo.json()).toEqual({ rail_overland_stages: ['Row 1, distnace: Unknown column.'] });
    const stranger = await post('demo.super', multipartForm(FIELDS, { invoices: 'a,b\n' }));
    expect(stranger.statusCode).toBe(400);
    expect(Object.keys(stranger.json())).toEqual(['invoices']);
    const empty = await t.call(tokens['demo.super'] as string, { method: 'POST', url: '/api/reports/' });
    expect(empty.statusCode).toBe(400);
  });

  it('finds vehicles, ship types and default materials by their Spanish names too', async () => {
    const road = 'cargo,cargo_weight,commodity,distance,vehicle,vehicle_load_type\nA,6,Electrónica,500,Camión rígido 17-26 t,full_cargo\n';
    const sea = 'cargo,ship_type,ship_load_type,distance\nA,Granelero Supramax (58.000 tpm),full_cargo,1000\n';
    const res = await post('demo.super', multipartForm({ ...FIELDS, project_name: 'Importado en español' }, { road_overland_stages: road, nautical_stages: sea }), 'es');
    expect(res.statusCode, res.body).toBe(201);
    const totals = (await t.call(tokens['demo.super'] as string, { method: 'GET', url: `/api/reports/${res.json().id}/totals/` })).json();
    expect(totals.cargos[0].commodity).toBe('Electronics');
    expect(JSON.stringify(totals.stages.map((s: { transport_details: unknown }) => s.transport_details))).toMatch(
      /Rigid truck 17-26 t.*Bulk carrier Supramax \(58,000 dwt\)|Bulk carrier Supramax \(58,000 dwt\).*Rigid truck 17-26 t/,
    );
  });
});
