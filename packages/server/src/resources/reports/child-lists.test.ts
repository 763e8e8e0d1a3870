import { CARGO_ORDERING, STAGE_ORDERING, STAGE_PATHS, STORAGE_ORDERING } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The ten child lists of a report (cargos, the four stage forms' cargo selectors, the four stage lists,
// storages) take `search` and `ordering` as the report list does: an unknown field is a 400 naming `ordering`,
// every field the document names orders both ways.

let t: TestApp;
let token: string;
let reportId: number;
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function created(url: string, payload: object): Promise<Json> {
  const res = await t.call(token, { method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function list(path: string, query: string): Promise<{ status: number; body: Json }> {
  const res = await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/${path}/?${query}` });
  return { status: res.statusCode, body: res.json() };
}

/** The named field of each row of the list, in the order answered. */
async function listed(path: string, query: string, field: (row: Json) => unknown): Promise<unknown[]> {
  const res = await list(path, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results.map(field);
}

const stageNames: Record<number, string> = {};
const storageNames: Record<number, string> = {};
const stageName = (s: Json) => stageNames[s.id];
const storageName = (s: Json) => storageNames[s.id];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  reportId = (await created('/api/reports/', { project_name: 'Child lists', date: '2025-06-01' })).id;
  const zinc = await created('/api/commodities/', { name: 'Zinc ore', description: 'Concentrate' });
  const apples = await created('/api/commodities/', { name: 'apples', description: 'Fresh fruit' });

  // References C1, C2, C3 in this order.
  const c1 = await created(`/api/reports/${reportId}/cargos/`, { weight: 20 });
  const c2 = await created(`/api/reports/${reportId}/cargos/`, { weight: 5, commodity: zinc.id, cargo_type: 'teu', teu: 1 });
  const c3 = await created(`/api/reports/${reportId}/cargos/`, { weight: 10, commodity: apples.id });

  const road = `/api/reports/${reportId}/road-overland-stages/`;
  const s1 = await created(road, { distance: 300, origin: 'Valencia', destination: 'Lyon', operated_by: 'third_party', cargos: [{ cargo: c2.id }] });
  const s2 = await created(road, { distance: 100, origin: 'lyon', destination: 'Milan', operated_by: 'own', cargos: [{ cargo: c1.id }] });
  const s3 = await created(road, { distance: 200, origin: 'Madrid', destination: 'rotterdam', operated_by: 'third_party', cargos: [{ cargo: c1.id }] });
  Object.assign(stageNames, { [s1.id]: 'S1', [s2.id]: 'S2', [s3.id]: 'S3' });

  const storages = `/api/reports/${reportId}/storages/`;
  const w1 = await created(storages, { warehouse_name: 'beta DC', place: 'Zaragoza', moves_number: 30, type: 'own', cargos: [{ cargo: c1.id }] });
  const w2 = await created(storages, { warehouse_name: 'Alpha DC', moves_number: 10, type: 'third_party', cargos: [{ cargo: c2.id }] });
  const w3 = await created(storages, { warehouse_name: 'Gamma DC', place: 'almería', moves_number: 20, type: 'own', cargos: [{ cargo: c3.id }] });
  Object.assign(storageNames, { [w1.id]: 'W1', [w2.id]: 'W2', [w3.id]: 'W3' });
});
afterAll(() => t.close());

const CHILD_LISTS = [
  'cargos',
  ...Object.values(STAGE_PATHS).map((path) => `${path}/cargos`),
  ...Object.values(STAGE_PATHS),
  'storages',
];

describe('GET the child lists of a report with a bad ordering', () => {
  it('covers the ten child lists', () => {
    expect(CHILD_LISTS).toHaveLength(10);
  });

  it.each(CHILD_LISTS)('answers 400 naming ordering for an unknown field on %s', async (path) => {
    for (const query of ['ordering=bogus', 'ordering=-bogus', 'ordering=id,,nope', 'ordering=-password']) {
      const res = await list(path, query);
      expect(res.status, `${path}?${query}`).toBe(400);
      expect(Object.keys(res.body)).toEqual(['ordering']);
      expect(res.body.ordering).toEqual([expect.stringMatching(/^Cannot order by "/)]);
    }
  });

  it('says so in Spanish when asked', async () => {
    const res = await t.call(token, { method: 'GET', url: `/api/reports/${reportId}/storages/?ordering=nope`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ordering[0]).toMatch(/^No se puede ordenar por "nope"\. Permitidos: id, warehouse_name/);
  });
});

describe('GET /api/reports/{id}/cargos/ ordering and search', () => {
  // Ascending; descending is the reverse except among equal values, which stay in id order.
  const ORDERINGS: Record<(typeof CARGO_ORDERING)[number], { asc: string[]; desc: string[] }> = {
    reference: { asc: ['C1', 'C2', 'C3'], desc: ['C3', 'C2', 'C1'] },
    // apples < Zinc ore whatever the case; no material last, as PostgreSQL puts nulls.
    commodity: { asc: ['C3', 'C2', 'C1'], desc: ['C1', 'C2', 'C3'] },
    cargo_type: { asc: ['C1', 'C3', 'C2'], desc: ['C2', 'C1', 'C3'] },
    weight: { asc: ['C2', 'C3', 'C1'], desc: ['C1', 'C3', 'C2'] },
    id: { asc: ['C1', 'C2', 'C3'], desc: ['C3', 'C2', 'C1'] },
  };

  it('has expectations for every field the list may be ordered by', () => {
    expect(Object.keys(ORDERINGS).toSorted()).toEqual([...CARGO_ORDERING].toSorted());
  });

  for (const path of ['cargos', ...Object.values(STAGE_PATHS).map((p) => `${p}/cargos`)]) {
    it.each(Object.entries(ORDERINGS))(`orders ${path} by %s both ways`, async (field, { asc, desc }) => {
      expect(await listed(path, `ordering=${field}`, (c) => c.reference)).toEqual(asc);
      expect(await listed(path, `ordering=-${field}`, (c) => c.reference)).toEqual(desc);
    });
  }

  it('orders by several fields and pages through the order', async () => {
    expect(await listed('cargos', 'ordering=-cargo_type,-weight', (c) => c.reference)).toEqual(['C2', 'C1', 'C3']);
    const pages = [
      ...(await listed('cargos', 'ordering=-weight&page_size=2', (c) => c.reference)),
      ...(await listed('cargos', 'ordering=-weight&page_size=2&page=2', (c) => c.reference)),
    ];
    expect(pages).toEqual(['C1', 'C3', 'C2']);
  });

  it('finds cargos by reference or material, whatever the case', async () => {
    expect(await listed('cargos', 'search=ZINC', (c) => c.reference)).toEqual(['C2']);
    expect(await listed('cargos', 'search=c3', (c) => c.reference)).toEqual(['C3']);
    const res = await list('road-overland-stages/cargos', 'search=nothing-like-it');
    expect(res.body).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/reports/{id}/<stages>/ ordering and search', () => {
  const ORDERINGS: Record<Exclude<(typeof STAGE_ORDERING)[number], 'CO2_total'>, { asc: string[]; desc: string[] }> = {
    id: { asc: ['S1', 'S2', 'S3'], desc: ['S3', 'S2', 'S1'] },
    distance: { asc: ['S2', 'S3', 'S1'], desc: ['S1', 'S3', 'S2'] },
    // Whatever the case: lyon < Madrid < Valencia; Lyon < Milan < rotterdam.
    origin: { asc: ['S2', 'S3', 'S1'], desc: ['S1', 'S3', 'S2'] },
    destination: { asc: ['S1', 'S2', 'S3'], desc: ['S3', 'S2', 'S1'] },
    operated_by: { asc: ['S2', 'S1', 'S3'], desc: ['S1', 'S3', 'S2'] },
  };

  it('has expectations for every field the list may be ordered by', () => {
    expect([...Object.keys(ORDERINGS), 'CO2_total'].toSorted()).toEqual([...STAGE_ORDERING].toSorted());
  });

  it.each(Object.entries(ORDERINGS))('orders by %s both ways', async (field, { asc, desc }) => {
    expect(await listed('road-overland-stages', `ordering=${field}`, stageName)).toEqual(asc);
    expect(await listed('road-overland-stages', `ordering=-${field}`, stageName)).toEqual(desc);
  });

  it('orders by the stored emissions both ways', async () => {
    const up = (await listed('road-overland-stages', 'ordering=CO2_total', (s) => s.CO2_total)) as number[];
    expect(new Set(up).size).toBe(3);
    expect(up).toEqual(up.toSorted((a, b) => a - b));
    expect(await listed('road-overland-stages', 'ordering=-CO2_total', (s) => s.CO2_total)).toEqual(up.toReversed());
  });

  it('finds stages by origin or destination, whatever the case, and only of their kind', async () => {
    expect(await listed('road-overland-stages', 'search=LYON', stageName)).toEqual(['S1', 'S2']);
    expect(await listed('road-overland-stages', 'search=rotter&ordering=-id', stageName)).toEqual(['S3']);
    expect((await list('rail-overland-stages', 'search=lyon')).body).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/reports/{id}/storages/ ordering and search', () => {
  const ORDERINGS: Record<Exclude<(typeof STORAGE_ORDERING)[number], 'CO2_total'>, { asc: string[]; desc: string[] }> = {
    id: { asc: ['W1', 'W2', 'W3'], desc: ['W3', 'W2', 'W1'] },
    // Whatever the case: Alpha DC < beta DC < Gamma DC.
    warehouse_name: { asc: ['W2', 'W1', 'W3'], desc: ['W3', 'W1', 'W2'] },
    // '' < almería < Zaragoza
    place: { asc: ['W2', 'W3', 'W1'], desc: ['W1', 'W3', 'W2'] },
    moves_number: { asc: ['W2', 'W3', 'W1'], desc: ['W1', 'W3', 'W2'] },
    type: { asc: ['W1', 'W3', 'W2'], desc: ['W2', 'W1', 'W3'] },
  };

  it('has expectations for every field the list may be ordered by', () => {
    expect([...Object.keys(ORDERINGS), 'CO2_total'].toSorted()).toEqual([...STORAGE_ORDERING].toSorted());
  });

  it.each(Object.entries(ORDERINGS))('orders by %s both ways', async (field, { asc, desc }) => {
    expect(await listed('storages', `ordering=${field}`, storageName)).toEqual(asc);
    expect(await listed('storages', `ordering=-${field}`, storageName)).toEqual(desc);
  });

  it('orders by the stored emissions both ways', async () => {
    const up = (await listed('storages', 'ordering=CO2_total', (s) => s.CO2_total)) as number[];
    expect(up).toEqual(up.toSorted((a, b) => a - b));
    expect(up[0]).toBeLessThan(up[2] as number);
    const down = (await listed('storages', 'ordering=-CO2_total', (s) => s.CO2_total)) as number[];
    expect(down).toEqual(up.toSorted((a, b) => b - a));
  });

  it('finds storages by warehouse name or place, whatever the case', async () => {
    expect(await listed('storages', 'search=ALMER', storageName)).toEqual(['W3']);
    expect(await listed('storages', 'search=dc&ordering=-moves_number', storageName)).toEqual(['W1', 'W3', 'W2']);
  });
});
