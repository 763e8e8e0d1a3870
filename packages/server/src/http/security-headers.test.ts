import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Issue #17 part 5 (docs/security.md): one set of security headers on every kind of answer — JSON, errors, the
// client's HTML and files, the API documentation page, CSV and workbook downloads, PDFs — and a
// Content-Security-Policy that allows no inline script anywhere.

let t: TestApp;
let token: string;
let reportId: number;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'huella-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Huella</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ HUELLA_WEB_DIST: dist });
  token = await t.login('demo.super');
  const call = (url: string, payload: object) => t.call(token, { method: 'POST', url, payload }).then((r) => r.json());
  reportId = (await call('/api/reports/', { project_name: 'Headers', date: '2026-05-04', origin: 'Valencia, Spain', destination: 'Lyon' })).id;
  const cargo = await call(`/api/reports/${reportId}/cargos/`, { weight: 6 });
  await call(`/api/reports/${reportId}/road-overland-stages/`, { distance: 500, cargos: [{ cargo: cargo.id }] });
});
afterAll(() => t.close());

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(what: string, res: LightMyRequestResponse) {
  const h = res.headers;
  const csp = directives(String(h['content-security-policy'] ?? ''));
  // Scripts: only files of this origin. No inline script, no event-handler attribute, no eval.
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  // Plain-HTTP installs (a laptop, an intranet) must keep loading their own files.
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
  for (const sources of csp.values()) expect(sources.filter((s) => s === "'unsafe-eval'" || s === 'https:' || s === '*'), what).toEqual([]);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  // Browsers ignore HSTS over plain HTTP (RFC 6797 §8.1); behind a TLS proxy it keeps them on HTTPS. Never preload,
  // which an installer cannot take back.
  expect(h['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(h['x-powered-by'], what).toBeUndefined();
  expect(h.server, what).toBeUndefined();
  expect(h['access-control-allow-origin'], what).toBeUndefined();
}

describe('security headers', () => {
  it('are the same on JSON answers, errors, the client, the API documentation, CSV and workbook files and PDFs', async () => {
    const anonymous = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: 'https://evil.example' } });
    const answers: [string, LightMyRequestResponse, RegExp][] = [
      ['JSON', await t.call(token, { method: 'GET', url: '/api/rest-auth/user/' }), /^application\/json/],
      ['401', await anonymous('/api/rest-auth/user/'), /^application\/json/],
      ['400', await t.app.inject({ method: 'POST', url: '/api/get-token/', payload: { username: 'x', password: 'y' } }), /^application\/json/],
      ['404', await anonymous('/api/nothing-here/'), /^application\/json/],
      ['OpenAPI', await anonymous('/api/schema/'), /^application\/json/],
      ['API documentation', await anonymous('/api/docs/'), /^text\/html/],
      ['client page', await anonymous('/reports/12/edit'), /^text\/html/],
      ['client file', await anonymous('/assets/app-abc123.js'), /javascript/],
      ['CSV export', await t.call(token, { method: 'POST', url: '/api/reports/export/?date_after=2026-05-01&date_before=2026-05-31' }), /^text\/csv/],
      ['CSV template', await anonymous('/api/imports/templates/road_overland_stages.csv'), /^text\/csv/],
      ['workbook template', await anonymous('/api/imports/templates/road_overland_stages.xlsx'), /spreadsheetml/],
      ['report PDF', await t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/` }), /^application\/pdf/],
      ['public PDF', await anonymous('/pdf/flyer-en.pdf'), /^application\/pdf/],
    ];
    for (const [what, res, type] of answers) {
      expect(String(res.headers['content-type']), `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toMatch(type);
      expectSecurityHeaders(what, res);
    }
  });

  it('mark every download as one: a CSV, a workbook or a report PDF is an attachment, never rendered in the page', async () => {
    const csv = await t.call(token, { method: 'POST', url: '/api/reports/export/?date_after=2026-05-01&date_before=2026-05-31' });
    const pdf = await t.call(token, { method: 'POST', url: `/api/reports/${reportId}/pdf/` });
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/imports/templates/storages.xlsx' });
    for (const res of [csv, pdf, xlsx]) expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+"$/);
  });
});
