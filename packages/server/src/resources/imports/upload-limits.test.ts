import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #17 part 5 (docs/security.md): what one form may carry — files, their size, fields, their size — is
// bounded, each bound is answered by name, and nothing of a refused form is saved. The file size limit is set small
// here (the default 40 MB is import-limits.test.ts's).

const FILE_LIMIT = 2_000;
const BOUNDARY = '----huella-upload-limits';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`;
const ROAD = 'cargo,cargo_weight,distance\nA,2,100\n';
const FILE_FIELDS = ['air_stages', 'nautical_stages', 'road_overland_stages', 'rail_overland_stages', 'storages'];

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_IMPORT_FILE_LIMIT_BYTES: String(FILE_LIMIT) });
  token = await t.login('demo.super');
});
afterAll(() => t.close());

const send = (parts: string[], url = '/api/reports/', language = 'en') =>
  t.call(token, {
    method: 'POST',
    url,
    payload: `${parts.join('')}--${BOUNDARY}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'accept-language': language },
  });
const reportFields = (project: string) => [field('project_name', project), field('date', '2026-05-05')];
const reportsNamed = async (project: string) =>
  (await t.call(token, { method: 'GET', url: `/api/reports/?project_name=${encodeURIComponent(project)}` })).json().count as number;
const whole = (message: string) => [{ row: null, column: null, message }];

describe('uploads', () => {
  it('refuse a file over the size limit by its field, on the import and on the preview, and save nothing', async () => {
    const large = `origin,distance\n${'Valencia,100\n'.repeat(FILE_LIMIT / 10)}`;
    const res = await send([...reportFields('Too large'), file('road_overland_stages', large)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ files: { road_overland_stages: whole('The file is too large.') } });
    expect(await reportsNamed('Too large')).toBe(0);
    const preview = await send([file('storages', large)], '/api/imports/preview/', 'es');
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toEqual({ files: { storages: whole('El archivo es demasiado grande.') } });
  });

  it('refuse more files than the form has pickers with 413 saying how many it takes, and save nothing', async () => {
    const res = await send([...reportFields('Six files'), ...[...FILE_FIELDS, 'storages'].map((name) => file(name, ROAD))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Too many files in one form: at most 5.' });
    expect(await reportsNamed('Six files')).toBe(0);
    const es = await send([...reportFields('Seis archivos'), ...[...FILE_FIELDS, 'another'].map((name) => file(name, ROAD))], '/api/reports/', 'es');
    expect(es.json()).toEqual({ detail: 'Demasiados archivos en un formulario: como máximo 5.' });
  });

  it('refuse two files on one field by its name instead of importing only the second, and save nothing', async () => {
    const res = await send([...reportFields('Sent twice'), file('road_overland_stages', ROAD), file('road_overland_stages', 'cargo,cargo_weight,distance\nB,3,200\n')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ files: { road_overland_stages: whole('One file per field: this field came with more than one.') } });
    expect(await reportsNamed('Sent twice')).toBe(0);
  });

  it('refuse more text fields than the form has with 413', async () => {
    const res = await send([...reportFields('Many fields'), ...Array.from({ length: 31 }, (_, i) => field(`extra_${i}`, 'x'))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Too many fields in one form: at most 30.' });
    expect(await reportsNamed('Many fields')).toBe(0);
  });

  it('refuse a text field past 100,000 bytes by its name, never reading the cut value as broken JSON', async () => {
    const mapping = JSON.stringify({ road_overland_stages: { Notes: null, [`Long ${'x'.repeat(100_000)}`]: 'origin' } });
    const res = await send([...reportFields('Long mapping'), field('column_mappings', mapping), file('road_overland_stages', ROAD)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ column_mappings: ['Ensure this field has no more than 100000 characters.'] });
    expect(await reportsNamed('Long mapping')).toBe(0);
  });

  // A 200,000-character row is import-report.test.ts's ("answers files it cannot read").
  it('refuse an image and a zip sent as CSV, by their fields, and save nothing', async () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
    const zip = `PK\u0003\u0004${'\u0000'.repeat(26)}`;
    const res = await send([...reportFields('Not tables'), file('storages', png), file('air_stages', zip)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ files: { storages: whole('Not a CSV or Excel (.xlsx) file.'), air_stages: expect.any(Array) } });
    expect(await reportsNamed('Not tables')).toBe(0);
  });
});
