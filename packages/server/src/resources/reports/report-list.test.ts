import { REPORT_ORDERING } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gmapsPlace as place } from '../../test-support/gmaps-place.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Every filter and ordering of the report list (docs/spec/part-1.md §7) on a small dataset made for it, with the answers
// written out. createTestApp seeds no demo reports, and a decoy in another company matches every filter, so a
// filter that leaks or ignores the company shows up as an unexpected name.

let t: TestApp;
const tokens: Record<string, string> = {};
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.call(tokens[who] as string, { method, url, payload });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Setting the scene: anything but the expected answer is a broken fixture, not a finding. */
async function accepted(who: string, url: string, payload: object | undefined, status: number): Promise<Json> {
  const res = await call(who, 'POST', url, payload);
  if (res.status !== status) throw new Error(`POST ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const created = (who: string, url: string, payload: object) => accepted(who, url, payload, 201);
const consolidate = (who: string, reportId: number) => accepted(who, `/api/reports/${reportId}/consolidate/`, undefined, 200);

const VALENCIA = place('Valencia', 'Spain', 'ES', 39.4699, -0.3763);
const MADRID = place('Madrid', 'Spain', 'ES', 40.4168, -3.7038);
const LYON = place('Lyon', 'France', 'FR', 45.764, 4.8357);
const MILAN = place('Milan', 'Italy', 'IT', 45.4642, 9.19);
const ROTTERDAM = place('Rotterdam', 'Netherlands', 'NL', 51.9244, 4.4777);

type Key = 'alpha' | 'beta' | 'gamma' | 'delta' | 'epsilon';
const reports = {} as Record<Key, Json>;
const nameOf = new Map<number, string>();

/** A cargo carried over one leg, the link tagged as given. */
async function freight(who: string, reportId: number, path: string, weight: number, distance: number, tags: Record<string, string> = {}) {
  const cargo = await created(who, `/api/reports/${reportId}/cargos/`, { weight });
  await created(who, `/api/reports/${reportId}/${path}/`, { distance, cargos: [{ cargo: cargo.id, tags }] });
  return cargo.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super']) tokens[u] = await t.login(u);

  // Created in this order, so the references are TR-2025-000001…3, CR-2025-000001 and TR-2026-000001.
  reports.alpha = await created('demo.super', '/api/reports/', {
    project_name: 'Lista Alpha',
    project_reference: 'PR-100',
    date: '2025-01-15',
    origin: 'Valencia, Spain',
    destination: 'Lyon, France',
    origin_gmaps: VALENCIA,
    destination_gmaps: LYON,
  });
  await freight('demo.super', reports.alpha.id, 'road-overland-stages', 10, 100, { customer: 'ACME Iberia' });
  await consolidate('demo.super', reports.alpha.id);

  reports.beta = await created('demo.admin', '/api/reports/', {
    project_name: 'lista beta',
    project_reference: 'PR-200',
    date: '2025-03-01',
    origin: 'Madrid, Spain',
    destination: 'rotterdam, Netherlands',
    origin_gmaps: MADRID,
    destination_gmaps: ROTTERDAM,
  });
  const betaCargo = await freight('demo.admin', reports.beta.id, 'rail-overland-stages', 20, 500);
  await created('demo.admin', `/api/reports/${reports.beta.id}/storages/`, {
    warehouse_name: 'Rotterdam DC',
    moves_number: 2,
    cargos: [{ cargo: betaCargo, tags: { order: 'PO-77' } }],
  });

  // The destination's text names Valencia; its place is Milan.
  reports.gamma = await created('demo.user', '/api/reports/', {
    project_name: 'Lista Gamma',
    project_reference: 'ar-300',
    date: '2025-06-30',
    origin: 'lyon, France',
    destination: 'Milan via Valencia',
    origin_gmaps: LYON,
    destination_gmaps: MILAN,
  });
  await freight('demo.user', reports.gamma.id, 'rail-overland-stages', 1, 10);

  reports.delta = await created('demo.user', '/api/reports/', { type: 'consumption', project_name: 'Lista Delta', date: '2025-12-31' });

  reports.epsilon = await created('demo.super', '/api/reports/', {
    project_name: 'Lista Epsilon',
    project_reference: 'PR-500',
    date: '2026-02-10',
    origin: 'Rotterdam, Netherlands',
    destination: 'Valencia warehouse',
    origin_gmaps: ROTTERDAM,
    destination_gmaps: VALENCIA,
  });
  await freight('demo.super', reports.epsilon.id, 'road-overland-stages', 5, 2000, { customer: 'Globex', order: 'PO-1' });

  for (const [key, r] of Object.entries(reports)) nameOf.set(r.id, key);

  // Another company's report that every filter above would select.
  const decoy = await created('scope3.super', '/api/reports/', {
    project_name: 'Lista Alpha',
    project_reference: 'PR-100',
    date: '2025-03-01',
    origin: 'Valencia, Spain',
    destination: 'Lyon, France',
    origin_gmaps: VALENCIA,
    destination_gmaps: LYON,
  });
  await freight('scope3.super', decoy.id, 'road-overland-stages', 10, 100, { customer: 'ACME Iberia' });
  await consolidate('scope3.super', decoy.id);
  nameOf.set(decoy.id, 'decoy');
});
afterAll(() => t.close());

/** The names of the reports a query lists, in the order listed. */
async function listed(query: string, who = 'demo.super'): Promise<string[]> {
  const res = await call(who, 'GET', `/api/reports/?page_size=100&${query}`);
  expect(res.status, `${query} ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.count, query).toBe(res.body.results.length);
  return res.body.results.map((r: Json) => nameOf.get(r.id) ?? `unknown:${r.id}`);
}

/** The ids the platform company lists: it alone records business trips. */
async function platformIds(query: string): Promise<number[]> {
  return (await call('platform.super', 'GET', `/api/reports/?${query}`)).body.results.map((r: Json) => r.id);
}

const ALL_BY_DATE_DESC = ['epsilon', 'delta', 'gamma', 'beta', 'alpha'];

describe('GET /api/reports/ dataset', () => {
  it('numbers the reports as the orderings below expect', () => {
    expect(Object.fromEntries(Object.entries(reports).map(([k, r]) => [k, r.reference]))).toEqual({
      alpha: 'TR-2025-000001',
      beta: 'TR-2025-000002',
      gamma: 'TR-2025-000003',
      delta: 'CR-2025-000001',
      epsilon: 'TR-2026-000001',
    });
  });

  it('lists the company’s reports and nothing else, newest first by default', async () => {
    expect(await listed('')).toEqual(ALL_BY_DATE_DESC);
    expect(await listed('', 'demo.user')).toEqual(ALL_BY_DATE_DESC);
    expect(await listed('', 'scope3.super')).toEqual(['decoy']);
  });
});

describe('GET /api/reports/ filters (docs/spec/part-1.md §7)', () => {
  // Results are in the default order, date descending.
  const CASES: [string, string[]][] = [
    // `confirmed=false` does not restrict (decision 0009): the consumption list sends it and shows consolidated rows.
    ['confirmed=true', ['alpha']],
    ['confirmed=false', ALL_BY_DATE_DESC],
    ['confirmed=false&type=consumption&business_trip=false', ['delta']],
    ['consolidated=true', ['alpha']],
    ['consolidated=0', ['epsilon', 'delta', 'gamma', 'beta']],
    ['business_trip=false', ALL_BY_DATE_DESC],
    ['business_trip=true', []],
    ['type=transport', ['epsilon', 'gamma', 'beta', 'alpha']],
    ['type=consumption', ['delta']],
    // Both bounds are inclusive.
    ['date_after=2025-03-01', ['epsilon', 'delta', 'gamma', 'beta']],
    ['date_before=2025-06-30', ['gamma', 'beta', 'alpha']],
    ['date_after=2025-03-02&date_before=2025-12-31', ['delta', 'gamma']],
    ['date_after=2026-02-11', []],
    // Search: reference, project name and reference, origin and destination text, author; any case.
    ['search=rotterdam', ['epsilon', 'beta']],
    ['search=LISTA%20BETA', ['beta']],
    ['search=demo.admin', ['beta']],
    ['search=AR-3', ['gamma']],
    ['search=CR-2025', ['delta']],
    ['search=valencia', ['epsilon', 'gamma', 'alpha']],
    ['search=%20%20Epsilon%20', ['epsilon']],
    // A user's % and _ are characters, not wildcards.
    ['search=%25', []],
    ['search=_', []],
    ['project_name=BETA', ['beta']],
    ['project_name=lista', ALL_BY_DATE_DESC],
    ['project_name=rotterdam', []],
    ['project_reference=pr-', ['epsilon', 'beta', 'alpha']],
    ['project_reference=300', ['gamma']],
    ['inform_reference=TR-2026', ['epsilon']],
    ['inform_reference=000001', ['epsilon', 'delta', 'alpha']],
    // Localities and countries come from the chosen places, not from the free text.
    ['origin_locality=madrid', ['beta']],
    ['origin_locality=valencia', ['alpha']],
    ['destination_locality=valencia', ['epsilon']],
    ['destination_locality=MILAN', ['gamma']],
    ['origin_country=spain', ['beta', 'alpha']],
    ['origin_country=france', ['gamma']],
    ['destination_country=netherlands', ['beta']],
    ['destination_country=France', ['alpha']],
    ['destination_country=italy', ['gamma']],
    // Tags of stage links and storage links; every pair on one link; a bare key is any value.
    ['tags=customer:acme', ['alpha']],
    ['tags=order:po-77', ['beta']],
    ['tags=customer', ['epsilon', 'alpha']],
    ['tags=customer:globex|order:PO-1', ['epsilon']],
    ['tags=customer:acme|order:PO-1', []],
    ['tags=cost_center', []],
    // The transport list's own query (type and business_trip, no consolidation filter) lists consolidated reports too.
    ['type=transport&business_trip=false', ['epsilon', 'gamma', 'beta', 'alpha']],
    // Filters combine.
    ['type=transport&consolidated=false&origin_country=spain', ['beta']],
    ['confirmed=true&consolidated=false', []],
    ['search=valencia&date_before=2025-12-31&tags=customer', ['alpha']],
  ];
  it.each(CASES)('%s lists %j', async (query, expected) => {
    expect(await listed(query)).toEqual(expected);
  });

  it('filters by author id', async () => {
    const superId = reports.alpha.created_by.id;
    const userId = reports.gamma.created_by.id;
    expect(await listed(`created_by=${superId}`)).toEqual(['epsilon', 'alpha']);
    expect(await listed(`created_by=${userId}`)).toEqual(['delta', 'gamma']);
    expect(await listed(`created_by=${userId}&type=transport`)).toEqual(['gamma']);
    const scope3User = (await call('scope3.super', 'GET', '/api/rest-auth/user/')).body;
    expect(await listed(`created_by=${scope3User.id}`)).toEqual([]);
  });

  it('keeps business trips apart for the platform company', async () => {
    const trip = await created('platform.super', '/api/reports/', { project_name: 'Lista Trip', date: '2025-05-05', business_trip: true });
    const office = await created('platform.super', '/api/reports/', { project_name: 'Lista Office', date: '2025-05-06' });
    expect(await platformIds('business_trip=true')).toEqual([trip.id]);
    expect(await platformIds('business_trip=false')).toEqual([office.id]);
    expect(await platformIds('')).toEqual([office.id, trip.id]);
  });

  const BAD: [string, string][] = [
    ['confirmed=maybe', 'confirmed'],
    ['consolidated=yes', 'consolidated'],
    ['business_trip=2', 'business_trip'],
    ['type=voyage', 'type'],
    ['date_after=2025-13-01', 'date_after'],
    ['date_before=01/02/2025', 'date_before'],
    ['created_by=abc', 'created_by'],
    ['created_by=0', 'created_by'],
    [`project_name=${'x'.repeat(201)}`, 'project_name'],
    [`origin_country=${'x'.repeat(201)}`, 'origin_country'],
    [`tags=${'x'.repeat(501)}`, 'tags'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['ordering=-password', 'ordering'],
    ['ordering=date,,nope', 'ordering'],
    ['page_size=0', 'page_size'],
  ];
  it.each(BAD)('answers 400 naming the field for %s', async (query, field) => {
    const res = await call('demo.super', 'GET', `/api/reports/?${query}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field]).toEqual([expect.any(String)]);
  });

  it('refuses the consumption list to a company that reports scope 3 only, and lists its transport reports', async () => {
    const res = await call('scope3.super', 'GET', '/api/reports/?type=consumption&confirmed=false');
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/scope 3 only/);
    expect(await listed('type=transport', 'scope3.super')).toEqual(['decoy']);
  });

  it('says what is wrong with a filter in Spanish when asked', async () => {
    const res = await t.call(tokens['demo.super'] as string, { method: 'GET', url: '/api/reports/?ordering=nope', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ordering[0]).toMatch(/^No se puede ordenar por "nope"\. Permitidos: date, reference/);
  });
});

describe('GET /api/reports/ ordering (docs/spec/part-1.md §2 "Report list")', () => {
  // Ascending; descending is the exact reverse, equal values newest first (each ordering reads one index backwards).
  const ORDERINGS: Record<(typeof REPORT_ORDERING)[number], { asc: Key[]; desc: Key[] }> = {
    date: { asc: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'], desc: ['epsilon', 'delta', 'gamma', 'beta', 'alpha'] },
    reference: { asc: ['delta', 'alpha', 'beta', 'gamma', 'epsilon'], desc: ['epsilon', 'gamma', 'beta', 'alpha', 'delta'] },
    // Whatever the case: '' < ar-300 < PR-100 < PR-200 < PR-500
    project_reference: { asc: ['delta', 'gamma', 'alpha', 'beta', 'epsilon'], desc: ['epsilon', 'beta', 'alpha', 'gamma', 'delta'] },
    // demo.admin < demo.super (alpha, epsilon) < demo.user (gamma, delta)
    created_by__username: { asc: ['beta', 'alpha', 'epsilon', 'gamma', 'delta'], desc: ['delta', 'gamma', 'epsilon', 'alpha', 'beta'] },
    // Whatever the case: 'lista beta' between 'Lista Alpha' and 'Lista Delta'.
    project_name: { asc: ['alpha', 'beta', 'delta', 'epsilon', 'gamma'], desc: ['gamma', 'epsilon', 'delta', 'beta', 'alpha'] },
    // 0 (no stages) < 10 tkm by rail < 1,000 tkm by road < 10,000 tkm by rail plus a warehouse < 10,000 tkm by road
    CO2_total: { asc: ['delta', 'gamma', 'alpha', 'beta', 'epsilon'], desc: ['epsilon', 'beta', 'alpha', 'gamma', 'delta'] },
    // '' < 'lyon, France' < Madrid < Rotterdam < Valencia
    origin: { asc: ['delta', 'gamma', 'beta', 'epsilon', 'alpha'], desc: ['alpha', 'epsilon', 'beta', 'gamma', 'delta'] },
    // '' < Lyon < Milan < 'rotterdam, Netherlands' < Valencia
    destination: { asc: ['delta', 'alpha', 'gamma', 'beta', 'epsilon'], desc: ['epsilon', 'beta', 'gamma', 'alpha', 'delta'] },
    id: { asc: ['alpha', 'beta', 'gamma', 'delta', 'epsilon'], desc: ['epsilon', 'delta', 'gamma', 'beta', 'alpha'] },
  };

  it('has expectations for every field the list may be ordered by', () => {
    expect(Object.keys(ORDERINGS).toSorted()).toEqual([...REPORT_ORDERING].toSorted());
  });

  it.each(Object.entries(ORDERINGS))('orders by %s both ways', async (field, { asc, desc }) => {
    expect(await listed(`ordering=${field}`)).toEqual(asc);
    expect(await listed(`ordering=-${field}`)).toEqual(desc);
  });

  it('orders by the stored totals', async () => {
    const totals = (await call('demo.super', 'GET', '/api/reports/?ordering=CO2_total')).body.results.map((r: Json) => r.CO2_total);
    expect(totals[0]).toBe(0);
    expect(totals[1]).toBeGreaterThan(0);
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1]);
  });

  it('orders by several fields, in the order given', async () => {
    expect(await listed('ordering=created_by__username,-date')).toEqual(['beta', 'epsilon', 'alpha', 'delta', 'gamma']);
    expect(await listed('ordering=%20created_by__username%20,%20-date%20')).toEqual(['beta', 'epsilon', 'alpha', 'delta', 'gamma']);
  });

  it('pages through an ordering without losing or repeating a report', async () => {
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await call('demo.super', 'GET', `/api/reports/?ordering=created_by__username&page_size=2&page=${page}`);
      pages.push(...res.body.results.map((r: Json) => nameOf.get(r.id) as string));
    }
    expect(pages).toEqual(ORDERINGS.created_by__username.asc);
  });
});
