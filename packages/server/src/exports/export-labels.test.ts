import { CAR_FUELS, CONSUMPTION_TYPES, EXPORT_LEVELS, GAS_COLUMNS, LOAD_TYPES, OPERATED_BY, PORT_OPERATIONS, RAIL_TRACTIONS, SHIP_FUEL_TYPES, SHIP_LOAD_TYPES, AIRCRAFT_TYPES, DISTANCE_METHODS, CALCULATION_METHODS } from '@huella/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// The CSV as a person opens it (issue #11 items 6 and 11): label columns in words, every figure with its
// column's fixed decimals (docs/exports.md "Decimals"), and an empty cell for a gas no factor estimated.

let t: TestApp;
let token: string;
let reportId: number;
const RANGE = 'date_after=2026-06-01&date_before=2026-06-30';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const call = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json());
  reportId = (await call('/api/reports/', { project_name: 'Labels', date: '2026-06-04', origin: 'Shanghai', destination: 'Lyon' })).id;
  const a = await call(`/api/reports/${reportId}/cargos/`, { weight: 34.7, cargo_type: 'teu', teu: 3 });
  const b = await call(`/api/reports/${reportId}/cargos/`, { weight: 4.25 });
  const both = [{ cargo: a.id, tags: { cost_center: 'CC-7', customer: 'ACME' } }, { cargo: b.id }];
  await call(`/api/reports/${reportId}/nautical-stages/`, { ship_load_type: 'container', port_origin: 'CNSHA', port_destination: 'ESVLC', port_operations: 'load_and_discharge', cargos: both });
  await call(`/api/reports/${reportId}/road-overland-stages/`, { origin: 'Valencia', destination: 'Lyon', origin_location: { lat: 39.47, lng: -0.38 }, destination_location: { lat: 45.76, lng: 4.84 }, euro_standard: 'euro_6', cargos: both });
  await call(`/api/reports/${reportId}/air-stages/`, { distance: 1234.567, aircraft_type: 'freighter', cargos: [{ cargo: b.id, tags: { order: 'PO-9' } }] });
  await call(`/api/reports/${reportId}/storages/`, { warehouse_name: 'Lyon hub', moves_number: 3, type: 'own', cargos: [{ cargo: b.id, tags: { cost_center: 'CC-9' } }] });

  // A consumption report for the consumption and voyage levels: each type, a supplier with its own factor, cars of both fuels.
  const center = await call('/api/centers/', { name: 'Labels plant' });
  const supplier = await call('/api/suppliers/', { name: 'Labels Power', type: 'electricity', A1: 0.12, B1: 0.01, C1: 0.004 });
  const account = await call('/api/accounts/', { name: 'Utilities', code: 'U-1' });
  const diesel = await call('/api/car-families/', { brand: 'Labels', model: 'Diesel', fuel: 'gasoil' });
  const electric = await call('/api/car-families/', { brand: 'Labels', model: 'Electric', fuel: 'electricity' });
  const consumption = (await call('/api/reports/', { type: 'consumption', project_name: 'Labels energy', date: '2026-06-30' })).id;
  for (const type of ['gasoil', 'natural_gas', 'electricity']) {
    await call(`/api/reports/${consumption}/consumptions/`, { type, date: '2026-06-15', center: center.id, quantity: '1234.5', account: account.id, supplier: type === 'electricity' ? supplier.id : null, tags: { cost_center: 'CC-7' } });
  }
  for (const family of [diesel, electric]) await call(`/api/reports/${consumption}/voyages/`, { car_family: family.id, center: center.id, distance: '87.25', date: '2026-06-16', tags: { customer: 'ACME' } });
});
afterAll(() => t.close());

async function exportRows(level: string, language: 'en' | 'es') {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/export/?${RANGE}&level=${level}`, headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return parse(res.body, { bom: true, columns: true, delimiter: language === 'es' ? ';' : ',' }) as Record<string, string>[];
}

/** Decimals of a figure column by its header (either language), as docs/exports.md lists them. */
function decimalsOf(header: string): number | null {
  if (/g CO2e\/tkm/.test(header)) return 2;
  if (/CO2e|CO2 \(kg\)|kg CO2e/.test(header)) return 3;
  if (header.endsWith('(kg)')) return 6;
  if (header.endsWith('(t)')) return 4;
  if (header.endsWith('(km)')) return 1;
  if (['(tkm)', '(kWh)', '(l)'].some((unit) => header.endsWith(unit))) return 3;
  if (/^(Share of the stage|Parte de la etapa)$/.test(header)) return 6;
  if (/^(Quantity|Cantidad)$/.test(header)) return 3;
  return null;
}

const CODES = new Set<string>([
  ...LOAD_TYPES, ...OPERATED_BY, ...PORT_OPERATIONS, ...RAIL_TRACTIONS, ...SHIP_FUEL_TYPES, ...SHIP_LOAD_TYPES, ...AIRCRAFT_TYPES, ...DISTANCE_METHODS, ...CALCULATION_METHODS,
  ...CONSUMPTION_TYPES, ...CAR_FUELS, 'per_km', 'car_family',
  'road', 'rail', 'air', 'nautical', 'true', 'false', 'cost_center', 'customer', 'order',
]);
const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;
/** The columns that keep a code for a machine (docs/exports.md): everything else a person reads. */
const CODE_COLUMNS = new Set(['Mode code', 'Código de modo', 'Input hash', 'Hash de entradas']);

describe('the CSV of each level', () => {
  it.each(EXPORT_LEVELS.flatMap((level) => (['en', 'es'] as const).map((language) => [level, language] as const)))(
    '%s in %s: fixed decimals per figure column and no raw code in a label column',
    async (level, language) => {
      const rows = await exportRows(level, language);
      expect(rows.length).toBeGreaterThan(0);
      const decimalMark = language === 'es' ? ',' : '\\.';
      const cells = rows.flatMap((row) => Object.entries(row));
      const badFigures = cells.filter(([header, value]) => {
        const digits = decimalsOf(header);
        return digits !== null && value !== '' && !new RegExp(`^-?\\d+${decimalMark}\\d{${digits}}$`).test(value);
      });
      const labels = cells.filter(([header]) => decimalsOf(header) === null && !CODE_COLUMNS.has(header));
      const rawCodes = labels.filter(([, value]) => SNAKE_CASE.test(value) || value.split(/\s*[·|,:]\s*/).some((part) => CODES.has(part.trim())));
      expect(badFigures).toEqual([]);
      expect(rawCodes).toEqual([]);
      expect(labels.length).toBeGreaterThan(0);
    },
  );

  it('labels transport details, tags and methods, and keeps the mode code apart', async () => {
    const links = await exportRows('cargo', 'es');
    const sea = links.find((l) => l['Código de modo'] === 'nautical');
    expect(sea?.['Detalles del transporte']).toContain('Contenedor · Gasóleo marino (MGO/MDO)');
    expect(sea?.Modo).toBe('Marítimo');
    expect(sea?.Etiquetas?.split(' | ').toSorted()).toEqual(['Centro de coste: CC-7', 'Cliente: ACME']);
    const [storage] = await exportRows('storage', 'en');
    expect(storage).toMatchObject({ 'Operated by': 'Own', Tags: 'Cost centre: CC-9', Consolidated: 'No' });
    const [report] = await exportRows('report', 'en');
    expect(report?.['Cargo mass (t)']).toBe('38.9500');
  });

  it('leaves the cell of a gas no factor estimated empty, and fills the gases that were', async () => {
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/totals/` })).json();
    const stages = await exportRows('stage', 'en');
    const header = { CO2: 'CO2 (kg)', CH4: 'CH4 (kg)', N2O: 'N2O (kg)', HFCS: 'HFCs (kg)', PFCS: 'PFCs (kg)', SF6: 'SF6 (kg)', NF3: 'NF3 (kg)', NOX: 'NOx (kg)', SOX: 'SOx (kg)', PM: 'PM (kg)' } as const;
    expect(stages).toHaveLength(totals.stages.length);
    totals.stages.forEach((stage: { not_estimated: string[]; [gas: string]: unknown }, i: number) => {
      expect(stage.not_estimated).toContain('HFCS');
      const empty = GAS_COLUMNS.filter((gas) => stages[i]?.[header[gas]] === '');
      expect(empty).toEqual(GAS_COLUMNS.filter((gas) => stage.not_estimated.includes(gas)));
      for (const gas of GAS_COLUMNS.filter((g) => !stage.not_estimated.includes(g))) {
        expect(Number(stages[i]?.[header[gas]])).toBeCloseTo(stage[gas] as number, gas === 'CO2' ? 3 : 6);
      }
    });
    const [report] = await exportRows('report', 'en');
    for (const gas of totals.not_estimated as (keyof typeof header)[]) expect(report?.[header[gas]]).toBe('');
    expect(report?.['CO2 (kg)']).not.toBe('');
  });
});
