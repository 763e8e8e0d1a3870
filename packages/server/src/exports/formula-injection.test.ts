import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_FILES } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue #17 part 5 (docs/security.md): a value a user typed never reaches a spreadsheet as a formula, on any of the
// files the API writes. Every text a company can store that an export writes starts here with a character a
// spreadsheet runs (= + - @, tab, CR); each file is read back with a real CSV parser.

let t: TestApp;
let token: string;
let transportId: number;
let reviewId: number;
const RANGE = 'date_after=2026-06-01&date_before=2026-06-30';

/** What a spreadsheet would run: a cell starting with one of these (OWASP, "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as the files write it (decimal point or comma): it starts with `-` and is no formula. */
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const post = async (url: string, payload: object, who = token) => {
    const res = await t.call(who, { method: 'POST', url, payload });
    expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    return res.json();
  };
  // A username may start with + - @ (USERNAME_PATTERN): the author column.
  await post('/api/users/', { username: '@author', name: 'At', email: 'at@example.com', password: 'their-own-pass-5', role: 'super' });
  const author = await t.login('@author', 'their-own-pass-5');
  const material = await post('/api/commodities/', { name: '=MATERIAL()', description: '-steel coils' });

  transportId = (await post('/api/reports/', { project_name: '=1+1', project_reference: '+REF', date: '2026-06-04' }, author)).id;
  const cargo = await post(`/api/reports/${transportId}/cargos/`, { weight: 6, commodity: material.id }, author);
  await post(
    `/api/reports/${transportId}/road-overland-stages/`,
    { origin: '-Origin', destination: '@Destination', distance: 500, cargos: [{ cargo: cargo.id, tags: { customer: '=HYPERLINK("http://x")', order: '\tPO-1' } }] },
    author,
  );
  await post(`/api/reports/${transportId}/storages/`, { warehouse_name: '+Hub', place: '-Dock', moves_number: 2, type: 'own', cargos: [{ cargo: cargo.id, tags: { order: '\rPO-2' } }] }, author);

  const center = await post('/api/centers/', { name: '=CENTER' });
  const supplier = await post('/api/suppliers/', { name: '-Supplier', type: 'electricity', A1: 0.1, B1: 0.01, C1: 0.005, factor_source: '@source' });
  const account = await post('/api/accounts/', { name: '+Account', code: '@ACC' });
  const family = await post('/api/car-families/', { brand: '=Brand', model: '-Model', fuel: 'gasoil' });
  const car = await post('/api/cars/', { plate: '+PLATE', car_family: family.id, center: center.id });
  const consumption = (await post('/api/reports/', { type: 'consumption', project_name: '@energy', project_reference: '-CONS', date: '2026-06-30' })).id;
  await post(`/api/reports/${consumption}/consumptions/`, { type: 'electricity', date: '2026-06-10', center: center.id, quantity: '1000', supplier: supplier.id, account: account.id, tags: { cost_center: '=CC' } });
  await post(`/api/reports/${consumption}/voyages/`, { car: car.id, center: center.id, distance: '250', date: '2026-06-20', account: account.id, tags: { customer: '-ACME' } });

  reviewId = (await t.call(token, { method: 'GET', url: '/api/reviews/' })).json().results[0].id;
});
afterAll(() => t.close());

/** The file's cells (header included), read as a spreadsheet would be given them. */
function cellsOf(body: string, delimiter: ',' | ';'): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true, delimiter, relax_column_count: true }) as string[][];
}

/** Every cell a spreadsheet would run as a formula: none may be left. */
const formulaCells = (rows: string[][]) => rows.flat().filter((cell) => FORMULA_START.test(cell) && !NUMBER.test(cell));

/** The cell holding each planted value, as written. */
const planted = (rows: string[][], values: string[]) => values.map((value) => rows.flat().find((cell) => cell.includes(value)));
/** A planted value that starts its cell comes with a leading `'`; one after a label (`Customer: =X`) is safe as it is. */
const defused = (cell: string | undefined, value: string) => cell !== undefined && (cell.startsWith(`'${value}`) || !cell.startsWith(value));

async function download(method: 'GET' | 'POST', url: string, language: 'en' | 'es', payload?: object) {
  const res = await t.call(token, { method, url, payload, headers: { 'accept-language': language } });
  expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return cellsOf(res.body, language === 'es' ? ';' : ',');
}

const LEVELS: [level: string, values: string[]][] = [
  ['report', ['=1+1', '+REF', '@author']],
  ['stage', ['=1+1', '@author', '-Origin', '@Destination']],
  ['cargo', ['=1+1', '-Origin', '=MATERIAL()', '=HYPERLINK("http://x")', 'PO-1']],
  ['storage', ['+Hub', '-Dock', 'PO-2']],
  ['consumption', ['@energy', '-CONS', '=CENTER', '-Supplier', '+Account', '@ACC', '=CC']],
  ['voyage', ['@energy', '+PLATE', '=CENTER', '+Account', '-ACME']],
];

describe('formula injection', () => {
  for (const [level, values] of LEVELS) {
    for (const language of ['en', 'es'] as const) {
      it(`escapes every text cell of POST /api/reports/export/?level=${level} (${language})`, async () => {
        const rows = await download('POST', `/api/reports/export/?${RANGE}&level=${level}`, language);
        expect(rows.length).toBeGreaterThan(1);
        expect(formulaCells(rows)).toEqual([]);
        const found = planted(rows, values);
        expect(found.every((cell, i) => defused(cell, values[i] ?? '')), JSON.stringify(found)).toBe(true);
      });
    }
  }

  it('leaves numbers as numbers: negative figures and decimal commas are not text', async () => {
    // A figure cell is written as a number, never through the text escaping; a text that looks like one is text.
    const rows = await download('POST', `/api/reports/export/?${RANGE}&level=stage`, 'es');
    const [header = [], first = []] = rows;
    const distance = first[header.indexOf('Distancia (km)')];
    expect(distance).toBe('500,0');
    expect(first[header.indexOf('CO2e WTW (kg)')]).toMatch(/^\d+,\d{3}$/);
  });

  for (const group of ['commodity', 'tag', 'center', 'car', 'report']) {
    it(`escapes every text cell of GET /api/reports/export_metric/ grouped by ${group}`, async () => {
      const tag = group === 'tag' ? '&tag_group_by=customer' : '';
      const type = { center: '&type=consumption', car: '&type=voyage' }[group] ?? '';
      const rows = await download('GET', `/api/reports/export_metric/?${RANGE}&group_by=${group}${tag}${type}`, 'en');
      expect(formulaCells(rows)).toEqual([]);
      // A report is named `reference · project name`: its project name is not at the start of the cell.
      const expected = { commodity: '=MATERIAL()', tag: '=HYPERLINK("http://x")', center: '=CENTER', car: '+PLATE', report: '=1+1' }[group] ?? '';
      const [cell] = planted(rows, [expected]);
      expect(defused(cell, expected), cell).toBe(true);
    });
  }

  it('escapes every text cell of POST /api/reports/{id}/restate/csv/, and keeps its differences numbers', async () => {
    for (const language of ['en', 'es'] as const) {
      const rows = await download('POST', `/api/reports/${transportId}/restate/csv/`, language, { review: reviewId });
      expect(formulaCells(rows)).toEqual([]);
      expect(planted(rows, ['-Origin', '+Hub'])).toEqual(["'-Origin → @Destination", "'+Hub"]);
      const header = rows[0] ?? [];
      const difference = header.findIndex((name) => /^(difference|diferencia) kg CO2e$/.test(name));
      for (const row of rows.slice(1)) expect(row[difference]).toMatch(NUMBER);
    }
  });

  it('writes templates with no cell a spreadsheet would run, in CSV and in Excel', async () => {
    for (const file of Object.keys(IMPORT_FILES)) {
      for (const language of ['en', 'es'] as const) {
        const csv = await t.app.inject({ method: 'GET', url: `/api/imports/templates/${file}.csv?language=${language}` });
        expect(formulaCells(cellsOf(csv.body, language === 'es' ? ';' : ','))).toEqual([]);
        const xlsx = await t.app.inject({ method: 'GET', url: `/api/imports/templates/${file}.xlsx?language=${language}` });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
        book.eachSheet((sheet) =>
          sheet.eachRow((row) =>
            row.eachCell((cell) => {
              // Text is stored as text in a workbook (never run); a formula cell is what would be.
              expect(cell.type, `${file}.xlsx ${sheet.name}!${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
            }),
          ),
        );
      }
    }
  });
});
