import { parse } from 'csv-parse/sync';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody } from '../test-support/decoded-body.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let token: string;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  for (let i = 1; i <= 30; i++) {
    const res = await t.call(token, { method: 'POST', url: '/api/commodities/', payload: { name: `Packed item ${i}`, description: `Pallets of lot ${i}, stacked two high` } });
    if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  }
  for (let i = 1; i <= 12; i++) {
    const payload = { project_name: `Compressed export ${i}`, project_reference: `ZIP-${i}`, date: '2026-05-04', origin: 'Valencia, Spain', destination: 'Lyon' };
    const res = await t.call(token, { method: 'POST', url: '/api/reports/', payload });
    if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.call(token, { method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });


const LIST = '/api/commodities/?search=packed&page_size=100';

describe('API answers, compressed', () => {
  it('sends a list over 1 kB as brotli or gzip when asked, and plain when not', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().count).toBe(30);
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      const res = await get(LIST, acceptEncoding);
      expect(res.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(res.headers['content-type'], acceptEncoding).toMatch(/^application\/json/);
      expect(res.headers.vary, acceptEncoding).toContain('accept-encoding');
      expect(res.headers['cache-control'], acceptEncoding).toBe('no-store');
      expect(res.rawPayload.length, acceptEncoding).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decodedBody(res)), acceptEncoding).toEqual(plain.json());
    }
    expect((await get(LIST, 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('sends an answer under 1 kB and an error body plain, even when compression is accepted', async () => {
    const small = await get('/api/commodities/?search=packed&page_size=1', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().results).toHaveLength(1);
    const error = await get('/api/commodities/?page=0', 'br');
    expect(error.statusCode).toBe(400);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(error.json()).toHaveProperty('page');
  });

  it('compresses the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decodedBody(res)).openapi).toBe('3.1.0');
  });

  it('leaves a PDF as it is: it is compressed inside already', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pdf/flyer-en.pdf', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

// Over a real connection, as a browser downloads it: the stream is compressed as it goes, never buffered.
const exportCsv = (acceptEncoding: string) =>
  fetch(`${baseUrl}/api/reports/export/?level=report&search=ZIP-`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'accept-encoding': acceptEncoding },
  });

describe('a CSV export, compressed', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('arrives in the best encoding %s allows (%s), announcing no length, and reads as the same rows as the plain file', async (acceptEncoding, encoding) => {
    const plain = await exportCsv('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainRows = parse(await plain.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(plainRows.map((row) => row['Project name']).toSorted()).toEqual(Array.from({ length: 12 }, (_, i) => `Compressed export ${i + 1}`).toSorted());

    const compressed = await exportCsv(acceptEncoding);
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('content-length')).toBeNull();
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(compressed.headers.get('content-disposition')).toMatch(/^attachment; filename="huella-reports-/);
    expect(parse(await compressed.text(), { bom: true, columns: true })).toEqual(plainRows);
  });
});
