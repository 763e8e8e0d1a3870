import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test-support/read-pdf.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A consolidated consumption report is frozen (docs/methodology.md §2, decisions 0006 and 0009), the names of its
// rows included: after its center, supplier, account, car and car family are renamed, its totals, PDF and CSV rows
// still say what the frozen figures were calculated with. An open report shows the lookups' current names.

let t: TestApp;
let token: string;
let frozen: Report;
let open: Report;
/** The frozen report as it read right after consolidation. */
let before: { totals: Json; consumptions: Row[]; voyages: Row[] };

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
type Row = Record<string, string>;
interface Report {
  id: number;
  reference: string;
}

const RANGE = 'date_after=2026-03-01&date_before=2026-03-31';

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Json> {
  const res = await t.call(token, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const totals = (report: Report) => call('GET', `/api/reports/${report.id}/totals/`);

/** The rows of a report in the CSV export of a level, parsed as a spreadsheet reads them. */
async function csvRows(level: 'consumption' | 'voyage', report: Report): Promise<Row[]> {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/export/?${RANGE}&level=${level}` });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return (parse(res.body, { bom: true, columns: true }) as Row[]).filter((r) => r['Report reference'] === report.reference);
}

/** The extended PDF's text (it names every row twice: in the tables and in the calculation details). */
async function pdfText(report: Report): Promise<string> {
  const res = await t.call(token, { method: 'POST', url: `/api/reports/${report.id}/pdf/`, payload: { type: 'extended', language: 'en' } });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return readPdf(res.rawPayload).text;
}

const OLD = { center: 'Plant Alpha', supplier: 'Volt Iberia', account: ['ACC-100', 'Energy'], plate: '1111AAA', family: 'Seat Leon TDI' };
const NEW = { center: 'Plant Omega', supplier: 'Watt Norte', account: ['ACC-200', 'Utilities'], plate: '2222BBB', family: 'Seat B1 EV' };

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const center = await call('POST', '/api/centers/', { name: OLD.center });
  const supplier = await call('POST', '/api/suppliers/', { name: OLD.supplier, type: 'electricity', A1: 0.1, B1: 0.01, C1: 0.005, factor_source: 'Fuel mix 2025' });
  const account = await call('POST', '/api/accounts/', { code: OLD.account[0], name: OLD.account[1] });
  const family = await call('POST', '/api/car-families/', { brand: 'Seat', model: 'Leon TDI', fuel: 'gasoil' });
  const car = await call('POST', '/api/cars/', { plate: OLD.plate, car_family: family.id, center: center.id });
  const report = async (name: string): Promise<Report> => {
    const created = await call('POST', '/api/reports/', { type: 'consumption', project_name: name, date: '2026-03-31' });
    const base = `/api/reports/${created.id}`;
    await call('POST', `${base}/consumptions/`, { type: 'electricity', date: '2026-03-10', center: center.id, supplier: supplier.id, account: account.id, quantity: '1000' });
    await call('POST', `${base}/voyages/`, { car: car.id, center: center.id, account: account.id, distance: '120', date: '2026-03-11' });
    return { id: created.id, reference: created.reference };
  };
  frozen = await report('Frozen names');
  open = await report('Open names');
  await call('POST', `/api/reports/${frozen.id}/consolidate/`);
  before = { totals: await totals(frozen), consumptions: await csvRows('consumption', frozen), voyages: await csvRows('voyage', frozen) };

  await call('PATCH', `/api/centers/${center.id}/`, { name: NEW.center });
  await call('PATCH', `/api/suppliers/${supplier.id}/`, { name: NEW.supplier });
  await call('PATCH', `/api/accounts/${account.id}/`, { code: NEW.account[0], name: NEW.account[1] });
  await call('PATCH', `/api/cars/${car.id}/`, { plate: NEW.plate });
  await call('PATCH', `/api/car-families/${family.id}/`, { model: 'B1 EV' });
});
afterAll(() => t.close());

describe('a consolidated consumption report after its lookups are renamed', () => {
  it('keeps its totals as frozen, rows named as they were calculated', async () => {
    const after = await totals(frozen);
    expect(after).toEqual(before.totals);
    expect(after.consumptions[0]).toMatchObject({ center: OLD.center, supplier: OLD.supplier });
    expect(after.voyages[0]).toMatchObject({ car: OLD.plate, car_family: OLD.family, fuel: 'gasoil', center: OLD.center });
    // The frozen figures are those of a diesel car: scope 1.
    expect(after.voyages[0].scope1).toBeGreaterThan(0);
  });

  it('exports the same consumption and voyage rows as before, with the old names', async () => {
    const consumptions = await csvRows('consumption', frozen);
    expect(consumptions).toEqual(before.consumptions);
    expect(consumptions.map((r) => [r.Consolidated, r.Center, r.Supplier, r['Account code'], r.Account])).toEqual([['Yes', OLD.center, OLD.supplier, ...OLD.account]]);
    const voyages = await csvRows('voyage', frozen);
    expect(voyages).toEqual(before.voyages);
    expect(voyages.map((r) => [r.Plate, r['Car family'], r.Fuel, r.Center, r['Account code'], r.Account])).toEqual([[OLD.plate, OLD.family, 'Diesel', OLD.center, ...OLD.account]]);
  });

  it('prints the old names in its PDF', async () => {
    const text = await pdfText(frozen);
    for (const name of [OLD.center, OLD.supplier, OLD.plate, OLD.family]) expect(text).toContain(name);
    for (const name of [NEW.center, NEW.supplier, NEW.plate, 'B1 EV']) expect(text).not.toContain(name);
    expect(text).toMatch(/Fuel\s+Diesel/);
  });

  it('shows the current names when it was consolidated before rows kept their names', async () => {
    await t.db.execute(sql`update consumptions set result = result - 'labels' where report_id = ${frozen.id}`);
    await t.db.execute(sql`update voyages set result = result - 'labels' where report_id = ${frozen.id}`);
    const after = await totals(frozen);
    expect(after.consumptions[0]).toMatchObject({ center: NEW.center, supplier: NEW.supplier, CO2_total: before.totals.consumptions[0].CO2_total });
    expect(after.voyages[0]).toMatchObject({ car: NEW.plate, car_family: NEW.family, CO2_total: before.totals.voyages[0].CO2_total });
    expect((await csvRows('consumption', frozen)).map((r) => r.Center)).toEqual([NEW.center]);
  });
});

describe('an open consumption report after its lookups are renamed', () => {
  it('shows the current names in its totals, CSV rows and PDF', async () => {
    const now = await totals(open);
    expect(now.consumptions[0]).toMatchObject({ center: NEW.center, supplier: NEW.supplier });
    expect(now.voyages[0]).toMatchObject({ car: NEW.plate, car_family: NEW.family, center: NEW.center });
    const consumptions = await csvRows('consumption', open);
    expect(consumptions.map((r) => [r.Consolidated, r.Center, r.Supplier, r['Account code'], r.Account])).toEqual([['No', NEW.center, NEW.supplier, ...NEW.account]]);
    const voyages = await csvRows('voyage', open);
    expect(voyages.map((r) => [r.Plate, r['Car family'], r.Center, r['Account code'], r.Account])).toEqual([[NEW.plate, NEW.family, NEW.center, ...NEW.account]]);
    const text = await pdfText(open);
    for (const name of [NEW.center, NEW.supplier, NEW.plate, NEW.family]) expect(text).toContain(name);
    for (const name of [OLD.center, OLD.supplier, OLD.plate, 'Leon TDI']) expect(text).not.toContain(name);
  });
});
