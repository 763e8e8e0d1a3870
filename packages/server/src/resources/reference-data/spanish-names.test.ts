import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #11 item 14: shipped vehicles, ship types, aircraft families and the default materials read in the
// request's language, are found by either name, and order by the name the reader sees.

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login('demo.super');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
async function call(method: 'GET' | 'POST' | 'PUT', url: string, language: 'en' | 'es', payload?: object) {
  const res = await t.call(superToken, { method, url, payload, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json, text: res.body };
}
const names = (page: Json): string[] => page.results.map((r: Json) => r.name);

describe('reference lookups in the request language', () => {
  it('names road vehicles in Spanish for es and in English for en, by id too', async () => {
    const es = (await call('GET', '/api/road-vehicles/?search=tractocami%C3%B3n&page_size=100', 'es')).body;
    expect(names(es)).toEqual([
      'Tractocamión articulado 3,5-33 t',
      'Tractocamión articulado 34-40 t',
      'Tractocamión frigorífico 40-44 t',
      'Tractocamión articulado 40-44 t',
    ]);
    const id = es.results[0].id;
    expect((await call('GET', `/api/road-vehicles/${id}/`, 'es')).body.name).toBe('Tractocamión articulado 3,5-33 t');
    expect((await call('GET', `/api/road-vehicles/${id}/`, 'en')).body.name).toBe('Articulated truck 3.5-33 t');
  });

  it('finds a vehicle by its name in either language, whatever language the answer is in', async () => {
    const byEnglish = (await call('GET', '/api/road-vehicles/?search=rigid&page_size=100', 'es')).body;
    const bySpanish = (await call('GET', '/api/road-vehicles/?search=cami%C3%B3n%20r%C3%ADgido&page_size=100', 'en')).body;
    expect(byEnglish.count).toBe(5);
    expect(names(byEnglish).every((n) => n.startsWith('Camión rígido'))).toBe(true);
    expect(names(bySpanish).every((n) => n.startsWith('Rigid truck'))).toBe(true);
    expect(bySpanish.results.map((r: Json) => r.id)).toEqual(byEnglish.results.map((r: Json) => r.id));
  });

  it('orders by the name the reader sees', async () => {
    const es = names((await call('GET', '/api/rail-vehicles/?ordering=name&page_size=100', 'es')).body);
    expect(es).toEqual(es.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'es')));
    expect(es[0]).toBe('Tren de graneles diésel (tren completo)');
    const en = names((await call('GET', '/api/rail-vehicles/?ordering=name&page_size=100', 'en')).body);
    expect(en[0]).toBe('Diesel bulk train (block train)');
  });

  it('names ship types in logistics Spanish and finds them by a Spanish word', async () => {
    const bulk = (await call('GET', '/api/ship-types/?search=granelero&page_size=100', 'es')).body;
    expect(bulk.count).toBe(5);
    expect(names(bulk)[0]).toBe('Granelero Handysize (35.000 tpm)');
    const tankers = (await call('GET', '/api/ship-types/?search=petrolero&ordering=total_load&page_size=100', 'en')).body;
    expect(names(tankers)).toEqual(['Product tanker MR (50,000 dwt)', 'Crude tanker Aframax (110,000 dwt)', 'Crude tanker VLCC (300,000 dwt)']);
    const containers = names((await call('GET', '/api/ship-types/?ship_load_type=container&page_size=100', 'es')).body);
    expect(containers).toHaveLength(7);
    expect(containers.every((n) => n.startsWith('Portacontenedores'))).toBe(true);
  });

  it("translates an aircraft family's name where it translates, and never a model's", async () => {
    const families = (await call('GET', '/api/aircraft-families/?search=familia&page_size=100', 'es')).body;
    expect(names(families)).toEqual(['Familia Airbus A320']);
    const models = (await call('GET', `/api/aircraft-models/?aircraft_family=${families.results[0].id}&page_size=100`, 'es')).body;
    expect(models.results.find((m: Json) => m.name === 'Airbus A321P2F')?.aircraft_family.name).toBe('Familia Airbus A320');
    const english = (await call('GET', `/api/aircraft-models/?aircraft_family=${families.results[0].id}&page_size=100`, 'en')).body;
    expect(english.results[0].aircraft_family.name).toBe('Airbus A320 family');
    expect(names(english)).toEqual(names(models));
  });
});

describe('materials in the request language', () => {
  it('names the default materials in both languages and a company material in the one it was given', async () => {
    const created = await call('POST', '/api/commodities/', 'es', { name: 'Aceite de oliva', description: 'Garrafas de 5 l' });
    expect(created.status).toBe(201);
    const es = (await call('GET', '/api/commodities/?page_size=100', 'es')).body;
    expect(names(es)).toEqual([
      'Aceite de oliva',
      'Alimentos congelados',
      'Electrónica',
      'Piezas de maquinaria',
      'Productos químicos (no peligrosos)',
      'Textiles',
    ]);
    expect(es.results.find((m: Json) => m.name === 'Electrónica').description).toBe('Electrónica de consumo, paletizada');
    const en = names((await call('GET', '/api/commodities/?page_size=100', 'en')).body);
    expect(en).toEqual(['Aceite de oliva', 'Chemicals (non-hazardous)', 'Electronics', 'Frozen food', 'Machinery parts', 'Textiles']);
  });

  it('finds a default material by either name, and refuses a new one named like it in Spanish', async () => {
    expect(names((await call('GET', '/api/commodities/?search=congelados', 'en')).body)).toEqual(['Frozen food']);
    expect(names((await call('GET', '/api/commodities/?name=frozen', 'es')).body)).toEqual(['Alimentos congelados']);
    const twin = await call('POST', '/api/commodities/', 'es', { name: 'electrónica', description: 'Otra' });
    expect(twin.status).toBe(400);
    expect(twin.body).toEqual({ name: ['Ya existe un material con ese nombre.'] });
  });

  it('keeps both names when a Spanish form is saved unchanged, and one name once the user renames it', async () => {
    const textiles = (await call('GET', '/api/commodities/?search=textiles', 'es')).body.results[0];
    const unchanged = await call('PUT', `/api/commodities/${textiles.id}/`, 'es', {
      name: textiles.name,
      description: textiles.description,
    });
    expect(unchanged.body).toEqual({ id: textiles.id, name: 'Textiles', description: 'Prendas de vestir en cajas de cartón' });
    expect((await call('GET', `/api/commodities/${textiles.id}/`, 'en')).body.description).toBe('Garments in cartons');

    await call('PUT', `/api/commodities/${textiles.id}/`, 'es', { name: 'Tejidos', description: 'Rollos de tela' });
    expect((await call('GET', `/api/commodities/${textiles.id}/`, 'en')).body).toEqual({
      id: textiles.id,
      name: 'Tejidos',
      description: 'Rollos de tela',
    });
  });
});

describe('a report read in Spanish and in English', () => {
  it('names its vehicle, ship type and material in the totals, the stage and cargo bodies and the CSV', async () => {
    const vehicles = (await call('GET', '/api/road-vehicles/?search=rigid%20truck%2017&page_size=10', 'en')).body.results;
    const ships = (await call('GET', '/api/ship-types/?search=general%20cargo%20ship&page_size=10', 'en')).body.results;
    const electronics = (await call('GET', '/api/commodities/?search=electronics', 'en')).body.results[0];
    const report = (await call('POST', '/api/reports/', 'en', { project_name: 'Names', date: '2026-06-02' })).body;
    const cargo = (await call('POST', `/api/reports/${report.id}/cargos/`, 'en', { weight: 5, commodity: electronics.id })).body;
    const road = await call('POST', `/api/reports/${report.id}/road-overland-stages/`, 'es', {
      vehicle: vehicles[0].id,
      vehicle_load_type: 'full_cargo',
      distance: 300,
      cargos: [{ cargo: cargo.id }],
    });
    expect(road.status, road.text).toBe(201);
    expect(road.body.vehicle.name).toBe('Camión rígido 17-26 t');
    const sea = await call('POST', `/api/reports/${report.id}/nautical-stages/`, 'en', {
      ship_type: ships[0].id,
      ship_load_type: 'groupage',
      distance: 1000,
      cargos: [{ cargo: cargo.id }],
    });
    expect(sea.status, sea.text).toBe(201);
    expect(sea.body.ship_type.name).toBe('General cargo ship (8,000 dwt)');

    const totalsEs = (await call('GET', `/api/reports/${report.id}/totals/`, 'es')).body;
    // The details' shape is the labels' business (item 6): the vehicle's name is in it, in the reader's language.
    expect(JSON.stringify(totalsEs.stages[0].transport_details)).toContain('Camión rígido 17-26 t');
    expect(JSON.stringify(totalsEs.stages[1].transport_details)).toContain('Buque de carga general (8.000 tpm)');
    expect(totalsEs.cargos[0].commodity).toBe('Electrónica');
    expect(totalsEs.stages[0].cargos[0].commodity).toBe('Electrónica');
    const totalsEn = (await call('GET', `/api/reports/${report.id}/totals/`, 'en')).body;
    expect(JSON.stringify(totalsEn.stages[0].transport_details)).toContain('Rigid truck 17-26 t');
    expect(JSON.stringify(totalsEn.stages[0].transport_details)).not.toContain('Camión');
    expect(totalsEn.cargos[0].commodity).toBe('Electronics');

    expect((await call('GET', `/api/reports/${report.id}/cargos/`, 'es')).body.results[0].commodity.name).toBe('Electrónica');
    const seaStages = (await call('GET', `/api/reports/${report.id}/nautical-stages/`, 'es')).body;
    expect(seaStages.results[0].ship_type.name).toBe('Buque de carga general (8.000 tpm)');

    const range = 'date_after=2026-06-01&date_before=2026-06-30';
    const csv = (language: 'en' | 'es', level: string) =>
      t.call(superToken, { method: 'POST', url: `/api/reports/export/?${range}&level=${level}&delimiter=,`, headers: { 'accept-language': language } });
    const rows = async (language: 'en' | 'es', level: string) =>
      parse((await csv(language, level)).body, { bom: true, columns: true }) as Record<string, string>[];
    const stagesEs = await rows('es', 'stage');
    expect(stagesEs.map((r) => r['Detalles del transporte'])).toEqual(
      expect.arrayContaining([expect.stringContaining('Camión rígido 17-26 t'), expect.stringContaining('Buque de carga general (8.000 tpm)')]),
    );
    expect((await rows('es', 'cargo')).map((r) => r.Material)).toEqual(['Electrónica', 'Electrónica']);
    expect((await rows('en', 'cargo')).map((r) => r.Material)).toEqual(['Electronics', 'Electronics']);

    const pdfText = async (language: 'en' | 'es') => {
      const res = await t.call(superToken, { method: 'POST', url: `/api/reports/${report.id}/pdf/`, payload: { type: 'extended', language } });
      expect(res.statusCode).toBe(200);
      return readPdf(res.rawPayload).text;
    };
    const es = await pdfText('es');
    expect(es).toContain('Electrónica');
    expect(es).toContain('Camión rígido 17-26 t');
    const en = await pdfText('en');
    expect(en).toContain('Electronics');
    expect(en).toContain('Rigid truck 17-26 t');
  });
});
