import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let token: string;
let userToken: string;
let reportId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  userToken = await t.login('demo.user');
  const call = (method: 'POST' | 'GET', url: string, payload?: object) => t.call(token, { method, url, payload }).then((r) => r.json());
  const report = await call('POST', '/api/reports/', { project_name: '=cmd|calc', project_reference: 'EXP-1', date: '2026-05-04', origin: 'Valencia, Spain', destination: 'Lyon' });
  reportId = report.id;
  const a = await call('POST', `/api/reports/${reportId}/cargos/`, { weight: 6 });
  const b = await call('POST', `/api/reports/${reportId}/cargos/`, { weight: 4 });
  await call('POST', `/api/reports/${reportId}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: a.id, tags: { customer: 'ACME' } }, { cargo: b.id }] });
  await call('POST', `/api/reports/${reportId}/rail-overland-stages/`, { distance: 800, cargos: [{ cargo: a.id }] });
  await call('POST', `/api/reports/${reportId}/storages/`, { warehouse_name: 'Hub, north', moves_number: 2, type: 'own', cargos: [{ cargo: b.id, tags: { order: '+PO-9' } }] });
});
afterAll(() => t.close());

async function exportCsv(query: string, who = token, language = 'en') {
  const res = await t.call(who, { method: 'POST', url: `/api/reports/export/?${query}`, headers: { 'accept-language': language } });
  return res;
}
const rowsOf = (body: string, delimiter = ',') => parse(body, { bom: true, columns: true, delimiter }) as Record<string, string>[];
const RANGE = 'date_after=2026-05-01&date_before=2026-05-31';

describe('POST /api/reports/export/', () => {
  it('writes one row per report with the stored totals, a BOM, a file name and escaped formulas', async () => {
    const res = await exportCsv(`${RANGE}&level=report`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="huella-reports-2026-05-01_2026-05-31.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(res.body);
    expect(rows).toHaveLength(1);
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/totals/` })).json();
    const [row] = rows as [Record<string, string>];
    expect(row['Project name']).toBe("'=cmd|calc");
    expect(row.Review).toBe('DESNZ 2025');
    expect(Number(row['CO2e WTW (kg)'])).toBeCloseTo(totals.CO2_total, 3);
    expect(Number(row['Scope 2 (kg CO2e)'])).toBeCloseTo(totals.scope2, 3);
    expect(Number(row['CH4 (kg)'])).toBeCloseTo(totals.CH4, 6);
    expect(row['Input hash']).toBe(totals.input_hash);
  });

  it('writes stages, cargo links and storages with their distances, methods, tags and figures', async () => {
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/totals/` })).json();
    const stages = rowsOf((await exportCsv(`${RANGE}&level=stage`)).body);
    expect(stages.map((s) => [s.Mode, s['Mode code'], s['Distance (km)'], s['Distance method'], s['Calculation method']])).toEqual([
      ['Road', 'road', '500.0', 'declared by the user', 'average factor per tkm'],
      ['Rail', 'rail', '800.0', 'declared by the user', 'average factor per tkm'],
    ]);
    expect(stages.map((s) => Number(s['CO2e WTW (kg)']))).toEqual(totals.stages.map((s: { CO2_total: number }) => Number(s.CO2_total.toFixed(3))));
    expect(stages[0]?.['CO2e WTW (kg)']).toBe('626.100');

    const links = rowsOf((await exportCsv(`${RANGE}&level=cargo`)).body);
    expect(links.map((l) => [l['Cargo reference'], Number(Number(l['CO2e WTW (kg)']).toFixed(3)), l.Tags])).toEqual([
      ['C1', 375.66, 'Customer: ACME'],
      ['C2', 250.44, ''],
      ['C1', Number(totals.stages[1].CO2_total.toFixed(3)), ''],
    ]);
    const storages = rowsOf((await exportCsv(`${RANGE}&level=storage`)).body);
    expect(storages).toHaveLength(1);
    expect(storages[0]).toMatchObject({ Warehouse: 'Hub, north', 'Operated by': 'Own', 'Electricity (kWh)': '8.000', Tags: 'Order: +PO-9' });
    expect(Number(storages[0]?.['CO2e WTW (kg)'])).toBeCloseTo(totals.storages[0].CO2_total, 3);
  });

  it('speaks Spanish with semicolons and decimal commas, or the delimiter asked for', async () => {
    const es = await exportCsv(`${RANGE}&level=stage`, token, 'es');
    const [row] = rowsOf(es.body, ';');
    expect(row?.['Distancia (km)']).toBe('500,0');
    expect(row?.['CO2e WTW (kg)']).toBe('626,100');
    expect(row).toMatchObject({ Modo: 'Carretera', 'Código de modo': 'road', 'Operado por': 'Subcontratado', 'Método de distancia': 'declarada por el usuario' });
    const comma = await exportCsv(`${RANGE}&level=stage&delimiter=,`, token, 'es');
    expect(rowsOf(comma.body)[0]?.['Modo']).toBe('Carretera');
  });

  it('needs both dates unless a search is given, naming the missing field', async () => {
    const res = await exportCsv('date_after=2026-05-01');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ date_before: ['This field is required.'] });
    expect((await exportCsv('search=EXP-1')).statusCode).toBe(200);
    expect((await exportCsv(`${RANGE}&level=everything`)).statusCode).toBe(400);
  });

  it('exports only the company’s reports and consolidates them when asked', async () => {
    const other = await t.login('scope3.super');
    expect(rowsOf((await exportCsv(RANGE, other)).body)).toHaveLength(0);
    // Any role freezes what it exports, as it may consolidate any report (docs/spec/part-2.md §6): demo.user, a report of demo.super.
    expect((await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/` })).json().read_only).toBe(false);
    await exportCsv(`${RANGE}&consolidate=true`, userToken);
    expect((await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/` })).json().read_only).toBe(true);
    expect(rowsOf((await exportCsv(`${RANGE}&consolidated=true`)).body)[0]?.Consolidated).toBe('Yes');
  });
});
