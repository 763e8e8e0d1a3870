import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// GET /api/reports/emissions_by_project/ and GET /api/reports/export_metric/ (docs/spec/part-2.md §2.7, §7), checked
// against the reports' own totals as a client reads them.

let t: TestApp;
const tokens: Record<string, string> = {};
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') {
  const res = await t.call(tokens[who] as string, { method, url, payload, headers: { 'accept-language': language } });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, headers: res.headers, text: res.body, body: (json ? res.json() : null) as Json };
}
async function created(who: string, url: string, payload: object): Promise<Json> {
  const res = await call(who, 'POST', url, payload);
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${res.text}`);
  return res.body;
}

const YEAR = 'date_after=2025-01-01&date_before=2025-12-31';
const projects: Json[] = [];
let steel = 0;

/** A report with one road leg of `weight` t over `distance` km. */
async function project(name: string, date: string, weight: number, distance: number, tags: Record<string, string> = {}) {
  const report = await created('demo.super', '/api/reports/', { project_name: name, project_reference: `REF-${name}`, date });
  const cargo = await created('demo.super', `/api/reports/${report.id}/cargos/`, { weight, commodity: steel });
  await created('demo.super', `/api/reports/${report.id}/road-overland-stages/`, { distance, cargos: [{ cargo: cargo.id, tags }] });
  const totals = (await call('demo.super', 'GET', `/api/reports/${report.id}/totals/`)).body;
  return { ...report, totals };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
  steel = (await created('demo.super', '/api/commodities/', { name: 'Export steel', description: 'Coils' })).id;
  projects.push(await project('Small', '2025-02-01', 1, 100, { customer: 'ACME' }));
  projects.push(await project('Large', '2025-03-01', 20, 800, { customer: '=HYPERLINK("x")' }));
  projects.push(await project('Middle', '2025-12-31', 5, 400, { customer: 'ACME' }));
  projects.push(await project('Next year', '2026-01-01', 50, 900));
  const consolidated = await call('demo.super', 'POST', `/api/reports/${projects[1]?.id}/consolidate/`);
  if (consolidated.status !== 200) throw new Error(`consolidate: ${consolidated.status} ${consolidated.text}`);
  // Another company's project in the range.
  const decoy = await created('scope3.super', '/api/reports/', { project_name: 'Decoy', date: '2025-06-01' });
  const cargo = await created('scope3.super', `/api/reports/${decoy.id}/cargos/`, { weight: 5 });
  await created('scope3.super', `/api/reports/${decoy.id}/road-overland-stages/`, { distance: 100, cargos: [{ cargo: cargo.id }] });
});
afterAll(() => t.close());

const byName = (name: string) => projects.find((p) => p.project_name === name) as Json;

describe('GET /api/reports/emissions_by_project/', () => {
  it('lists each report of the range with its totals, the biggest first, linked by id', async () => {
    const res = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results.map((r: Json) => r.project_name)).toEqual(['Large', 'Middle', 'Small']);
    const large = res.body.results[0];
    const expected = byName('Large');
    expect(large).toMatchObject({
      id: expected.id,
      reference: expected.reference,
      project_reference: 'REF-Large',
      date: '2025-03-01',
      consolidated: true,
      weight: 20,
    });
    expect(large.CO2_total).toBeCloseTo(expected.totals.CO2_total, 9);
    expect(large.tkm).toBeCloseTo(expected.totals.tkm, 9);
    expect(large.intensity_g_per_tkm).toBeCloseTo((expected.totals.CO2_total * 1000) / expected.totals.tkm, 6);
    const sum = ['Large', 'Middle', 'Small'].reduce((s, n) => s + byName(n).totals.CO2_total, 0);
    expect(res.body.count).toBe(3);
    expect(res.body.overall.CO2_total).toBeCloseTo(sum, 6);
  });

  it('pages, orders and picks reports by reference or consolidation', async () => {
    const page = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&ordering=date&page_size=2&page=2`);
    expect(page.body.results.map((r: Json) => r.project_name)).toEqual(['Middle']);
    expect(page.body.previous).toContain('page_size=2');
    expect(page.body.count).toBe(3);
    const refs = `${byName('Small').reference},${byName('Next year').reference}`;
    const picked = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&references=${refs}`);
    expect(picked.body.results.map((r: Json) => r.project_name)).toEqual(['Small']);
    const open = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&consolidated=false&ordering=-date`);
    expect(open.body.results.map((r: Json) => r.project_name)).toEqual(['Middle', 'Small']);
    const byIntensity = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&ordering=intensity_g_per_tkm`);
    const intensities = byIntensity.body.results.map((r: Json) => r.intensity_g_per_tkm);
    expect(intensities).toEqual(intensities.toSorted((a: number, b: number) => a - b));
  });

  it('shows only the company\'s own reports', async () => {
    const theirs = await call('scope3.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}`);
    expect(theirs.body.results.map((r: Json) => r.project_name)).toEqual(['Decoy']);
    // References are numbered per company: the decoy is TR-2025-000001 too, the demo company's third is theirs alone.
    const refs = byName('Middle').reference;
    const asked = await call('scope3.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&references=${refs}`);
    expect(asked.body.results).toEqual([]);
  });

  it('answers bad parameters with a 400 naming them', async () => {
    const bad = async (query: string) => {
      const res = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${query}`, undefined, 'es');
      expect(res.status, query).toBe(400);
      return Object.keys(res.body);
    };
    expect(await bad('date_before=2025-12-31')).toEqual(['date_after']);
    expect(await bad(`${YEAR}&ordering=colour`)).toEqual(['ordering']);
    expect(await bad(`${YEAR}&page_size=0`)).toEqual(['page_size']);
    expect(await bad('date_after=2025-12-31&date_before=2025-01-01')).toEqual(['date_before']);
    const past = await call('demo.super', 'GET', `/api/reports/emissions_by_project/?${YEAR}&page=9`);
    expect(past.status).toBe(404);
  });
});

const rowsOf = (text: string, delimiter: string) => parse(text, { bom: true, delimiter, relax_column_count: false }) as string[][];

describe('GET /api/reports/export_metric/', () => {

  it('writes the groups and their total as the group-by answers them, in English', async () => {
    const query = `${YEAR}&group_by=tag,transport_type&tag_group_by=customer&fmt=csv`;
    const res = await call('demo.super', 'GET', `/api/reports/export_metric/?${query}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="huella-statistics-tag-transport_type-2025-01-01_2025-12-31.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(res.text, ',');
    expect(rows[0]?.slice(0, 4)).toEqual(['Tag: customer', 'Transport type', 'CO2e WTW (kg)', 'CO2e TTW (kg)']);
    const answer = (await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${query}`)).body;
    expect(rows).toHaveLength(answer.groups.length + 2);
    const body = rows.slice(1, -1);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(body.map((r) => r.slice(0, 2))).toEqual(
      answer.groups.map((g: Json) => [g.key.tag.startsWith('=') ? `'${g.key.tag}` : g.key.tag, 'Road']),
    );
    for (const [i, g] of answer.groups.entries()) expect(Number(body[i]?.[2])).toBeCloseTo(g.CO2_total, 3);
    const total = rows.at(-1) as string[];
    expect(total.slice(0, 2)).toEqual(['Total', '']);
    expect(Number(total[2])).toBeCloseTo(answer.overall.CO2_total, 3);
    expect(Number(total.at(-2))).toBe(answer.overall.weight);
  });

  it('writes Spanish with a semicolon and a decimal comma, and names materials', async () => {
    const res = await call('demo.super', 'GET', `/api/reports/export_metric/?${YEAR}&group_by=commodity`, undefined, 'es');
    expect(res.status, res.text).toBe(200);
    const rows = rowsOf(res.text, ';');
    expect(rows[0]?.slice(0, 2)).toEqual(['Material', 'CO2e WTW (kg)']);
    expect(rows[1]?.[0]).toBe('Export steel');
    expect(rows[1]?.[1]).toMatch(/^\d+,\d{3}$/);
    expect(rows.at(-1)?.[0]).toBe('Total');
  });

  it('writes one row per project, named by reference and project name', async () => {
    const res = await call('demo.super', 'GET', `/api/reports/export_metric/?${YEAR}&group_by=report&type=transport`);
    const rows = rowsOf(res.text, ',');
    expect(rows.slice(1, -1).map((r) => r[0])).toEqual(['Large', 'Middle', 'Small'].map((n) => `${byName(n).reference} · ${n}`));
    expect(Number(rows[1]?.[1])).toBeCloseTo(byName('Large').totals.CO2_total, 3);
  });

  it('refuses what the group-by refuses, before any byte of a file', async () => {
    const res = await call('demo.super', 'GET', '/api/reports/export_metric/?date_after=2025-01-01', undefined, 'es');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ date_before: ['Este campo es obligatorio.'] });
    expect((await call('demo.super', 'GET', `/api/reports/export_metric/?${YEAR}&fmt=pdf`)).status).toBe(400);
    expect((await call('scope3.super', 'GET', `/api/reports/export_metric/?${YEAR}&type=voyage`)).status).toBe(403);
    expect((await t.call(null, { method: 'GET', url: `/api/reports/export_metric/?${YEAR}` })).statusCode).toBe(401);
  });
});
