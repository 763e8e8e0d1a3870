import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  for (let i = 1; i <= 23; i++) {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/commodities/',
      payload: { name: `Bulk item ${String(i).padStart(2, '0')}`, description: `Lot ${i}` },
    });
    if (res.statusCode !== 201) throw new Error(`setup failed: ${res.body}`);
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call(token, { method: 'GET', url, headers });

describe('list conventions', () => {
  it('pages with count, absolute next and previous links, default page size 10', async () => {
    const first = await get('/api/commodities/?search=bulk');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(23);
    expect(body.results).toHaveLength(10);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost:80/api/commodities/?search=bulk&page=2'.replace(':80', ''));
    const third = (await get('/api/commodities/?search=bulk&page=3')).json();
    expect(third.results).toHaveLength(3);
    expect(third.next).toBeNull();
    expect(third.previous).toContain('page=2');
  });

  it('answers 404 "Invalid page." past the last page, in English and Spanish', async () => {
    expect((await get('/api/commodities/?page=99')).json()).toEqual({ detail: 'Invalid page.' });
    const es = await get('/api/commodities/?page=99', { 'accept-language': 'es' });
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({ detail: 'Página no válida.' });
  });

  it('orders by a comma list with descending fields and refuses unknown fields', async () => {
    const names = (await get('/api/commodities/?search=bulk&ordering=-name&page_size=3')).json().results.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Bulk item 23', 'Bulk item 22', 'Bulk item 21']);
    const bad = await get('/api/commodities/?ordering=name,-company_id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ordering[0]).toContain('company_id');
  });

  it('refuses page sizes and pages outside their bounds, naming the parameter', async () => {
    expect((await get('/api/commodities/?page_size=1001')).json()).toEqual({
      page_size: ['Ensure this value is less than or equal to 1000.'],
    });
    expect((await get('/api/commodities/?page=0')).json()).toHaveProperty('page');
    expect((await get('/api/commodities/?page=abc')).json()).toEqual({ page: ['A valid number is required.'] });
    expect((await get('/api/commodities/?page_size=1000')).statusCode).toBe(200);
  });

  it('treats % and _ in a search as literal characters', async () => {
    expect((await get('/api/commodities/?search=%25')).json().count).toBe(0);
    expect((await get('/api/commodities/?search=_')).json().count).toBe(0);
  });
});

const post = (payload: string, contentType = 'application/json') =>
  t.call(token, { method: 'POST', url: '/api/commodities/', payload, headers: { 'content-type': contentType } });

describe('bad input never gets a 5xx or a stack trace', () => {
  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON in the request body.' });
  });

  it('answers 400 for a body that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 415 for a content type the API does not take', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toContain('application/x-www-form-urlencoded');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await post(JSON.stringify({ name: 'x', description: 'y'.repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(Object.keys(res.json())).toEqual(['detail']);
  });

  it('answers 400 naming the field for a long string, wrong types and nulls', async () => {
    const res = await post(JSON.stringify({ name: 'n'.repeat(500_000), description: 12 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Ensure this field has no more than 255 characters.'],
      description: ['Not a valid string.'],
    });
    const nulls = await post(JSON.stringify({ name: null, description: {} }));
    expect(nulls.json()).toEqual({ name: ['This field may not be null.'], description: ['Not a valid string.'] });
  });

  it('answers Spanish messages when asked', async () => {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/commodities/',
      payload: { description: 'algo' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.json()).toEqual({ name: ['Este campo es obligatorio.'] });
  });

  it('answers 404 JSON for an unknown API route and for non-numeric or huge ids', async () => {
    for (const url of ['/api/nothing-here/', '/api/commodities/abc/', '/api/commodities/99999999999/', '/api/commodities/-1/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('never includes a stack trace', async () => {
    const responses = await Promise.all([post('{'), post('[1,2'), get('/api/commodities/?page=-5&page_size=x')]);
    for (const res of responses) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules/);
    }
  });
});

describe('documents and headers', () => {
  it('serves an OpenAPI 3.1 document that lists the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/get-token/', '/api/users/', '/api/users/{id}/', '/api/commodities/{id}/']),
    );
    expect(doc.paths['/api/users/'].post.responses).toHaveProperty('400');
  });

  it('serves the interactive docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and no CORS permission', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schema/', headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the built client', () => {
  it('serves index.html for client routes, 404 for missing files and JSON 404 under /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'huella-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Huella</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const withClient = await createTestApp({ HUELLA_WEB_DIST: dist });
    try {
      const page = await withClient.app.inject({ method: 'GET', url: '/reports/12/edit' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Huella</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await withClient.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await withClient.app.inject({ method: 'GET', url: '/assets/app-old999.js' })).statusCode).toBe(404);
      const api = await withClient.app.inject({ method: 'GET', url: '/api/nope' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await withClient.close();
    }
  });
});
