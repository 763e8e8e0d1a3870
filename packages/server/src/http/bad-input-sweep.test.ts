import { STAGE_PATHS } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// Walks every route of the OpenAPI document, so routes added later are swept too.
interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Route {
  method: string;
  path: string;
  public: boolean;
  query: string[];
  json: Schema | undefined;
  multipart: Schema | undefined;
}
let t: TestApp;
let token: string;
let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
let routes: Route[];
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
  // A route is public when its operation declares `security: []` (OpenAPI's way to lift the global token).
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        public: Array.isArray(op.security) && op.security.length === 0,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        json: op.requestBody?.content?.['application/json']?.schema,
        multipart: op.requestBody?.content?.['multipart/form-data']?.schema,
      })),
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

// ---- Text PostgreSQL cannot store (issue #20 item 6) ----

const NUL_MESSAGE = 'This field may not contain null characters.';
const SURROGATE_MESSAGE = 'This field contains an unpaired surrogate (\\ud800–\\udfff), which is not text.';

function resolve(schema: Schema): Schema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (doc.components?.schemas?.[name] ?? {}) : schema;
}

/** The paths to every string a JSON body of this schema may hold (array items at 0, map values under `k`). */
function stringPaths(schema: Schema, depth = 0): (string | number)[][] {
  const s = resolve(schema);
  if (depth > 4) return [];
  const found: (string | number)[][] = [];
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) found.push(...stringPaths(branch, depth + 1));
  const types = [s.type ?? []].flat();
  if (types.includes('string') && s.format !== 'binary') found.push([]);
  for (const [key, property] of Object.entries(s.properties ?? {})) found.push(...stringPaths(property, depth + 1).map((p) => [key, ...p]));
  if (typeof s.additionalProperties === 'object') found.push(...stringPaths(s.additionalProperties, depth + 1).map((p) => ['k', ...p]));
  if (s.items) found.push(...stringPaths(s.items, depth + 1).map((p) => [0, ...p]));
  return [...new Map(found.map((p) => [p.join('.'), p])).values()];
}

/** A body holding `value` at `path` and nothing else: the guard answers before any other validation. */
function bodyWith(path: (string | number)[], value: string): unknown {
  let body: unknown = value;
  for (const key of path.toReversed()) {
    if (typeof key === 'number') body = [body];
    else body = { [key]: body };
  }
  return body;
}

interface Refusal {
  what: string;
  send: () => Promise<{ statusCode: number; body: string }>;
  field: string;
  message: string;
}

/** Sends every request, then asserts once that each was a 400 naming its field with its message. */
async function expectRefusals(requests: Refusal[]) {
  expect(requests.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const request of requests) {
    const res = await request.send();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(res.body) as Record<string, unknown>;
    } catch {
      // Reported below as a wrong answer.
    }
    const messages = body[request.field];
    if (res.statusCode !== 400 || !Array.isArray(messages) || !messages.includes(request.message)) {
      problems.push(`${request.what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  expect(problems).toEqual([]);
}

describe('text PostgreSQL cannot store, on every route', () => {
  // The sweeps above reach the logout route with bodies it ignores: start with a token of its own.
  beforeAll(async () => {
    token = await t.login('demo.super');
  });

  it('answers 400 naming the query parameter for a NUL in any of them (an undeclared one too)', async () => {
    await expectRefusals(
      routes.flatMap((route) =>
        (route.query.length ? route.query : ['q']).map((name) => {
          const url = `${fill(route.path, '1')}?${name}=a%00b`;
          const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          return { what: `${route.method} ${url}`, field: name, message: NUL_MESSAGE, send: () => t.call(token, { method: route.method as 'GET', url, payload }) };
        }),
      ),
    );
  });

  it('answers 400 naming the field, nested ones dotted, for a NUL in any string of a JSON body', async () => {
    const requests = routes
      .filter((r) => r.json)
      .flatMap((route) => {
        const paths = stringPaths(route.json as Schema);
        // A body without text fields still may not carry one the schema would drop.
        return (paths.length ? paths : [['note']]).map((path) => {
          const url = fill(route.path, '1');
          const payload = JSON.stringify(bodyWith(path, 'a\u0000b'));
          const headers = { 'content-type': 'application/json' };
          return {
            what: `${route.method} ${url} ${payload}`,
            field: path.join('.'),
            message: NUL_MESSAGE,
            send: () => t.call(token, { method: route.method as 'POST', url, payload, headers }),
          };
        });
      });
    expect(requests.map((r) => r.what)).toContainEqual(expect.stringContaining('"origin_gmaps":{"formatted_address"'));
    await expectRefusals(requests);
  });

  it('answers 400 for an unpaired surrogate in a JSON body, and in Spanish when asked', async () => {
    await expectRefusals(
      routes
        .filter((r) => r.json)
        .map((route) => {
          const [path = ['note']] = stringPaths(route.json as Schema);
          const url = fill(route.path, '1');
          const payload = JSON.stringify(bodyWith(path, 'a\ud800b'));
          const headers = { 'content-type': 'application/json' };
          return {
            what: `${route.method} ${url} ${payload}`,
            field: path.join('.'),
            message: SURROGATE_MESSAGE,
            send: () => t.call(token, { method: route.method as 'POST', url, payload, headers }),
          };
        }),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/get-token/',
      headers: { 'content-type': 'application/json', 'accept-language': 'es' },
      payload: '{"username": "demo.super", "password": "x\\u0000", "tags": {"a\\u0000": "b"}}',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({
      password: ['Este campo no puede contener caracteres nulos.'],
      // A key that is not text names the object holding it.
      tags: ['Este campo no puede contener caracteres nulos.'],
    });
  });

  it('answers 400 naming the field for a NUL in any text field of a multipart form', async () => {
    const multipartRoutes = routes.filter((r) => r.multipart);
    expect(multipartRoutes.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/reports/');
    await expectRefusals(
      multipartRoutes.flatMap((route) =>
        Object.entries(resolve(route.multipart as Schema).properties ?? {})
          .filter(([, property]) => property.format !== 'binary')
          .map(([name]) => {
            const url = fill(route.path, '1');
            const { payload, headers } = multipartForm({ project_name: 'Sweep', date: '2026-01-02', [name]: 'a\u0000b' });
            return { what: `${route.method} ${url} ${name}`, field: name, message: NUL_MESSAGE, send: () => t.call(token, { method: route.method as 'POST', url, payload, headers }) };
          }),
      ),
    );
  });
});

// ---- Ids, caching and empty changes, on every route (issue #20 items 7a, 10a, 10b) ----

/** Real ids for every path parameter: a report with a cargo, a stage of each kind and a storage. */
async function realObjects() {
  const post = async (url: string, payload: object) => {
    const res = await t.call(token, { method: 'POST', url, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return String(res.json<{ id: number }>().id);
  };
  const report = await post('/api/reports/', { project_name: 'Sweep', date: '2026-03-02' });
  const cargo = await post(`/api/reports/${report}/cargos/`, { weight: 12 });
  const cargos = [{ cargo: Number(cargo) }];
  const children: Record<string, string> = {
    cargos: cargo,
    [STAGE_PATHS.road]: await post(`/api/reports/${report}/${STAGE_PATHS.road}/`, { distance: 400, cargos }),
    [STAGE_PATHS.rail]: await post(`/api/reports/${report}/${STAGE_PATHS.rail}/`, { distance: 400, cargos }),
    [STAGE_PATHS.air]: await post(`/api/reports/${report}/${STAGE_PATHS.air}/`, { distance: 1500, cargos }),
    [STAGE_PATHS.nautical]: await post(`/api/reports/${report}/${STAGE_PATHS.nautical}/`, { ship_load_type: 'container', distance: 9000, cargos }),
    storages: await post(`/api/reports/${report}/storages/`, { warehouse_name: 'North hub', moves_number: 2, cargos }),
  };
  // Consumptions and voyages belong to a consumption report (decision 0009).
  const consumptionReport = await post('/api/reports/', { type: 'consumption', project_name: 'Sweep energy', date: '2026-03-02' });
  const family = await post('/api/car-families/', { brand: 'Sweep', model: 'Diesel', fuel: 'gasoil' });
  children.consumptions = await post(`/api/reports/${consumptionReport}/consumptions/`, { type: 'gasoil', date: '2026-03-02', quantity: 10 });
  children.voyages = await post(`/api/reports/${consumptionReport}/voyages/`, { car_family: Number(family), date: '2026-03-02', distance: 10 });
  const reportOf = (path: string) => (/^\/api\/reports\/\{id\}\/(consumptions|voyages)\//.test(path) ? consumptionReport : report);
  const me = (await t.call(token, { method: 'GET', url: '/api/rest-auth/user/' })).json<{ id: number }>();
  // Reviews are changed by the platform: an unlocked clone (starting when no report falls) with an entry of every kind.
  const platformToken = await t.login('platform.super');
  const asPlatform = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.call(platformToken, { method, url, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<Record<string, { id: number }[]> & { id: number }>();
  };
  const review = await asPlatform('POST', '/api/reviews/1/clone/', { start_date: '2099-01-01' });
  await asPlatform('POST', `/api/reviews/${review.id}/car-family-reviews/`, { family: 'Sweep', A1: 0.1, B1: 0, C1: 0 });
  await asPlatform('POST', `/api/reviews/${review.id}/ship-load-type-reviews/`, { ship_load_type: 'groupage_roro', ship_fuel_type: 'lng', A2: 10, B2: 0, C2: 0, D2: 1, V2: 18 });
  const railVehicle = (await asPlatform('GET', '/api/rail-vehicles/')).results?.[0]?.id;
  await asPlatform('POST', `/api/reviews/${review.id}/rail-vehicle-reviews/`, { vehicle: railVehicle, A1: 0.02, B1: 0, C1: 0 });
  await asPlatform('POST', `/api/reviews/${review.id}/supplier-type-reviews/`, { supplier: null, type: 'gasoil', A1: 0.1, B1: 0, C1: 0 });
  const entries = await asPlatform('GET', `/api/reviews/${review.id}/`);
  for (const list of ['aircraft_model_reviews', 'ship_load_type_reviews', 'road_vehicle_reviews', 'rail_vehicle_reviews', 'car_family_reviews', 'supplier_type_reviews']) {
    children[list.replaceAll('_', '-')] = String(entries[list]?.[0]?.id);
  }
  // A filter template is its author's alone: the sweep's user saves one.
  const template = await post('/api/filter-templates/', { name: 'Sweep', topic: 'global_emissions', filters: { date_preset: 'last_month' } });
  const own: Record<string, string> = { users: String(me.id), places: 'test:none', reviews: String(review.id), 'filter-templates': template };
  /** The path with each parameter replaced by a real id, or by `replace(name, id)` where that gives one. */
  return (path: string, replace: (param: string, id: string) => string = (_p, id) => id) =>
    path.replace(/\{(\w+)\}/g, (_, param: string) => {
      const segments = path.split('/');
      const at = segments.indexOf(`{${param}}`);
      const collection = segments[at - 1] ?? '';
      const ownId = collection === 'reports' ? reportOf(path) : own[collection];
      const id = param === 'childId' ? (children[collection] ?? '1') : (ownId ?? (param === 'language' ? 'en' : '1'));
      return replace(param, id);
    });
}

const idVariants = (id: string) => [`%20%20${id}`, `${id}%20`, `0${id}`, `+${id}`, `${id}.0`, `${id}%00`, `${id}e0`, '2147483648'];
/** A body as it is stored, without the change stamp a save moves. */
const unstamped = (body: string) => ({ ...(JSON.parse(body) as object), updated_at: undefined });

describe('ids, caching and empty changes on every route', () => {
  let real: Awaited<ReturnType<typeof realObjects>>;
  beforeAll(async () => {
    token = await t.login('demo.super');
    real = await realObjects();
  });

  it('answers 404 for an id written any other way than its plain digits', async () => {
    const idRoutes = routes.filter((r) => /\{(id|childId)\}/.test(r.path));
    expect(idRoutes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    // A company's HSEQ connection is read by the platform's super users only (docs/hseq.md §1).
    const platformToken = await t.login('platform.super');
    for (const route of idRoutes.filter((r) => r.method === 'GET')) {
      const url = real(route.path);
      // The plain id reads the object, so a 404 below is the spelling's doing.
      const plain = await t.call(route.path.startsWith('/api/companies/') ? platformToken : token, { method: 'GET', url });
      if (plain.statusCode !== 200) problems.push(`GET ${url}: ${plain.statusCode} for the plain id`);
    }
    for (const route of idRoutes) {
      for (const param of ['id', 'childId'].filter((p) => route.path.includes(`{${p}}`))) {
        for (const index of idVariants('1').keys()) {
          const url = real(route.path, (name, id) => (name === param ? (idVariants(id)[index] as string) : id));
          const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
          const res = await t.call(token, { method: route.method as 'GET', url, payload });
          if (res.statusCode !== 404) problems.push(`${route.method} ${url}: ${res.statusCode}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every /api request with Cache-Control: no-store, errors and public routes included', async () => {
    const problems: string[] = [];
    // The sweep reaches the logout route: a token of its own.
    const sweepToken = await t.login('demo.super');
    for (const route of routes.filter((r) => r.path.startsWith('/api/'))) {
      // Reads reach real objects; changes aim at an id nobody has, so the sweep changes nothing.
      const url = route.method === 'GET' ? real(route.path) : fill(route.path, '99999');
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const res = await t.call(sweepToken, { method: route.method as 'GET', url, payload });
      if (res.headers['cache-control'] !== 'no-store') problems.push(`${route.method} ${url}: ${res.statusCode} ${res.headers['cache-control']}`);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/get-token/', payload: { username: 'demo.user', password: 'wrong password' } });
    if (login.headers['cache-control'] !== 'no-store') problems.push(`POST /api/get-token/: ${login.headers['cache-control']}`);
    expect(problems).toEqual([]);
  });

  it('answers 200 with the object unchanged to a PATCH of nothing, or of fields it ignores', async () => {
    const problems: string[] = [];
    // Each helper owns its resource: users' PATCH is checked in resources/users.
    const platformToken = await t.login('platform.super');
    for (const route of routes.filter((r) => r.method === 'PATCH' && !r.path.startsWith('/api/users/'))) {
      const url = real(route.path);
      const before = await t.call(token, { method: 'GET', url });
      for (const payload of [{}, { not_a_field: 'x' }]) {
        const res = await t.call(route.path.startsWith('/api/reviews/') ? platformToken : token, { method: 'PATCH', url, payload });
        const what = `PATCH ${url} ${JSON.stringify(payload)}`;
        if (res.statusCode !== 200) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (JSON.stringify(unstamped(res.body)) !== JSON.stringify(unstamped(before.body))) problems.push(`${what}: changed ${res.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
