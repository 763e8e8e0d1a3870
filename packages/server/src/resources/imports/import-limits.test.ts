import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #20 item 9: an import is bounded. Past the row cap it is refused before any database work; on
// PostgreSQL a statement that runs (or waits) past the time limit stops it, and nothing is saved.

const MAX_ROWS = 40;
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_IMPORT_MAX_ROWS: String(MAX_ROWS), HUELLA_IMPORT_TIMEOUT_SECONDS: '1' });
  token = await t.login('demo.super');
});
afterAll(() => t.close());

/** `count` road rows, each its own cargo, with a declared distance. */
const roadRows = (count: number, prefix = 'R') =>
  ['cargo,cargo_weight,distance,vehicle_load_type', ...Array.from({ length: count }, (_, i) => `${prefix}${i},2,${100 + i},groupage`)].join('\n') + '\n';
const storageRows = (count: number) => ['cargo,cargo_weight,warehouse_name,moves_number,type', ...Array.from({ length: count }, (_, i) => `S${i},1,Hub ${i},2,own`)].join('\n') + '\n';

const importAs = (project: string, files: Record<string, string>, language = 'en') => {
  const form = multipartForm({ project_name: project, date: '2026-04-02' }, files);
  return t.call(token, { method: 'POST', url: '/api/reports/', payload: form.payload, headers: { ...form.headers, 'accept-language': language } });
};

async function reportsNamed(project: string): Promise<number> {
  return (await t.call(token, { method: 'GET', url: `/api/reports/?project_name=${encodeURIComponent(project)}` })).json().count;
}

describe('POST /api/reports/ with import files, past its limits', () => {
  it('refuses at once an import past the row cap, naming the file whose rows cross it, and saves nothing', async () => {
    const started = Date.now();
    const res = await importAs('Too many rows', { road_overland_stages: roadRows(25), storages: storageRows(5_000) });
    expect(res.statusCode).toBe(400);
    // The first row past the cap is row 17 of the storages (25 road rows, then 15 storages from row 2).
    expect(res.json()).toEqual({
      files: { storages: [{ row: 17, column: null, message: `More than ${MAX_ROWS} rows in this import (all its files together): split it into several reports.` }] },
    });
    // 5,025 rows would take a minute to import; the refusal reads no more than the cap and touches no table.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await reportsNamed('Too many rows')).toBe(0);

    const es = await importAs('Demasiadas filas', { road_overland_stages: roadRows(MAX_ROWS + 1) }, 'es');
    expect(es.json()).toEqual({
      files: { road_overland_stages: [{ row: MAX_ROWS + 2, column: null, message: `Más de ${MAX_ROWS} filas en esta importación (todos sus archivos juntos): divídala en varios informes.` }] },
    });
  });

  it('refuses a file past the size limit (50 MB of one column) by its field, before reading a row', async () => {
    const column = `origin\n${'x'.repeat(50 * 1024 * 1024)}\n`;
    const res = await importAs('One huge column', { road_overland_stages: column });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ files: { road_overland_stages: [{ row: null, column: null, message: 'The file is too large.' }] } });
    expect(await reportsNamed('One huge column')).toBe(0);
  });

  it('imports up to the cap, all files together', async () => {
    const res = await importAs('Just enough rows', { road_overland_stages: roadRows(MAX_ROWS - 5), storages: storageRows(5) });
    expect(res.statusCode, res.body).toBe(201);
    const totals = (await t.call(token, { method: 'GET', url: `/api/reports/${res.json().id}/totals/` })).json();
    expect(totals.stages).toHaveLength(MAX_ROWS - 5);
    expect(totals.storages).toHaveLength(5);
  });

  // PGlite enforces no statement timeout (docs/import.md "Limits"): this holds on PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 and saves nothing when a statement of the import waits past the time limit', async () => {
    // Another session holds the cargos table, as a long report or a backup would: the import's first cargo waits.
    const holder = await ((t.db as unknown as { $client: Pool }).$client).connect();
    try {
      await holder.query('begin');
      await holder.query('lock table cargos in share mode');
      const started = Date.now();
      const res = await importAs('Waited too long', { road_overland_stages: roadRows(3) });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        detail: 'The import was stopped: one of its steps took longer than 1 s, or the database connection was lost. Nothing was saved; try again, or import fewer rows at a time.',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await reportsNamed('Waited too long')).toBe(0);
    // The limit belonged to that transaction only: the next import, unhindered, goes through.
    expect((await importAs('After the wait', { road_overland_stages: roadRows(3) })).statusCode).toBe(201);
  });
});
