import { AIRCRAFT_TYPES, CALCULATION_METHODS, DISTANCE_METHODS, LOAD_TYPES, OPERATED_BY, PORT_OPERATIONS, RAIL_TRACTIONS, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCodes } from '../../test-support/raw-codes.ts';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The report PDFs as a reader gets them (issue #11 items 2, 6, 12, 15), read with poppler: words instead of
// codes, "not estimated" instead of 0.0000, numbers in the reader's language, and pages that are used.

let t: TestApp;
let token: string;
let five: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const call = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json());
  const get = (url: string) => t.call(token, { method: 'GET', url }).then((r) => r.json());
  five = (await call('/api/reports/', { project_name: 'Five stages', date: '2026-05-04', origin: 'Shanghai', destination: 'Newark' })).id;
  const a = await call(`/api/reports/${five}/cargos/`, { weight: 12.5, cargo_type: 'teu', teu: 2 });
  const b = await call(`/api/reports/${five}/cargos/`, { weight: 4 });
  const both = [{ cargo: a.id, tags: { cost_center: 'CC-7' } }, { cargo: b.id }];
  const rail = (await get('/api/rail-vehicles/?traction=electric')).results[0];
  await call(`/api/reports/${five}/nautical-stages/`, { ship_load_type: 'container', total_load: 4500, gross_tonnage: 50000, port_operations: 'load_and_discharge', port_origin: 'CNSHA', port_destination: 'NLRTM', avoid: ['suez'], cargos: both });
  await call(`/api/reports/${five}/road-overland-stages/`, { origin: 'Rotterdam', destination: 'Duisburg', origin_location: { lat: 51.92, lng: 4.48 }, destination_location: { lat: 51.43, lng: 6.76 }, vehicle_load_type: 'full_cargo', euro_standard: 'euro_6', cargos: both });
  await call(`/api/reports/${five}/rail-overland-stages/`, { origin: 'Duisburg', destination: 'Milan', origin_location: { lat: 51.43, lng: 6.76 }, destination_location: { lat: 45.46, lng: 9.19 }, vehicle: rail?.id, cargos: both });
  await call(`/api/reports/${five}/air-stages/`, { origin: 'Milan', destination: 'New York', origin_location: { lat: 45.63, lng: 8.72 }, destination_location: { lat: 40.64, lng: -73.78 }, aircraft_type: 'freighter', cargos: [{ cargo: b.id }] });
  await call(`/api/reports/${five}/road-overland-stages/`, { origin: 'JFK', destination: 'Newark', origin_location: { lat: 40.64, lng: -73.78 }, destination_location: { lat: 40.73, lng: -74.17 }, cargos: [{ cargo: b.id }] });
  await call(`/api/reports/${five}/storages/`, { warehouse_name: 'Newark hub', moves_number: 2, type: 'own', cargos: [{ cargo: b.id }] });
});
afterAll(() => t.close());

async function pdf(type: 'summary' | 'extended', language: 'en' | 'es') {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/${five}/pdf/`, payload: { type, language } });
  expect(res.statusCode).toBe(200);
  const read = readPdf(res.rawPayload);
  // pdftotext ends each page with a form feed.
  return { ...read, pageTexts: read.text.split('\f').slice(0, read.pages) };
}

const CODES = new Set<string>([...LOAD_TYPES, ...OPERATED_BY, ...PORT_OPERATIONS, ...RAIL_TRACTIONS, ...SHIP_FUEL_TYPES, ...SHIP_LOAD_TYPES, ...AIRCRAFT_TYPES, ...DISTANCE_METHODS, ...CALCULATION_METHODS, 'nautical']);

const CASES = (['summary', 'extended'] as const).flatMap((type) => (['en', 'es'] as const).map((language) => [type, language] as const));

describe('report PDFs of a five-stage report', () => {
  it.each(CASES)('the %s PDF in %s holds no raw code and says which gases were not estimated', async (type, language) => {
    const { text } = await pdf(type, language);
    expect(rawCodes(text, CODES)).toEqual([]);
    expect(text).toContain(language === 'es' ? 'no estimado' : 'not estimated');
    expect(text).not.toMatch(/HFCs?\s+0[.,]0000/);
  });

  it.each(['en', 'es'] as const)('the summary in %s is one page: the map never stands alone', async (language) => {
    const { pages, text } = await pdf('summary', language);
    expect(pages).toBe(1);
    expect(text).toContain(language === 'es' ? 'Mapa de las etapas' : 'Map of the stages');
    expect(text).toContain(language === 'es' ? '5. Carretera: JFK → Newark' : '5. Road: JFK → Newark');
  });

  it('flows the stages of the extended PDF one after another instead of a page each', async () => {
    const { pageTexts } = await pdf('extended', 'en');
    // The stage blocks come before the "Calculation details" annex, which names the stages again.
    const annex = pageTexts.findIndex((page) => page.includes('Calculation details'));
    const stagesPerPage = pageTexts.map((page, i) => (i > annex ? '' : page.split('Calculation details')[0] ?? '')).map((page) => (page.match(/^\s*Stage \d\. /gm) ?? []).length);
    expect(stagesPerPage.reduce((a, b) => a + b, 0)).toBe(5);
    expect(Math.max(...stagesPerPage)).toBeGreaterThanOrEqual(2);
    expect(stagesPerPage.filter((n) => n > 0).length).toBeLessThanOrEqual(3);
  });

  it('labels inputs and writes numbers in the reader’s language', async () => {
    const en = (await pdf('extended', 'en')).text;
    expect(en).toContain('4,500 TEU');
    expect(en).toContain('Container · Marine gas oil (MGO/MDO)');
    expect(en).toContain('Loading and discharge');
    expect(en).toContain('Suez Canal');
    expect(en).toMatch(/Electric traction/);
    expect(en).toContain('Euro 6 · Full load');
    const es = (await pdf('extended', 'es')).text;
    expect(es).toContain('4.500 TEU');
    expect(es).toContain('50.000');
    expect(es).toContain('Contenedor · Gasóleo marino (MGO/MDO)');
    expect(es).toContain('Canal de Suez');
    expect(es).toContain('Detalles del cálculo');
  });
});
