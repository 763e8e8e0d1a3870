import { formatTonnes, type ConsumptionTotals } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCodes } from '../../test-support/raw-codes.ts';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The summary and extended PDFs of a consumption report (issue #12 item 4), read with poppler as a reader gets
// them: the scope figures are those of the totals screen, both readings of scope 2, the consumptions and voyages
// by their words, the review with its content hash; the extended one traces each row to its factors.

let t: TestApp;
let token: string;
let reportId: number;
let totals: ConsumptionTotals;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const post = async (url: string, payload: object) => {
    const res = await t.call(token, { method: 'POST', url, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json();
  };
  const center = await post('/api/centers/', { name: 'Sagunto plant' });
  const supplier = await post('/api/suppliers/', { name: 'Green Power', type: 'electricity', A1: 0.1, B1: 0.01, C1: 0.005, factor_source: 'Fuel mix disclosure 2025' });
  const diesel = await post('/api/car-families/', { brand: 'Seat', model: 'Leon TDI', fuel: 'gasoil' });
  const electric = await post('/api/car-families/', { brand: 'Renault', model: 'Zoe', fuel: 'electricity' });
  const car = await post('/api/cars/', { plate: '9876 xyz', car_family: diesel.id, center: center.id });
  reportId = (await post('/api/reports/', { type: 'consumption', project_name: 'Plant energy 2026', project_reference: 'CONS-7', date: '2026-07-31' })).id;
  const base = `/api/reports/${reportId}`;
  await post(`${base}/consumptions/`, { type: 'gasoil', date: '2026-07-10', center: center.id, quantity: '1234.5' });
  await post(`${base}/consumptions/`, { type: 'natural_gas', date: '2026-07-11', center: center.id, quantity: '5000' });
  await post(`${base}/consumptions/`, { type: 'electricity', date: '2026-07-12', center: center.id, quantity: '12000', supplier: supplier.id, tags: { cost_center: 'CC-7' } });
  await post(`${base}/voyages/`, { car: car.id, center: center.id, distance: '250.5', date: '2026-07-20' });
  await post(`${base}/voyages/`, { car_family: electric.id, distance: '100', date: '2026-07-21', tags: { customer: 'ACME' } });
  totals = (await t.call(token, { method: 'GET', url: `${base}/totals/` })).json();
});
afterAll(() => t.close());

async function pdf(type: 'summary' | 'extended', language: 'en' | 'es') {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/`, payload: { type, language } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { ...readPdf(res.rawPayload), disposition: String(res.headers['content-disposition']) };
}

/** A label and its figure on one line of the page, whatever the space between them. */
const row = (label: string, figure: string) => new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+${figure.replace('.', '\\.')}`);
const en4 = (kg: number) => formatTonnes(kg, 'en');
const es4 = (kg: number) => formatTonnes(kg, 'es');
/** The consumption codes that are not English words too (snake_case ones are raw codes anyway). */
const CODES = new Set<string>(['gasoil', 'gasoline']);

describe('POST /api/reports/{id}/pdf/ of a consumption report', () => {
  it('prints the summary in English with the totals screen’s scope figures, both readings of scope 2, the rows and the review', async () => {
    const { text, pages, disposition } = await pdf('summary', 'en');
    expect(disposition).toMatch(/filename="huella-CR-2026-\d{6}-summary-en\.pdf"/);
    expect(text).toContain('Company consumptions report');
    expect(text).toMatch(/Demo Logistics · CR-2026-\d{6}/);
    expect(text).toMatch(/Project\s+Plant energy 2026/);
    expect(text).toMatch(/Project reference\s+CONS-7/);
    expect(text).toMatch(/Report date\s+2026-07-31/);
    expect(text).toMatch(row('CO₂e (well-to-wheel)', `${en4(totals.CO2_total)} t`));
    expect(totals.scope2_market_based).not.toBeNull();
    expect(text).toMatch(row('Scope 1', en4(totals.scope1)));
    expect(text).toMatch(row('Scope 2 — location-based', en4(totals.scope2_location_based)));
    expect(text).toMatch(row('Scope 2 — market-based', en4(totals.scope2_market_based ?? 0)));
    expect(text).toMatch(row('Scope 3', en4(totals.scope3)));
    expect(text).toMatch(row('Total', en4(totals.scope1 + totals.scope2 + totals.scope3)));
    expect(text).toMatch(/1\s+2026-07-10\s+Gas oil\s+Sagunto plant\s+1,234\.5 l/);
    expect(text).toMatch(/3\s+2026-07-12\s+Electricity\s+Sagunto plant\s+12,000 kWh\s+Green Power/);
    expect(text).toMatch(/1\s+2026-07-20\s+9876XYZ\s+Diesel\s+Sagunto plant\s+250\.5/);
    expect(text).toContain('Seat Leon TDI');
    expect(text).toMatch(/Company cars: Electric/);
    expect(text.replace(/\s+/g, ' ')).toContain(`review “DESNZ 2025” (content hash ${totals.review?.content_hash})`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).not.toContain('Calculation details');
  });

  it('prints the summary in Spanish with decimal commas, by the body or the request language', async () => {
    const { text } = await pdf('summary', 'es');
    expect(text).toContain('Informe de consumos de la empresa');
    expect(text).toMatch(row('Alcance 2 — según ubicación', es4(totals.scope2_location_based)));
    expect(text).toMatch(row('Alcance 2 — según mercado', es4(totals.scope2_market_based ?? 0)));
    expect(text).toMatch(/Gasóleo\s+Sagunto plant\s+1\.234,5 l/);
    expect(text).toMatch(/9876XYZ\s+Diésel/);
    expect(text).toContain('Consumos de energía');
    expect(text).toContain('Viajes en coches de empresa');
    expect(text.replace(/\s+/g, ' ')).toContain(`revisión «DESNZ 2025» (hash del contenido ${totals.review?.content_hash})`);
    const byHeader = await t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/`, payload: {}, headers: { 'accept-language': 'es' } });
    expect(readPdf(byHeader.rawPayload).text).toContain('Informe de consumos de la empresa');
  });

  it('prints each row’s figures, scopes and factors, the hashes and the method in the extended PDF', async () => {
    const { text, pages } = await pdf('extended', 'en');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Company consumptions report — extended');
    expect(text).toContain('Calculation details');
    expect(text).toMatch(/Consumption 1\. Gas oil · 2026-07-10 · Sagunto plant/);
    expect(text).toMatch(/Voyage 1\. 9876XYZ · 2026-07-20 · Sagunto plant/);
    const electricity = totals.consumptions[2];
    expect(text.replace(/\s+/g, ' ')).toContain(`Scopes (t CO₂e) 1: 0.0000 · 2: ${formatTonnes(electricity?.scope2 ?? 0, 'en')} (market-based ${formatTonnes(electricity?.scope2_market_based ?? 0, 'en')})`);
    expect(text).toMatch(/Grid electricity, per kWh\s+0\.177/);
    expect(text).toMatch(/Own factor of supplier Green Power: CO₂ per unit \(A1\)\s+0\.1\s+kg CO2\/kWh\s+Fuel mix disclosure 2025/);
    expect(text).toMatch(/Tags\s+Cost centre: CC-7/);
    expect(text).toContain(totals.input_hash ?? 'no input hash');
    expect(text).toContain('GHG Protocol Corporate Standard');
    expect(rawCodes(text, CODES)).toEqual([]);
  });

  it('peek', async () => {
    for (const [type, language] of [['summary', 'es'], ['extended', 'en']]) {
      const r = await t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/`, payload: { type, language } });
      (await import('node:fs')).writeFileSync(`/tmp/helperE/${type}-${language}.pdf`, r.rawPayload);
    }
  });
  it('prints the extended PDF in Spanish with no raw code', async () => {
    const { text } = await pdf('extended', 'es');
    expect(text).toContain('Detalles del cálculo');
    expect(text).toMatch(/Consumo 3\. Electricidad · 2026-07-12/);
    expect(text).toMatch(/Viaje 2\. Renault Zoe · 2026-07-21/);
    expect(text).toContain('Electricidad de la red, por kWh');
    expect(text).toContain('Metodología');
    expect(rawCodes(text, CODES)).toEqual([]);
  });

  it('prints a report with no rows yet, saying so', async () => {
    const empty = (await t.call(token, { method: 'POST', url: '/api/reports/', payload: { type: 'consumption', project_name: 'Empty', date: '2026-07-31' } })).json();
    for (const type of ['summary', 'extended']) {
      const res = await t.call(token, { method: 'POST', url: `/api/reports/${empty.id}/pdf/`, payload: { type, language: 'en' } });
      expect(res.statusCode).toBe(200);
      const { text } = readPdf(res.rawPayload);
      expect(text).toContain('This report has no consumptions.');
      expect(text).toContain('This report has no company-car voyages.');
      expect(text).toMatch(/Scope 2 — market-based\s+no supplier factor/);
    }
  });

  it('answers 404 for another company’s consumption report', async () => {
    const other = await t.login('scope3.super');
    expect((await t.call(other, { method: 'POST', url: `/api/reports/${reportId}/pdf/`, payload: {} })).statusCode).toBe(404);
  });
});
