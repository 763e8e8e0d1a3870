import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// The consumption and voyage levels of the CSV export (issue #12 item 7, docs/exports.md "Levels and report
// types"): one row per consumption or company-car voyage of the consumption reports, read from the real file.

let t: TestApp;
let token: string;
let consumptionReport: number;
let transportReport: number;
const RANGE = 'date_after=2026-07-01&date_before=2026-07-31';

type Row = Record<string, string>;
interface TotalsRow {
  id: number;
  CO2_total: number;
  co2e_ttw: number;
  co2e_wtt: number;
  scope1: number;
  scope2: number;
  scope3: number;
  scope2_market_based?: number | null;
  CH4: number;
  N2O: number;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const post = async (url: string, payload: object, language = 'en') => {
    const res = await t.call(token, { method: 'POST', url, payload, headers: { 'accept-language': language } });
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json();
  };
  const center = await post('/api/centers/', { name: 'Valencia plant, north' });
  const supplier = await post('/api/suppliers/', { name: 'Green Power', type: 'electricity', A1: 0.1, B1: 0.01, C1: 0.005, factor_source: 'Fuel mix disclosure 2025' });
  const account = await post('/api/accounts/', { name: 'Energy', code: 'ACC-628' });
  const diesel = await post('/api/car-families/', { brand: 'Seat', model: 'Leon TDI', fuel: 'gasoil' });
  const electric = await post('/api/car-families/', { brand: 'Renault', model: 'Zoe', fuel: 'electricity' });
  const car = await post('/api/cars/', { plate: '9876 xyz', car_family: diesel.id, center: center.id });

  consumptionReport = (await post('/api/reports/', { type: 'consumption', project_name: 'Plant energy', project_reference: 'CONS-7', date: '2026-07-31' })).id;
  const base = `/api/reports/${consumptionReport}`;
  // Quantities are free text read in the request's language (docs/spec/part-2.md §2.5).
  await post(`${base}/consumptions/`, { type: 'gasoil', date: '2026-07-10', center: center.id, quantity: '1.234,5', account: account.id }, 'es');
  await post(`${base}/consumptions/`, { type: 'natural_gas', date: '2026-07-11', center: center.id, quantity: '5000' });
  await post(`${base}/consumptions/`, { type: 'electricity', date: '2026-07-12', center: center.id, quantity: '12000', supplier: supplier.id, tags: { cost_center: 'CC-7' } });
  await post(`${base}/voyages/`, { car: car.id, center: center.id, distance: '250,5', date: '2026-07-20', account: account.id }, 'es');
  await post(`${base}/voyages/`, { car_family: electric.id, distance: '100', date: '2026-07-21', tags: { customer: 'ACME' } });

  transportReport = (await post('/api/reports/', { project_name: 'Freight', date: '2026-07-15', origin: 'Valencia', destination: 'Lyon' })).id;
  const cargo = await post(`/api/reports/${transportReport}/cargos/`, { weight: 10 });
  await post(`/api/reports/${transportReport}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: cargo.id }] });
});
afterAll(() => t.close());

async function exportCsv(query: string, language: 'en' | 'es' = 'en', who = token) {
  return t.call(who, { method: 'POST', url: `/api/reports/export/?${query}`, headers: { 'accept-language': language } });
}
async function exportRows(query: string, language: 'en' | 'es' = 'en'): Promise<Row[]> {
  const res = await exportCsv(query, language);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return parse(res.body, { bom: true, columns: true, delimiter: language === 'es' ? ';' : ',' }) as Row[];
}
const totals = async () => (await t.call(token, { method: 'GET', url: `/api/reports/${consumptionReport}/totals/` })).json();
const readOnly = async (id: number) => (await t.call(token, { method: 'GET', url: `/api/reports/${id}/` })).json().read_only as boolean;

/** The emission cells of a row against the totals screen's figures of the same consumption or voyage, to the gram. */
function expectFigures(row: Row | undefined, figures: TotalsRow, decimalComma = false) {
  const read = (header: string) => Number((row?.[header] ?? '').replace(',', '.'));
  expect(read('CO2e TTW (kg)')).toBeCloseTo(figures.co2e_ttw, 3);
  expect(read('CO2e WTT (kg)')).toBeCloseTo(figures.co2e_wtt, 3);
  expect(read('CO2e WTW (kg)')).toBeCloseTo(figures.CO2_total, 3);
  expect(read('Scope 1 (kg CO2e)')).toBeCloseTo(figures.scope1, 3);
  expect(read('Scope 2 (kg CO2e)')).toBeCloseTo(figures.scope2, 3);
  expect(read('Scope 3 (kg CO2e)')).toBeCloseTo(figures.scope3, 3);
  expect(read('CH4 (kg)')).toBeCloseTo(figures.CH4, 6);
  expect(read('N2O (kg)')).toBeCloseTo(figures.N2O, 6);
  expect(row?.['CO2e WTW (kg)']).toMatch(decimalComma ? /^\d+,\d{3}$/ : /^\d+\.\d{3}$/);
}

describe('POST /api/reports/export/?level=consumption', () => {
  it('writes one row per consumption with its labels, quantity, supplier, account, tags and the totals screen’s figures', async () => {
    const res = await exportCsv(`${RANGE}&type=consumption&level=consumption`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="huella-consumptions-2026-07-01_2026-07-31.csv"');
    const rows = parse(res.body, { bom: true, columns: true }) as Row[];
    expect(rows.map((r) => [r['Report reference'], r['Project name'], r['Project reference'], r.Date, r['Consumption date'], r.Type, r.Center, r.Quantity, r.Unit, r.Supplier, r['Account code'], r.Account, r.Tags, r['Calculation method']])).toEqual([
      [expect.stringMatching(/^CR-2026-\d{6}$/), 'Plant energy', 'CONS-7', '2026-07-31', '2026-07-10', 'Gas oil', 'Valencia plant, north', '1234.500', 'l', '', 'ACC-628', 'Energy', '', 'metered quantity times its factor'],
      [expect.any(String), 'Plant energy', 'CONS-7', '2026-07-31', '2026-07-11', 'Natural gas', 'Valencia plant, north', '5000.000', 'kWh', '', '', '', '', 'metered quantity times its factor'],
      [expect.any(String), 'Plant energy', 'CONS-7', '2026-07-31', '2026-07-12', 'Electricity', 'Valencia plant, north', '12000.000', 'kWh', 'Green Power', '', '', 'Cost centre: CC-7', 'metered quantity times its factor'],
    ]);
    expect(rows[0]).toMatchObject({ Author: 'demo.super', Review: 'DESNZ 2025', Consolidated: 'No' });

    const screen = await totals();
    expect(rows.map((r) => Number(r['Consumption id']))).toEqual(screen.consumptions.map((c: TotalsRow) => c.id));
    rows.forEach((row, i) => expectFigures(row, screen.consumptions[i]));
    // Gas oil burnt by the company is scope 1; grid electricity scope 2, with the supplier's own factor beside it.
    expect(Number(rows[0]?.['Scope 1 (kg CO2e)'])).toBeGreaterThan(0);
    expect(Number(rows[2]?.['Scope 2 (kg CO2e)'])).toBeGreaterThan(0);
    expect(rows[2]?.['Scope 2 market-based (kg CO2e)']).toBe(screen.consumptions[2].scope2_market_based.toFixed(3));
    expect(rows[0]?.['Scope 2 market-based (kg CO2e)']).toBe('');
  });

  it('speaks Spanish with semicolons, decimal commas and Spanish labels', async () => {
    const rows = await exportRows(`${RANGE}&type=consumption&level=consumption`, 'es');
    expect(rows.map((r) => [r.Tipo, r.Cantidad, r.Unidad, r.Centro, r['Método de cálculo'], r.Etiquetas, r.Consolidado])).toEqual([
      ['Gasóleo', '1234,500', 'l', 'Valencia plant, north', 'cantidad medida por su factor', '', 'No'],
      ['Gas natural', '5000,000', 'kWh', 'Valencia plant, north', 'cantidad medida por su factor', '', 'No'],
      ['Electricidad', '12000,000', 'kWh', 'Valencia plant, north', 'cantidad medida por su factor', 'Centro de coste: CC-7', 'No'],
    ]);
    const screen = await totals();
    expect(rows[0]?.['CO2e WTW (kg)']).toBe(screen.consumptions[0].CO2_total.toFixed(3).replace('.', ','));
    expect(rows[2]?.['Alcance 2 según mercado (kg CO2e)']).toBe(screen.consumptions[2].scope2_market_based.toFixed(3).replace('.', ','));
  });
});

describe('POST /api/reports/export/?level=voyage', () => {
  it('writes one row per voyage with the plate, car family, fuel, distance and the totals screen’s figures', async () => {
    const res = await exportCsv(`${RANGE}&level=voyage`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="huella-voyages-2026-07-01_2026-07-31.csv"');
    const rows = parse(res.body, { bom: true, columns: true }) as Row[];
    expect(rows.map((r) => [r['Voyage date'], r.Plate, r['Car family'], r.Fuel, r.Center, r['Distance (km)'], r['Account code'], r.Tags, r['Calculation method']])).toEqual([
      ['2026-07-20', '9876XYZ', 'Seat Leon TDI', 'Diesel', 'Valencia plant, north', '250.5', 'ACC-628', '', 'factor per km'],
      ['2026-07-21', '', 'Renault Zoe', 'Electric', '', '100.0', '', 'Customer: ACME', 'factor per km'],
    ]);
    const screen = await totals();
    expect(rows.map((r) => Number(r['Voyage id']))).toEqual(screen.voyages.map((v: TotalsRow) => v.id));
    rows.forEach((row, i) => expectFigures(row, screen.voyages[i]));
    // A diesel company car is scope 1, a battery-electric one scope 2 (docs/methodology.md §3).
    expect(Number(rows[0]?.['Scope 1 (kg CO2e)'])).toBeGreaterThan(0);
    expect(Number(rows[1]?.['Scope 2 (kg CO2e)'])).toBeGreaterThan(0);
  });

  it('speaks Spanish', async () => {
    const rows = await exportRows(`${RANGE}&level=voyage`, 'es');
    expect(rows.map((r) => [r.Matrícula, r['Familia de coche'], r.Combustible, r['Distancia (km)'], r.Etiquetas])).toEqual([
      ['9876XYZ', 'Seat Leon TDI', 'Diésel', '250,5', ''],
      ['', 'Renault Zoe', 'Eléctrico', '100,0', 'Cliente: ACME'],
    ]);
  });
});

describe('export levels and report types', () => {
  it('exports only the reports of the level’s type', async () => {
    const reports = await exportRows(`${RANGE}&level=report`);
    expect(reports.map((r) => r['Project name'])).toEqual(['Freight']);
    expect(await exportRows(`${RANGE}&level=consumption&search=Freight`)).toEqual([]);
    expect((await exportRows(`${RANGE}&level=stage&type=transport`)).map((r) => r['Project name'])).toEqual(['Freight']);
  });

  it('answers 400 on level when the type asks for the other kind of report, in the request’s language', async () => {
    const en = await exportCsv(`${RANGE}&type=transport&level=consumption`);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ level: ['This level does not export reports of type "transport". Choose one of: report, stage, cargo, storage.'] });
    const es = await exportCsv(`${RANGE}&type=consumption&level=stage`, 'es');
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ level: ['Este nivel no exporta informes de tipo "consumption". Elija uno de: consumption, voyage.'] });
  });

  it('answers 403 to a company that reports scope 3 only, which has no consumptions', async () => {
    const scope3 = await t.login('scope3.super');
    expect((await exportCsv(`${RANGE}&level=consumption`, 'en', scope3)).statusCode).toBe(403);
    expect((await exportCsv(`${RANGE}&level=voyage`, 'en', scope3)).statusCode).toBe(403);
    expect((await exportCsv(`${RANGE}&level=report`, 'en', scope3)).statusCode).toBe(200);
  });

  it('consolidates only the reports the file holds: a transport export never freezes a consumption report', async () => {
    await exportRows(`${RANGE}&level=stage&consolidate=true`);
    expect(await readOnly(transportReport)).toBe(true);
    expect(await readOnly(consumptionReport)).toBe(false);
    const rows = await exportRows(`${RANGE}&level=voyage&consolidate=true`);
    expect(await readOnly(consumptionReport)).toBe(true);
    expect(rows.map((r) => r.Consolidated)).toEqual(['Yes', 'Yes']);
  });
});
