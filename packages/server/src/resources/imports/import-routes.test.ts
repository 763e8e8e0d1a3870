import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #15 items 2 and 4: the templates, the preview of a file before it is imported, and the saved mappings.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
});
afterAll(() => t.close());

const call = (who: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, extra: Record<string, unknown> = {}) =>
  t.call(who ? (tokens[who] as string) : null, { method, url, ...extra });
const upload = (who: string, url: string, body: ReturnType<typeof multipartForm>, language = 'en') =>
  call(who, 'POST', url, { payload: body.payload, headers: { ...body.headers, 'accept-language': language } });
const FIELDS = { project_name: 'From the template', date: '2026-04-02' };

describe('GET /api/imports/templates/{file}.{csv|xlsx}', () => {
  it('writes the CSV template in the asked language: our headers and an example row the import reads past', async () => {
    const en = await call('demo.user', 'GET', '/api/imports/templates/road_overland_stages.csv?language=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/csv/);
    expect(en.headers['content-disposition']).toBe('attachment; filename="huella-road_overland_stages-en.csv"');
    const rows = parse(en.body, { bom: true, relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(IMPORT_COLUMNS.road.map((c) => c.key));
    expect(rows[1]?.[0]).toBe('# Valencia, ES');

    const es = await call('demo.user', 'GET', '/api/imports/templates/road_overland_stages.csv', { headers: { 'accept-language': 'es' } });
    const esRows = parse(es.body, { bom: true, delimiter: ';' }) as string[][];
    expect(esRows[0]?.slice(0, 3)).toEqual(['origen', 'destino', 'origen_lat']);
    expect(esRows[1]).toContain('Grupaje');

    // The template, its example row kept and one row added, imports as it is.
    const row: Record<string, string> = { origin: 'Madrid', destination: 'Zaragoza', distance_km: '310', vehicle_load_type: 'groupage', weight_t: '6' };
    const filled = `${en.body}${IMPORT_COLUMNS.road.map((c) => row[c.key] ?? '').join(',')}\n`;
    const imported = await upload('demo.super', '/api/reports/', multipartForm(FIELDS, { road_overland_stages: filled }));
    expect(imported.statusCode, imported.body).toBe(201);
  });

  it('writes the Excel template with notes on the headers and drop-down lists of the choices', async () => {
    const res = await call('demo.user', 'GET', '/api/imports/templates/nautical_stages.xlsx?language=es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Etapas marítimas');
    expect(sheet.getRow(1).values).toEqual([undefined, ...IMPORT_COLUMNS.nautical.map((c) => c.es)]);
    const loadColumn = IMPORT_COLUMNS.nautical.findIndex((c) => c.key === 'ship_load_type') + 1;
    expect(sheet.getCell(2, loadColumn).value).toBe('Contenedor');
    expect(String(sheet.getCell(1, loadColumn).note)).toMatch(/Granel \(carga completa\) \| Carga general \| Ro-ro \| Contenedor/);
    const validation = sheet.getCell(500, loadColumn).dataValidation;
    expect(validation).toMatchObject({ type: 'list', formulae: [expect.stringMatching(/^lists!\$[A-Z]+\$1:\$[A-Z]+\$4$/)] });
    const lists = book.getWorksheet('lists') as ExcelJS.Worksheet;
    expect(lists.state).toBe('veryHidden');

    // Filled in Excel: the example row (first cell starting with #) is read past.
    const row: Record<string, string | number> = { port_origin: 'ESVLC', port_destination: 'NLRTM', ship_load_type: 'Contenedor', weight_t: 4 };
    sheet.getRow(3).values = IMPORT_COLUMNS.nautical.map((c) => row[c.key] ?? null);
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    const imported = await upload('demo.super', '/api/reports/', multipartForm(FIELDS, { nautical_stages: filled }), 'es');
    expect(imported.statusCode, imported.body).toBe(201);
    const totals = (await call('demo.super', 'GET', `/api/reports/${imported.json().id}/totals/`)).json();
    expect(totals.stages).toHaveLength(1);
    expect(totals.stages[0]).toMatchObject({ distance_method: 'sea_network' });
  });

  it('answers without a login (a template holds no data), and 404 for a file or format it does not have', async () => {
    expect((await call(null, 'GET', '/api/imports/templates/storages.csv')).statusCode).toBe(200);
    expect((await call(null, 'GET', '/api/imports/templates/invoices.csv')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/imports/templates/storages.pdf')).statusCode).toBe(404);
  });
});

describe('POST /api/imports/preview/ and the saved mappings', () => {
  const csv = 'Salida;Llegada;Km;Toneladas;Notas;customer\nMadrid;Zaragoza;10;1;frágil;ACME\nMadrid;Bilbao;20;2;;\n';

  it('shows the first rows and which column each header fills; a mapping sent with an import is saved for the company', async () => {
    const first = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { rail_overland_stages: csv }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      file: 'rail_overland_stages',
      format: 'csv',
      headers: [
        { header: 'Salida', column: null, source: null },
        { header: 'Llegada', column: null, source: null },
        { header: 'Km', column: null, source: null },
        { header: 'Toneladas', column: null, source: null },
        { header: 'Notas', column: null, source: null },
        { header: 'customer', column: null, source: null },
      ],
      rows: [
        { row: 2, cells: ['Madrid', 'Zaragoza', '10', '1', 'frágil', 'ACME'] },
        { row: 3, cells: ['Madrid', 'Bilbao', '20', '2', '', ''] },
      ],
      row_count: 2,
    });

    const mapping = { rail_overland_stages: { Salida: 'origin', Llegada: 'destination', Km: 'distance_km', Toneladas: 'weight_t', Notas: null, customer: 'tag:customer' } };
    const sent = await upload('demo.super', '/api/imports/preview/', multipartForm({ column_mappings: JSON.stringify(mapping) }, { rail_overland_stages: csv }));
    expect(sent.json().headers.map((h: { column: string | null; source: string }) => `${h.column}/${h.source}`)).toEqual([
      'origin/sent',
      'destination/sent',
      'distance_km/sent',
      'weight_t/sent',
      'null/sent',
      'tag:customer/sent',
    ]);
    const imported = await upload('demo.super', '/api/reports/', multipartForm({ ...FIELDS, column_mappings: JSON.stringify(mapping) }, { rail_overland_stages: csv }));
    expect(imported.statusCode, imported.body).toBe(201);
    const stages = (await call('demo.super', 'GET', `/api/reports/${imported.json().id}/totals/`)).json().stages;
    expect(stages[0].cargos[0].tags).toEqual({ customer: 'ACME' });

    const saved = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { rail_overland_stages: csv }));
    expect(saved.json().headers.map((h: { source: string }) => h.source)).toEqual(['saved', 'saved', 'saved', 'saved', 'saved', 'saved']);
    const listed = (await call('demo.user', 'GET', '/api/imports/mappings/?file=rail_overland_stages')).json();
    expect(listed.map((m: { header: string; column: string | null }) => [m.header, m.column])).toEqual([
      ['customer', 'tag:customer'],
      ['Km', 'distance_km'],
      ['Llegada', 'destination'],
      ['Notas', null],
      ['Salida', 'origin'],
      ['Toneladas', 'weight_t'],
    ]);
    // Another company sees none of them, and cannot forget them.
    expect((await call('scope3.super', 'GET', '/api/imports/mappings/')).json()).toEqual([]);
    const notas = listed.find((m: { header: string }) => m.header === 'Notas');
    expect((await call('scope3.super', 'DELETE', `/api/imports/mappings/${notas.id}/`)).statusCode).toBe(404);
    expect((await call('demo.user', 'DELETE', `/api/imports/mappings/${notas.id}/`)).statusCode).toBe(403);
    expect((await call('demo.super', 'DELETE', `/api/imports/mappings/${notas.id}/`)).statusCode).toBe(204);
    const after = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { rail_overland_stages: csv }));
    expect(after.json().headers[4]).toEqual({ header: 'Notas', column: null, source: null });
  });

  it('reads an Excel file too, refuses what it cannot read, and shows a file to any user (nothing is saved)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRows([
      ['origin', 'destination', 'weight_t'],
      ['Madrid', 'Lyon', 3],
    ]);
    const xlsx = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { road_overland_stages: Buffer.from(await book.xlsx.writeBuffer()) }));
    expect(xlsx.json()).toMatchObject({ format: 'xlsx', rows: [{ row: 2, cells: ['Madrid', 'Lyon', '3'] }], row_count: 1 });
    const broken = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { storages: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]) }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ files: { storages: [{ row: null, column: null, message: 'Not a CSV or Excel (.xlsx) file.' }] } });
    const two = await upload('demo.super', '/api/imports/preview/', multipartForm({}, { storages: csv, air_stages: csv }));
    expect(two.statusCode).toBe(400);
    expect(Object.keys(two.json())).toEqual(['non_field_errors']);
    expect((await upload('demo.user', '/api/imports/preview/', multipartForm({}, { storages: csv }))).statusCode).toBe(200);
  });
});
