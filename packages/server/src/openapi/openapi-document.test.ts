import { CARGO_ORDERING, STAGE_ORDERING, STORAGE_ORDERING } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { addOperationIds } from './finish-document.ts';

// What a client generator or a reader of /api/docs/ relies on (redocly's recommended rules, run by `npm test`,
// check the rest): ids and summaries on every operation, real media types, only components that are used.

type Schema = { properties?: Record<string, Schema>; required?: string[]; description?: string; contentMediaType?: string; $ref?: string };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string; description?: string; schema?: Schema }[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
};
type Document = {
  info: { license?: { name: string } };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));
const operation = (method: string, path: string) => doc.paths[path]?.[method] as Operation;

describe('GET /api/schema/', () => {
  it('lists the answers every request can get before its route runs: 400, and 413 and 415 where a body is read', async () => {
    const missing = operations().flatMap(({ route, op }) => (route.startsWith('GET ') ? ['400'] : ['400', '413', '415']).filter((s) => !op.responses[s]).map((s) => `${s} on ${route}`));
    expect(missing).toEqual([]);
    // And the server answers them: a NUL in the query of a route that declares no parameters, a body too large.
    const token = await t.login('demo.super');
    const nul = await t.app.inject({ method: 'GET', url: '/api/rest-auth/user/?x=%00', headers: { authorization: `Token ${token}` } });
    expect(nul.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'POST', url: '/api/commodities/', payload: 'name=x', headers: { authorization: `Token ${token}`, 'content-type': 'text/plain' },
    });
    expect(wrongType.statusCode).toBe(415);
    const bodyOnBodiless = await t.app.inject({
      method: 'POST', url: '/api/rest-auth/logout/', payload: 'x', headers: { authorization: `Token ${token}`, 'content-type': 'text/plain' },
    });
    expect(bodyOnBodiless.statusCode).toBe(415);
  });

  it('gives every operation a summary and a unique operation id made of the path', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(all.filter(({ op }) => !op.summary?.trim()).map(({ route }) => route)).toEqual([]);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][a-z0-9_]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      Object.fromEntries(
        [
          ['get', '/api/users/'],
          ['post', '/api/users/'],
          ['get', '/api/users/{id}/'],
          ['put', '/api/users/{id}/'],
          ['patch', '/api/users/{id}/'],
          ['delete', '/api/users/{id}/'],
          ['get', '/api/reports/{id}/road-overland-stages/cargos/'],
          ['post', '/api/reports/{id}/nautical-stages/get_distance/'],
          ['post', '/api/reports/export/'],
          ['get', '/api/reports/{id}/totals/'],
          ['get', '/api/routes/sea/'],
          ['post', '/api/get-token/'],
          ['get', '/pdf/flyer-{language}.pdf'],
        ].map(([method, path]) => [`${method} ${path}`, operation(method as string, path as string).operationId]),
      ),
    ).toEqual({
      'get /api/users/': 'users_list',
      'post /api/users/': 'users_create',
      'get /api/users/{id}/': 'users_read',
      'put /api/users/{id}/': 'users_update',
      'patch /api/users/{id}/': 'users_partial_update',
      'delete /api/users/{id}/': 'users_delete',
      'get /api/reports/{id}/road-overland-stages/cargos/': 'reports_road_overland_stages_cargos_list',
      'post /api/reports/{id}/nautical-stages/get_distance/': 'reports_nautical_stages_get_distance',
      'post /api/reports/export/': 'reports_export',
      'get /api/reports/{id}/totals/': 'reports_totals',
      'get /api/routes/sea/': 'routes_sea',
      'post /api/get-token/': 'get_token',
      'get /pdf/flyer-{language}.pdf': 'pdf_flyer',
    });
  });

  it('names the server and the licence', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.license?.name).toMatch(/proprietary/i);
  });

  it('documents the report form with its five CSV or Excel files and the column mappings beside the JSON body', () => {
    const content = operation('post', '/api/reports/').requestBody?.content ?? {};
    expect(Object.keys(content).toSorted()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json']?.schema?.required).toEqual(expect.arrayContaining(['project_name', 'date']));
    const form = content['multipart/form-data']?.schema ?? {};
    expect(form.required).toEqual(['project_name', 'date']);
    for (const file of ['air_stages', 'nautical_stages', 'road_overland_stages', 'rail_overland_stages', 'storages']) {
      expect(form.properties?.[file], file).toMatchObject({ type: 'string', format: 'binary', description: expect.stringMatching(/^CSV or \.xlsx of /) });
    }
    expect(form.properties?.column_mappings?.description).toMatch(/^JSON: for each file, the headers that are not ours/);
    expect(form.properties?.origin_gmaps?.description).toMatch(/JSON text/);
  });

  it('documents file answers under their media type, and their errors as JSON', () => {
    const files: [string, string, string][] = [
      ['post', '/api/reports/export/', 'text/csv'],
      ['post', '/api/reports/{id}/pdf/', 'application/pdf'],
      ['get', '/pdf/flyer-{language}.pdf', 'application/pdf'],
      ['get', '/pdf/user-guide-{language}.pdf', 'application/pdf'],
    ];
    for (const [method, path, mediaType] of files) {
      const { responses } = operation(method, path);
      expect(Object.keys(responses['200']?.content ?? {}), path).toEqual([mediaType]);
      for (const [status, response] of Object.entries(responses).filter(([code]) => code !== '200')) {
        expect(Object.keys(response.content ?? {}), `${path} ${status}`).toEqual(['application/json']);
      }
    }
  });

  it('documents what search and ordering cover on the child lists of a report', () => {
    const lists: [string, readonly string[]][] = [
      ['/api/reports/{id}/cargos/', CARGO_ORDERING],
      ['/api/reports/{id}/air-stages/cargos/', CARGO_ORDERING],
      ['/api/reports/{id}/rail-overland-stages/', STAGE_ORDERING],
      ['/api/reports/{id}/storages/', STORAGE_ORDERING],
    ];
    for (const [path, fields] of lists) {
      const parameters = operation('get', path).parameters ?? [];
      const ordering = parameters.find((p) => p.name === 'ordering');
      const described = ordering?.description ?? ordering?.schema?.description ?? '';
      expect(described, path).toContain(fields.join(', '));
      const search = parameters.find((p) => p.name === 'search');
      expect(search?.description ?? search?.schema?.description, path).toMatch(/^Text in /);
    }
  });

  it('declares 409 where a change can conflict with the stored data, and 422 where a recalculation routes sea legs', () => {
    const conflicting = [
      ['post', '/api/users/'],
      ['put', '/api/users/{id}/'],
      ['patch', '/api/users/{id}/'],
      ['delete', '/api/users/{id}/'],
      ['post', '/api/commodities/'],
      ['put', '/api/commodities/{id}/'],
      ['patch', '/api/commodities/{id}/'],
      ['delete', '/api/commodities/{id}/'],
    ];
    expect(conflicting.filter(([method, path]) => !operation(method as string, path as string).responses['409'])).toEqual([]);
    // Every change to a report or a child (not the distance helpers, nor the PDF it draws, nor a restatement, which
    // stores nothing): 409 once it is consolidated, 422 when its recalculation finds no sea route.
    const reportChanges = operations().filter(
      ({ route }) => /^(POST|PUT|PATCH|DELETE) \/api\/reports\/\{id\}\//.test(route) && !/\/(get_distance|pdf|restate|restate\/csv)\/$/.test(route),
    );
    expect(reportChanges.length).toBeGreaterThan(20);
    expect(
      reportChanges.filter(({ op, route }) => !op.responses['409'] || (routesSeaLegs(route) && !op.responses['422'])).map(({ route }) => route),
    ).toEqual([]);
  });

  it('keeps only the schema components that something refers to', () => {
    const text = JSON.stringify({ paths: doc.paths, components: doc.components });
    const unused = Object.keys(doc.components.schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    expect(unused).toEqual([]);
  });
});

/** The HSEQ import only adds consumptions to a consumption report: there is no sea leg to route, so no 422. */
function routesSeaLegs(route: string): boolean {
  return !route.endsWith('/import_hseq_intakes/');
}

describe('addOperationIds', () => {
  it('refuses two operations with one id, and a path it cannot name', () => {
    const twice = { paths: { '/api/a-b/': { post: { responses: {} } }, '/api/a_b/': { post: { responses: {} } } } };
    expect(() => addOperationIds(twice)).toThrow(/a_b .*also/);
    expect(() => addOperationIds({ paths: { '/files/report-{id}.pdf': { get: { responses: {} } } } })).toThrow(/set operationId/);
  });
});
