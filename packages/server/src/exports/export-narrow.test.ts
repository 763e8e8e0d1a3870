import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// A narrow export: a filter that matches one report in 40, so each batch of report ids is spread over forty
// times as many ids (docs/exports.md "At scale"). The matching reports have more children than a page, so the
// rows of one batch come in several pages (PGlite) or cursor reads (PostgreSQL).
const TRANSPORT_REPORTS = 1_200;
const CONSUMPTION_REPORTS = 600;
const EVERY = 40;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  // Matching reports get 25 stages (or 40 consumptions), the others 1–3: rows in SQL, the API would take minutes.
  await t.db.execute(sql`
    with author as (select id, company_id from users where username = 'demo.super'),
         made as (
           insert into reports (company_id, type, reference, project_name, date, created_by_id)
           select company_id, 'transport', 'NARROW-' || lpad(g::text, 5, '0'), case when g % ${EVERY} = 0 then 'Needle lane' else 'Haystack lane' end,
             date '2025-01-01' + (g % 365), id
           from author, generate_series(1, ${TRANSPORT_REPORTS}) g
           order by g
           returning id, company_id, project_name)
    insert into stages (company_id, report_id, kind, operated_by, declared_distance, distance_km, distance_method, origin, destination, co2_total, result)
    select made.company_id, made.id, 'road', 'third_party', s, s, 'declared', 'Origin ' || made.id, 'Destination ' || s, s * 1.5,
      jsonb_build_object('method', 'per_tkm', 'mass_t', 10, 'tkm', s * 10, 'intensity_g_per_tkm', 150,
        'co2e_ttw', s * 1.2, 'co2e_wtt', s * 0.3, 'co2e_wtw', s * 1.5, 'co2e_wtw_with_rf', s * 1.5,
        'gases', jsonb_build_object('CO2', s, 'CH4', 0.001, 'N2O', 0.002, 'HFCs', 0, 'PFCs', 0, 'SF6', 0, 'NF3', 0, 'NOx', 0, 'SOx', 0, 'PM', 0),
        'not_estimated', jsonb_build_array('HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'),
        'scopes', jsonb_build_object('scope1', 0, 'scope2', 0, 'scope3', s * 1.5),
        -- The rest of a real result: its factors and cargo shares, which make it large enough to be compressed.
        'factors_used', (select jsonb_agg(jsonb_build_object('key', 'road.factor.' || f, 'unit', 'kg CO2e/tkm', 'value', f / 1000.0, 'source', 'DESNZ 2025 flat file, row ' || f)) from generate_series(1, 30) f))
    from made, generate_series(1, case when made.project_name = 'Needle lane' then 25 else 1 + made.id % 3 end) s
    order by made.id, s`);
  await t.db.execute(sql`
    with author as (select id, company_id from users where username = 'demo.super'),
         made as (
           insert into reports (company_id, type, reference, project_name, date, created_by_id)
           select company_id, 'consumption', 'NARROW-C-' || lpad(g::text, 5, '0'), case when g % ${EVERY} = 0 then 'Needle plant' else 'Haystack plant' end,
             date '2025-01-01' + (g % 365), id
           from author, generate_series(1, ${CONSUMPTION_REPORTS}) g
           order by g
           returning id, company_id, project_name)
    insert into consumptions (company_id, report_id, type, date, quantity, co2_total, result)
    select made.company_id, made.id, 'gasoil', date '2025-06-01', c, c * 3.2,
      jsonb_build_object('method', 'metered', 'quantity', c, 'co2e_ttw', c * 2.57, 'co2e_wtt', c * 0.63, 'co2e_wtw', c * 3.2, 'co2e_wtw_with_rf', c * 3.2,
        'gases', jsonb_build_object('CO2', c * 2.57, 'CH4', 0, 'N2O', 0, 'HFCs', 0, 'PFCs', 0, 'SF6', 0, 'NF3', 0, 'NOx', 0, 'SOx', 0, 'PM', 0),
        'scopes', jsonb_build_object('scope1', c * 2.57, 'scope2', 0, 'scope3', c * 0.63), 'scope2_market_based', null)
    from made, generate_series(1, case when made.project_name = 'Needle plant' then 40 else 2 end) c
    order by made.id, c`);
}, 120_000);
afterAll(() => t.close());

const rowsOf = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];
const YEAR = 'date_after=2025-01-01&date_before=2025-12-31';

/** The children (stages or consumptions) of the reports whose project is `project`, in (report, child) order. */
async function expectedChildren(table: 'stages' | 'consumptions', project: string) {
  const result = await t.db.execute(sql`select c.id, r.reference from ${sql.identifier(table)} c join reports r on r.id = c.report_id
    where r.project_name = ${project} order by c.report_id, c.id`);
  return (result as unknown as { rows: { id: number; reference: string }[] }).rows.map((r) => ({ id: String(r.id), reference: r.reference }));
}

describe('POST /api/reports/export/ of a narrow filter', () => {
  it('writes exactly the stages of the matching reports, in report and stage order, with their figures', async () => {
    const res = await t.call(token, { method: 'POST', url: `/api/reports/export/?${YEAR}&level=stage&project_name=needle` });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    const expected = await expectedChildren('stages', 'Needle lane');
    expect(expected).toHaveLength((TRANSPORT_REPORTS / EVERY) * 25);
    expect(rows.map((r) => ({ id: r['Stage id'], reference: r['Report reference'] }))).toEqual(expected);
    // The figures come out of the unpacked result: the nth stage of a report has distance n and n × 1.5 kg WTW.
    for (const row of rows) {
      const n = Number(row['Distance (km)']);
      expect(row['CO2e WTW (kg)']).toBe((n * 1.5).toFixed(3));
      expect(row['CO2 (kg)']).toBe(n.toFixed(3));
      expect(row['CH4 (kg)']).toBe('0.001000');
      expect(row['HFCs (kg)']).toBe('');
      expect(row['Transport activity (tkm)']).toBe((n * 10).toFixed(3));
      expect(row['Calculation method']).not.toBe('');
    }
  });

  it('writes exactly the consumptions of the matching consumption reports', async () => {
    const res = await t.call(token, { method: 'POST', url: `/api/reports/export/?${YEAR}&level=consumption&project_name=needle` });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    const expected = await expectedChildren('consumptions', 'Needle plant');
    expect(expected).toHaveLength((CONSUMPTION_REPORTS / EVERY) * 40);
    expect(rows.map((r) => ({ id: r['Consumption id'], reference: r['Report reference'] }))).toEqual(expected);
  });

  it('writes every stage of the year when nothing narrows it', async () => {
    const res = await t.call(token, { method: 'POST', url: `/api/reports/export/?${YEAR}&level=stage&search=NARROW-` });
    const rows = rowsOf(res.body);
    const all = await t.db.execute(sql`select count(*)::int as count from stages s join reports r on r.id = s.report_id where r.reference like 'NARROW-%'`);
    expect(rows).toHaveLength((all as unknown as { rows: { count: number }[] }).rows[0]?.count as number);
    expect(new Set(rows.map((r) => r['Stage id'])).size).toBe(rows.length);
  });
});
