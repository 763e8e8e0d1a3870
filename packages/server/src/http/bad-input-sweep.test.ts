import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Walks every route of the OpenAPI document, so routes added later are swept too.
let t: TestApp;
let token: string;
let routes: { method: string; path: string; public: boolean }[];
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  type Operation = { security?: unknown[] };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  // A route is public when its operation declares `security: []` (OpenAPI's way to lift the global token).
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, public: Array.isArray(op.security) && op.security.length === 0 })),
  );
});
afterAll(() => t.close());

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999999999999', '%00', "1';drop table users;--"];
const BAD_BODIES = ['{', '[]', '"x"', '123', 'null', '{"a":', JSON.stringify({ name: 1, username: [], email: {}, password: null })];
const BAD_QUERIES = ['page=-1', 'page_size=abc', 'ordering=;drop', 'search=' + 'x'.repeat(5000), 'page=1e9', 'limit=NaN'];

/** What is wrong with an answer to bad input, or null: a 5xx, a non-JSON error body, or a stack trace. */
function problemWith(status: number, body: string, what: string): string | null {
  if (status >= 500) return `${what}: ${status}`;
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${what}: error body is not JSON`;
  }
  if (typeof parsed !== 'object' || parsed === null) return `${what}: error body is not an object`;
  if (/\bat .+:\d+:\d+|node_modules|stack/.test(body)) return `${what}: error body leaks a stack trace`;
  return null;
}

/** Sends every request, then asserts once that no answer had a problem (so one run lists them all). */
async function sweep(requests: { what: string; send: () => Promise<{ statusCode: number; body: string }> }[]) {
  expect(requests.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const request of requests) {
    const res = await request.send();
    const problem = problemWith(res.statusCode, res.body, request.what);
    if (problem) problems.push(problem);
  }
  expect(problems).toEqual([]);
}

describe('bad input on every route', () => {
  it('finds the routes to sweep', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it('answers 4xx, never 5xx, for malformed ids', async () => {
    await sweep(
      routes
        .filter((r) => r.path.includes('{'))
        .flatMap((route) =>
          BAD_IDS.map((id) => {
            const url = fill(route.path, encodeURIComponent(id));
            const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
            return { what: `${route.method} ${url}`, send: () => t.call(token, { method: route.method as 'GET', url, payload }) };
          }),
        ),
    );
  });

  it('answers 4xx, never 5xx, for malformed and mistyped bodies', async () => {
    await sweep(
      routes
        .filter((r) => r.method !== 'GET' && r.method !== 'DELETE')
        .flatMap((route) =>
          BAD_BODIES.map((payload) => {
            const url = fill(route.path, '1');
            const headers = { 'content-type': 'application/json' };
            return { what: `${route.method} ${url} ${payload}`, send: () => t.call(token, { method: route.method as 'POST', url, payload, headers }) };
          }),
        ),
    );
  });

  it('answers 2xx or 4xx, never 5xx, for junk query strings', async () => {
    await sweep(
      routes
        .filter((r) => r.method === 'GET')
        .flatMap((route) =>
          BAD_QUERIES.map((query) => {
            const url = `${fill(route.path, '1')}?${query}`;
            return { what: `GET ${url}`, send: () => t.call(token, { method: 'GET', url }) };
          }),
        ),
    );
  });

  it('answers 401 on every authenticated route without a valid token', async () => {
    expect(routes.filter((r) => r.public).map((r) => r.path)).toContain('/api/get-token/');
    for (const route of routes.filter((r) => !r.public)) {
      for (const authorization of [undefined, 'Token nope', 'Basic Zm9vOmJhcg==']) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fill(route.path, '1'),
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode, `${route.method} ${route.path} ${authorization}`).toBe(401);
      }
    }
  });
});
