import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token: string;
let roadOnly: number;
let chain: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const call = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json());
  const make = async (name: string) => (await call('/api/reports/', { project_name: name, date: '2026-05-04', origin: 'Valencia', destination: 'Lyon' })).id as number;
  roadOnly = await make('Road only');
  const cargo = await call(`/api/reports/${roadOnly}/cargos/`, { weight: 10 });
  await call(`/api/reports/${roadOnly}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: cargo.id }] });

  chain = await make('Multimodal chain');
  const a = await call(`/api/reports/${chain}/cargos/`, { weight: 6 });
  const b = await call(`/api/reports/${chain}/cargos/`, { weight: 4 });
  const both = [{ cargo: a.id }, { cargo: b.id }];
  await call(`/api/reports/${chain}/nautical-stages/`, { ship_load_type: 'container', port_origin: 'CNSHA', port_destination: 'ESVLC', cargos: both });
  await call(`/api/reports/${chain}/road-overland-stages/`, { origin: 'Valencia', destination: 'Lyon', origin_location: { lat: 39.47, lng: -0.38 }, destination_location: { lat: 45.76, lng: 4.84 }, cargos: both });
  await call(`/api/reports/${chain}/air-stages/`, { origin: 'MAD', destination: 'JFK', origin_location: { lat: 40.47, lng: -3.56 }, destination_location: { lat: 40.64, lng: -73.78 }, cargos: [{ cargo: b.id }] });
  await call(`/api/reports/${chain}/storages/`, { warehouse_name: 'Lyon hub', moves_number: 2, place_location: { lat: 45.76, lng: 4.84 }, cargos: [{ cargo: a.id }] });
});
afterAll(async () => {
  await t.close();
});

async function pdf(id: number, body: object, language = 'en') {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/${id}/pdf/`, payload: body, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const { text, pages } = readPdf(res.rawPayload);
  return { text, pages, pdf: res.rawPayload, disposition: String(res.headers['content-disposition']) };
}

describe('POST /api/reports/{id}/pdf/', () => {
  it('prints the summary with the stored figures in tonnes, in English', async () => {
    const { text, pages, disposition } = await pdf(roadOnly, { type: 'summary' });
    expect(disposition).toMatch(/filename="huella-TR-2026-\d{6}-summary-en\.pdf"/);
    expect(pages).toBe(1);
    expect(text).toContain('Carbon footprint report');
    expect(text).toContain('Demo Logistics');
    expect(text).toContain('Valencia → Lyon');
    expect(text).toContain('DESNZ 2025');
    expect(text).toMatch(/CO₂e \(well-to-wheel\)\s+0\.6261 t/);
    expect(text).toMatch(/Scope 3\s+0\.6261/);
    expect(text).toContain('100.0%');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints the summary in Spanish with decimal commas, by the body or the request language', async () => {
    for (const { body, language } of [{ body: { type: 'summary', language: 'es' }, language: 'en' }, { body: {}, language: 'es' }]) {
      const { text } = await pdf(roadOnly, body, language);
      expect(text).toContain('Informe de huella de carbono');
      expect(text).toMatch(/CO₂e \(del pozo a la rueda\)\s+0,6261 t/);
      expect(text).toContain('Página 1 de 1');
    }
  });

  it('prints every stage with its inputs, distance method, factors, allocation, storages, hashes and methodology', async () => {
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${chain}/totals/` })).json();
    const { text, pages } = await pdf(chain, { type: 'extended' });
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text).toContain('shortest route over the sea network');
    expect(text).toContain('great circle times the circuity factor');
    expect(text).toContain('great circle plus the air uplift');
    expect(text).toContain('Calculation details');
    expect(text).toMatch(/Road, average heavy goods vehicle, per tkm\s+0\.10163/);
    expect(text).toMatch(/Circuity factor, road\s+1\.2/);
    expect(text).toContain('Allocation to the cargos (by mass)');
    expect(text).toContain('Lyon hub');
    expect(text).toContain(totals.input_hash);
    expect(text).toContain('ISO 14083');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    const es = await pdf(chain, { type: 'extended', language: 'es' });
    expect(es.text).toContain('ruta más corta por la red marítima');
    expect(es.text).toContain('Detalles del cálculo');
    expect(es.text).toContain('Factor de sinuosidad, carretera');
    expect(es.text).toContain('Metodología');
  });

  it('answers 404 for another company’s report and 400 for a bad type', async () => {
    const other = await t.login('scope3.super');
    expect((await t.call(other, { method: 'POST', url: `/api/reports/${roadOnly}/pdf/`, payload: {} })).statusCode).toBe(404);
    const bad = await t.call(token, { method: 'POST', url: `/api/reports/${roadOnly}/pdf/`, payload: { type: 'poster' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['type']);
  });
});
