import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The form as it reaches the server, broken in the ways a client or a network breaks it (issue #20 items 7c, 10c).

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
});
afterAll(() => t.close());

const BOUNDARY = 'huella-form';
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, content: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    content,
    Buffer.from('\r\n'),
  ]);
const FORM = `${field('project_name', 'Broken form')}${field('date', '2026-05-06')}--${BOUNDARY}--\r\n`;

const whole = (message: string) => [{ row: null, column: null, message }];
const post = (payload: string | Buffer, contentType: string, language = 'en') =>
  t.call(token, { method: 'POST', url: '/api/reports/', payload, headers: { 'content-type': contentType, 'accept-language': language } });
const reportsNamed = async (name: string) =>
  (await t.call(token, { method: 'GET', url: `/api/reports/?search=${encodeURIComponent(name)}` })).json<{ count: number }>().count;

describe('POST /api/reports/ with a broken multipart form', () => {
  it('reads a well-formed form (the baseline of the cases below)', async () => {
    const res = await post(FORM, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 400, in the asked language, for a missing or wrong boundary or a truncated body, and saves nothing', async () => {
    const before = await reportsNamed('Broken form');
    for (const [what, payload, contentType] of [
      ['no boundary', FORM, 'multipart/form-data'],
      ['another boundary', FORM, 'multipart/form-data; boundary=not-the-one'],
      ['an empty boundary', FORM, 'multipart/form-data; boundary='],
      ['cut in a header', FORM.slice(0, 40), `multipart/form-data; boundary=${BOUNDARY}`],
      ['cut in a value', FORM.slice(0, FORM.indexOf('Broken') + 3), `multipart/form-data; boundary=${BOUNDARY}`],
      ['no closing boundary', FORM.replace(`--${BOUNDARY}--\r\n`, ''), `multipart/form-data; boundary=${BOUNDARY}`],
    ] as const) {
      const res = await post(payload, contentType);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toEqual({ detail: 'Malformed multipart form: missing or wrong boundary, or a truncated body.' });
    }
    const spanish = await post(FORM.slice(0, 40), `multipart/form-data; boundary=${BOUNDARY}`, 'es');
    expect(spanish.json()).toEqual({
      detail: 'Formulario multipart mal formado: falta el delimitador, no es el correcto o el cuerpo está truncado.',
    });
    expect(await reportsNamed('Broken form')).toBe(before);
  });

  it('refuses a NUL spelled as a JSON escape inside a place field, naming the place field', async () => {
    const place = JSON.stringify({ place_id: 'x', formatted_address: 'Valencia\u0000', location: { lat: 39.4, lng: -0.3 } });
    expect(place).toContain('\\u0000');
    const payload = `${field('project_name', 'Escaped NUL')}${field('date', '2026-05-06')}${field('origin_gmaps', place)}--${BOUNDARY}--\r\n`;
    const res = await post(payload, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'origin_gmaps.formatted_address': ['This field may not contain null characters.'] });
    expect(await reportsNamed('Escaped NUL')).toBe(0);
  });

  it('refuses a file that is not text by its field name, without echoing its bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);
    const utf16 = Buffer.from('\uFEFFcargo,warehouse_name\nA,Hub\n', 'utf16le');
    const latin1 = Buffer.from('cargo,warehouse_name\nA,Almacén\n', 'latin1');
    const payload = Buffer.concat([
      Buffer.from(`${field('project_name', 'Binary import')}${field('date', '2026-05-06')}`),
      file('storages', png),
      file('road_overland_stages', utf16),
      file('air_stages', latin1),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const res = await post(payload, `multipart/form-data; boundary=${BOUNDARY}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      files: {
        storages: whole('Not a CSV or Excel (.xlsx) file.'),
        road_overland_stages: whole('The file is UTF-16 text: save it as "CSV UTF-8".'),
        air_stages: whole('The file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)" or as an Excel workbook (.xlsx).'),
      },
    });
    const spanish = await post(payload, `multipart/form-data; boundary=${BOUNDARY}`, 'es');
    expect(spanish.json().files.storages).toEqual(whole('No es un archivo CSV ni de Excel (.xlsx).'));
    expect(await reportsNamed('Binary import')).toBe(0);
  });
});
