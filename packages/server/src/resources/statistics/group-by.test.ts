import { readFileSync } from 'node:fs';
import { STATISTICS_GROUP_KEYS, type StatisticsGroupKey } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRows } from '../../exports/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// GET /api/reports/emissions_dynamic_group_by/ (docs/spec/part-2.md §7) against the figures the totals screens show:
// every expected sum below is built in the test from GET /api/reports/{id}/totals/ (the stored per-cargo, per-stage,
// per-storage, per-consumption and per-voyage results), never from the statistics tables.

let t: TestApp;
const tokens: Record<string, string> = {};
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'en') {
  const res = await t.call(tokens[who] as string, { method, url, payload, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: (res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body) as Json };
}
async function created(who: string, url: string, payload: object): Promise<Json> {
  const res = await call(who, 'POST', url, payload);
  if (res.status !== 201) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const YEAR = 'date_after=2025-01-01&date_before=2025-12-31';
const ids = {} as Record<'steel' | 'textiles' | 'center' | 'car' | 'first' | 'last' | 'outside' | 'energy' | 'decoy', number>;

/** One figure a statistic sums, as the totals screen shows it. */
interface Entry {
  report: number;
  date: string;
  type: string;
  activity: string;
  cargo: number | null;
  commodity: number | null;
  center: number | null;
  car: number | null;
  tags: Record<string, string>;
  figures: Record<string, number>;
  weight: number;
}
const FIGURES = ['CO2_total', 'CO2', 'CH4', 'N2O', 'scope1', 'scope2', 'scope3', 'tkm'] as const;
const pick = (f: Json) => Object.fromEntries(FIGURES.map((k) => [k, Number(f[k] ?? 0)]));

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
  ids.steel = (await created('demo.super', '/api/commodities/', { name: 'Stats steel', description: 'Coils and bars' })).id;
  ids.textiles = (await created('demo.super', '/api/commodities/', { name: 'Stats textiles', description: 'Bales' })).id;

  // The first day of the range: two cargos by road (both) and rail (steel only), then warehoused together.
  const first = await created('demo.super', '/api/reports/', { project_name: 'Stats first', date: '2025-01-01' });
  ids.first = first.id;
  const steel = await created('demo.super', `/api/reports/${first.id}/cargos/`, { weight: 10, commodity: ids.steel });
  const textiles = await created('demo.super', `/api/reports/${first.id}/cargos/`, { weight: 5, commodity: ids.textiles });
  await created('demo.super', `/api/reports/${first.id}/road-overland-stages/`, {
    distance: 500,
    cargos: [
      { cargo: steel.id, tags: { customer: 'ACME', order: 'PO-1' } },
      { cargo: textiles.id, tags: { customer: 'Beta' } },
    ],
  });
  await created('demo.super', `/api/reports/${first.id}/rail-overland-stages/`, { distance: 300, cargos: [{ cargo: steel.id, tags: { customer: 'ACME' } }] });
  await created('demo.super', `/api/reports/${first.id}/storages/`, { warehouse_name: 'Stats DC', moves_number: 2, type: 'own', cargos: [{ cargo: steel.id }, { cargo: textiles.id }] });

  // The last day: a freighter leg, and a rail leg with no cargo at all (its figures belong to no material).
  const last = await created('demo.user', '/api/reports/', { project_name: 'Stats last', date: '2025-12-31' });
  ids.last = last.id;
  const coils = await created('demo.user', `/api/reports/${last.id}/cargos/`, { weight: 20, commodity: ids.steel });
  await created('demo.user', `/api/reports/${last.id}/air-stages/`, { distance: 1000, aircraft_type: 'freighter', cargos: [{ cargo: coils.id, tags: { customer: '=ACME' } }] });
  await created('demo.user', `/api/reports/${last.id}/rail-overland-stages/`, { distance: 120, cargos: [] });

  // A day after the range.
  const outside = await created('demo.super', '/api/reports/', { project_name: 'Stats outside', date: '2026-01-01' });
  ids.outside = outside.id;
  const late = await created('demo.super', `/api/reports/${outside.id}/cargos/`, { weight: 7, commodity: ids.steel });
  await created('demo.super', `/api/reports/${outside.id}/road-overland-stages/`, { distance: 50, cargos: [{ cargo: late.id, tags: { customer: 'ACME' } }] });

  // Energy and company cars, with their own dates inside the range.
  ids.center = (await created('demo.super', '/api/centers/', { name: 'Stats plant' })).id;
  const family = await created('demo.super', '/api/car-families/', { brand: 'Stats', model: 'Diesel', fuel: 'gasoil' });
  ids.car = (await created('demo.super', '/api/cars/', { plate: '1111STA', car_family: family.id, center: ids.center })).id;
  const energy = await created('demo.super', '/api/reports/', { type: 'consumption', project_name: 'Stats energy', date: '2025-06-30' });
  ids.energy = energy.id;
  await created('demo.super', `/api/reports/${energy.id}/consumptions/`, { type: 'gasoil', date: '2025-06-15', center: ids.center, quantity: '100', tags: { customer: 'ACME' } });
  await created('demo.super', `/api/reports/${energy.id}/consumptions/`, { type: 'electricity', date: '2025-07-15', center: ids.center, quantity: '2500' });
  await created('demo.super', `/api/reports/${energy.id}/voyages/`, { car: ids.car, center: ids.center, date: '2025-06-16', distance: '87.5' });

  // Another company's freight in the same range with the same tags: it must never show.
  const decoy = await created('scope3.super', '/api/reports/', { project_name: 'Stats decoy', date: '2025-06-01' });
  ids.decoy = decoy.id;
  const decoyCargo = await created('scope3.super', `/api/reports/${decoy.id}/cargos/`, { weight: 99 });
  await created('scope3.super', `/api/reports/${decoy.id}/road-overland-stages/`, { distance: 999, cargos: [{ cargo: decoyCargo.id, tags: { customer: 'ACME' } }] });
});
afterAll(() => t.close());

/** Every figure of the demo company's reports, read from the totals screens. */
async function ledger(): Promise<Entry[]> {
  const entries: Entry[] = [];
  const commodityIds = new Map([
    ['Stats steel', ids.steel],
    ['Stats textiles', ids.textiles],
  ]);
  for (const reportId of [ids.first, ids.last, ids.outside]) {
    const report = (await call('demo.super', 'GET', `/api/reports/${reportId}/`)).body;
    const totals = (await call('demo.super', 'GET', `/api/reports/${reportId}/totals/`)).body;
    const common = { report: reportId, date: report.date, type: 'transport', center: null, car: null };
    const links = (activity: string, row: Json) => {
      if (!row.cargos.length) entries.push({ ...common, activity, cargo: null, commodity: null, tags: {}, figures: pick(row), weight: 0 });
      for (const c of row.cargos) {
        entries.push({ ...common, activity, cargo: c.cargo, commodity: commodityIds.get(c.commodity) ?? null, tags: c.tags ?? {}, figures: pick(c), weight: c.weight });
      }
    };
    for (const stage of totals.stages) links(stage.kind, stage);
    for (const storage of totals.storages) links('storage', storage);
  }
  const energy = (await call('demo.super', 'GET', `/api/reports/${ids.energy}/totals/`)).body;
  for (const c of energy.consumptions) {
    entries.push({ report: ids.energy, date: c.date, type: 'consumption', activity: c.type, cargo: null, commodity: null, center: ids.center, car: null, tags: c.tags, figures: pick(c), weight: 0 });
  }
  for (const v of energy.voyages) {
    entries.push({ report: ids.energy, date: v.date, type: 'voyage', activity: 'voyage', cargo: null, commodity: null, center: ids.center, car: ids.car, tags: v.tags, figures: pick(v), weight: 0 });
  }
  return entries;
}

function keyOf(entry: Entry, key: StatisticsGroupKey, tagKey: string): string {
  switch (key) {
    case 'year':
      return entry.date.slice(0, 4);
    case 'month':
      return entry.date.slice(0, 7);
    case 'transport_type':
      return entry.activity;
    case 'type':
      return entry.type;
    case 'commodity':
      return entry.commodity === null ? '' : String(entry.commodity);
    case 'tag':
      return entry.tags[tagKey] ?? '';
    case 'center':
      return entry.center === null ? '' : String(entry.center);
    case 'car':
      return entry.car === null ? '' : String(entry.car);
    case 'report':
      return String(entry.report);
  }
}

/** The sums a group-by must answer, each cargo's weight once per group. */
function expectedGroups(entries: Entry[], keys: StatisticsGroupKey[], tagKey = 'customer'): Record<string, Record<string, number>> {
  const groups = new Map<string, { figures: Record<string, number>; cargos: Map<number, number> }>();
  for (const entry of entries) {
    const key = keys.length ? keys.map((k) => keyOf(entry, k, tagKey)).join('|') : 'total';
    const group = groups.get(key) ?? { figures: Object.fromEntries(FIGURES.map((f) => [f, 0])), cargos: new Map() };
    for (const f of FIGURES) group.figures[f] = (group.figures[f] ?? 0) + (entry.figures[f] ?? 0);
    if (entry.cargo !== null) group.cargos.set(entry.cargo, entry.weight);
    groups.set(key, group);
  }
  return Object.fromEntries([...groups].map(([key, g]) => [key, { ...g.figures, weight: [...g.cargos.values()].reduce((a, b) => a + b, 0) }]));
}

function expectClose(actual: Json, expected: Record<string, Record<string, number>>, context: string) {
  expect(Object.keys(actual).toSorted(), context).toEqual(Object.keys(expected).toSorted());
  for (const [key, figures] of Object.entries(expected)) {
    for (const [name, value] of Object.entries(figures)) expect(actual[key][name], `${context} ${key} ${name}`).toBeCloseTo(value, 6);
  }
}

const inYear = (entries: Entry[]) => entries.filter((e) => e.date >= '2025-01-01' && e.date <= '2025-12-31');

/** One day's transport figures by month. */
const day = async (date: string) =>
  (await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?date_after=${date}&date_before=${date}&type=transport&group_by=month`)).body;
const tagUrl = (tag: string) => `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=tag&tag_group_by=customer&tag=${encodeURIComponent(tag)}`;
/** The year's overall CO2e with `query`'s filters. */
async function overallWith(query: string): Promise<number> {
  const res = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&${query}`);
  expect(res.status, `${query} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.overall.CO2_total as number;
}
/** The 400 body of a group-by with `query`. */
async function refused(query: string, language = 'en'): Promise<Json> {
  const res = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${query}`, undefined, language);
  expect(res.status, query).toBe(400);
  return res.body;
}

describe('GET /api/reports/emissions_dynamic_group_by/', () => {
  const COMBINATIONS: StatisticsGroupKey[][] = [
    [],
    ...STATISTICS_GROUP_KEYS.map((k) => [k]),
    ['year', 'month'],
    ['month', 'transport_type'],
    ['commodity', 'transport_type'],
    ['transport_type', 'commodity'],
    ['tag', 'transport_type'],
    ['tag', 'commodity'],
    ['year', 'type', 'transport_type'],
    ['center', 'type'],
    ['report', 'transport_type'],
  ];
  it.each(COMBINATIONS.map((keys) => [keys.join(',') || '(none)', keys] as const))('group_by=%s sums the stored results', async (_name, keys) => {
    const entries = inYear(await ledger());
    const res = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=${keys.join(',')}&tag_group_by=customer`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.group_by).toEqual(keys);
    expectClose(res.body.total, expectedGroups(entries, keys), keys.join(','));
    // The list holds the same groups, each with its key by name.
    expect(res.body.groups).toHaveLength(Object.keys(res.body.total).length);
    for (const row of res.body.groups) expect(res.body.total[keys.length ? keys.map((k) => row.key[k]).join('|') : 'total'].CO2_total).toBe(row.CO2_total);
    expectClose({ total: res.body.overall }, expectedGroups(entries, []), 'overall');
  });

  it('adds up, by material, to the reports\' totals', async () => {
    const res = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=commodity`);
    const byMaterial = Object.values(res.body.total as Record<string, Json>).reduce((sum, g) => sum + g.CO2_total, 0);
    let reports = 0;
    for (const id of [ids.first, ids.last, ids.energy]) reports += (await call('demo.super', 'GET', `/api/reports/${id}/totals/`)).body.CO2_total;
    expect(byMaterial).toBeGreaterThan(0);
    expect(byMaterial).toBeCloseTo(reports, 6);
    expect(res.body.labels.commodity).toEqual({ [ids.steel]: 'Stats steel', [ids.textiles]: 'Stats textiles' });
  });

  it('counts a cargo\'s weight once however many legs it took', async () => {
    const res = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=commodity&type=transport`);
    expect(res.body.total[String(ids.steel)].weight).toBe(30);
    expect(res.body.total[String(ids.textiles)].weight).toBe(5);
    expect(res.body.overall.weight).toBe(35);
    const road = (await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=transport_type`)).body.total;
    expect(road.road.weight).toBe(15);
    expect(road.rail.weight).toBe(10);
    expect(road.air.weight).toBe(20);
    expect(road.road.intensity_g_per_tkm).toBeCloseTo((road.road.CO2_total * 1000) / road.road.tkm, 9);
  });

  it('takes both dates of the range inclusively', async () => {
    const entries = await ledger();
    expect(Object.keys((await day('2025-01-01')).total)).toEqual(['2025-01']);
    expect((await day('2025-01-01')).overall.CO2_total).toBeCloseTo(expectedGroups(entries.filter((e) => e.date === '2025-01-01'), []).total?.CO2_total ?? NaN, 6);
    expect(Object.keys((await day('2025-12-31')).total)).toEqual(['2025-12']);
    expect((await day('2025-12-30')).groups).toEqual([]);
    expect((await day('2025-12-30')).overall.CO2_total).toBe(0);
  });

  it('filters by tag: values of one key are alternatives, different keys must all match', async () => {
    const entries = inYear(await ledger());
    const acme = (await call('demo.super', 'GET', tagUrl('customer:ACME'))).body;
    expectClose(acme.total, expectedGroups(entries.filter((e) => e.tags.customer === 'ACME'), ['tag']), 'customer:ACME');
    expect(Object.keys(acme.total)).toEqual(['ACME']);
    const either = (await call('demo.super', 'GET', tagUrl('customer:ACME|customer:Beta'))).body;
    expect(Object.keys(either.total).toSorted()).toEqual(['ACME', 'Beta']);
    const both = (await call('demo.super', 'GET', tagUrl('customer:ACME|order:PO-1'))).body;
    expectClose(both.total, expectedGroups(entries.filter((e) => e.tags.customer === 'ACME' && e.tags.order === 'PO-1'), ['tag']), 'both keys');
    const anyOrder = (await call('demo.super', 'GET', tagUrl('order:'))).body;
    expect(anyOrder.overall.CO2_total).toBeCloseTo(both.overall.CO2_total, 9);
  });

  it('filters by material, transport type, kind, center, car, report and consolidation', async () => {
    const entries = inYear(await ledger());
    const sum = (filter: (e: Entry) => boolean) => expectedGroups(entries.filter(filter), []).total?.CO2_total ?? 0;
    expect(await overallWith(`commodity=${ids.textiles}`)).toBeCloseTo(sum((e) => e.commodity === ids.textiles), 6);
    expect(await overallWith('transport_type=road,storage')).toBeCloseTo(sum((e) => e.activity === 'road' || e.activity === 'storage'), 6);
    expect(await overallWith('type=consumption')).toBeCloseTo(sum((e) => e.type === 'consumption'), 6);
    expect(await overallWith('consumption_type=electricity')).toBeCloseTo(sum((e) => e.activity === 'electricity'), 6);
    expect(await overallWith(`center=${ids.center}&type=voyage`)).toBeCloseTo(sum((e) => e.type === 'voyage'), 6);
    expect(await overallWith(`car=${ids.car}`)).toBeCloseTo(sum((e) => e.car === ids.car), 6);
    expect(await overallWith(`reports=${ids.last}`)).toBeCloseTo(sum((e) => e.date === '2025-12-31' && e.type === 'transport'), 6);
    expect(await overallWith('consolidated=true')).toBe(0);
    expect(await overallWith('consolidated=false')).toBeCloseTo(sum(() => true), 6);
    expect(await overallWith('commodity=999999')).toBe(0);
  });

  it('shows each company only its own figures, and scope-3-only companies no consumptions', async () => {
    const theirs = await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&reports=${ids.decoy}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.groups).toEqual([]);
    const scope3 = await call('scope3.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=type,transport_type`);
    expect(scope3.status).toBe(200);
    expect(Object.keys(scope3.body.total)).toEqual(['transport|road']);
    const decoyTotals = (await call('scope3.super', 'GET', `/api/reports/${ids.decoy}/totals/`)).body;
    expect(scope3.body.overall.CO2_total).toBeCloseTo(decoyTotals.CO2_total, 6);
    expect(scope3.body.overall.weight).toBe(99);
    for (const query of ['type=consumption', 'type=voyage', `car=${ids.car}`]) {
      expect((await call('scope3.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&${query}`)).status, query).toBe(403);
    }
  });

  it('answers a bad parameter with a 400 naming it, in the reader\'s language', async () => {
    expect(await refused('date_before=2025-12-31')).toEqual({ date_after: ['This field is required.'] });
    expect(await refused('date_after=2025-01-01')).toEqual({ date_before: ['This field is required.'] });
    expect(await refused('date_after=2025-01-01', 'es')).toEqual({ date_before: ['Este campo es obligatorio.'] });
    expect(Object.keys(await refused('date_after=2025-13-01&date_before=2025-12-31'))).toEqual(['date_after']);
    expect(await refused('date_after=2025-12-31&date_before=2025-01-01')).toEqual({ date_before: ['The end date must not be before the start date.'] });
    expect(await refused(`${YEAR}&group_by=year,colour`)).toEqual({ group_by: [`Not a valid choice. Choose one of: ${STATISTICS_GROUP_KEYS.join(', ')}.`] });
    expect(await refused(`${YEAR}&group_by=tag`, 'es')).toEqual({ tag_group_by: ['Elija la etiqueta por la que agrupar.'] });
    expect(await refused(`${YEAR}&commodity=1,x`)).toEqual({ commodity: ['Enter ids separated by commas.'] });
    expect(Object.keys(await refused(`${YEAR}&center=-1`))).toEqual(['center']);
    expect(Object.keys(await refused(`${YEAR}&car=99999999999`))).toEqual(['car']);
    expect(await refused(`${YEAR}&tag=nokey`)).toEqual({ tag: ['Enter tags as key:value pairs separated by |.'] });
    expect(Object.keys(await refused(`${YEAR}&type=freight`))).toEqual(['type']);
    expect(Object.keys(await refused(`${YEAR}&transport_type=boat`))).toEqual(['transport_type']);
    expect(Object.keys(await refused(`${YEAR}&consolidated=maybe`))).toEqual(['consolidated']);
    expect(Object.keys(await refused(`${YEAR}&reports=${'1,'.repeat(600)}`))).toEqual(['reports']);
    const anonymous = await t.call(null, { method: 'GET', url: `/api/reports/emissions_dynamic_group_by/?${YEAR}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a change to a report at once', async () => {
    const url = `/api/reports/emissions_dynamic_group_by/?${YEAR}&group_by=transport_type&reports=${ids.last}`;
    const before = (await call('demo.super', 'GET', url)).body.total;
    const air = (await call('demo.user', 'GET', `/api/reports/${ids.last}/air-stages/`)).body.results[0];
    const changed = await call('demo.user', 'PATCH', `/api/reports/${ids.last}/air-stages/${air.id}/`, { distance: 2000 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = (await call('demo.super', 'GET', url)).body.total;
    expect(before.air.CO2_total).toBeGreaterThan(0);
    expect(after.air.CO2_total).toBeGreaterThan(before.air.CO2_total * 1.5);
    expect(after.air.tkm).toBeCloseTo(before.air.tkm * 2, 6);
    expect(after.rail.CO2_total).toBe(before.rail.CO2_total);

    const moved = await call('demo.user', 'PATCH', `/api/reports/${ids.last}/`, { date: '2026-01-02' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await call('demo.super', 'GET', url)).body.groups).toEqual([]);
    await call('demo.user', 'PATCH', `/api/reports/${ids.last}/`, { date: '2025-12-31' });
    expect(Object.keys((await call('demo.super', 'GET', url)).body.total).toSorted()).toEqual(['air', 'rail']);

    expect((await call('demo.super', 'POST', `/api/reports/${ids.last}/consolidate/`)).status).toBe(200);
    const consolidated = (await call('demo.super', 'GET', `${url}&consolidated=true`)).body;
    expect(Object.keys(consolidated.total).toSorted()).toEqual(['air', 'rail']);
  });

  it('keeps each cargo\'s weight once when a filter picks some of its legs or the leg carrying it goes', async () => {
    const report = await created('demo.super', '/api/reports/', { project_name: 'Stats weights', date: '2025-06-06' });
    const a = await created('demo.super', `/api/reports/${report.id}/cargos/`, { weight: 4 });
    const b = await created('demo.super', `/api/reports/${report.id}/cargos/`, { weight: 6 });
    const zeta = { customer: 'Zeta' };
    const rail = await created('demo.super', `/api/reports/${report.id}/rail-overland-stages/`, { distance: 100, cargos: [{ cargo: a.id, tags: zeta }] });
    await created('demo.super', `/api/reports/${report.id}/road-overland-stages/`, {
      distance: 80,
      cargos: [
        { cargo: a.id, tags: zeta },
        { cargo: b.id, tags: { customer: 'Yota' } },
      ],
    });
    await created('demo.super', `/api/reports/${report.id}/storages/`, { warehouse_name: 'Stats hub', moves_number: 1, type: 'own', cargos: [{ cargo: a.id, tags: zeta }] });
    const weights = async (query: string) => {
      const body = (await call('demo.super', 'GET', `/api/reports/emissions_dynamic_group_by/?${YEAR}&reports=${report.id}&${query}`)).body;
      return { overall: body.overall.weight, ...Object.fromEntries(Object.entries(body.total as Record<string, Json>).map(([key, g]) => [key, g.weight])) };
    };
    expect(await weights('group_by=type')).toEqual({ overall: 10, transport: 10 });
    expect(await weights('group_by=transport_type')).toEqual({ overall: 10, rail: 4, road: 10, storage: 4 });
    expect(await weights('group_by=month,transport_type')).toEqual({ overall: 10, '2025-06|rail': 4, '2025-06|road': 10, '2025-06|storage': 4 });
    expect(await weights('transport_type=road')).toEqual({ overall: 10, total: 10 });
    expect(await weights('transport_type=rail,storage&group_by=type')).toEqual({ overall: 4, transport: 4 });
    expect(await weights('transport_type=storage&group_by=commodity')).toEqual({ overall: 4, '': 4 });
    // Each cargo's legs carry the same tags here: every tag group holds all of a cargo's rows or none.
    expect(await weights('group_by=tag&tag_group_by=customer')).toEqual({ overall: 10, Zeta: 4, Yota: 6 });
    expect(await weights('group_by=tag,transport_type&tag_group_by=customer')).toEqual({ overall: 10, 'Zeta|rail': 4, 'Zeta|road': 4, 'Zeta|storage': 4, 'Yota|road': 6 });
    expect(await weights('tag=customer:Zeta&group_by=type')).toEqual({ overall: 4, transport: 4 });
    expect((await call('demo.super', 'DELETE', `/api/reports/${report.id}/rail-overland-stages/${rail.id}/`)).status).toBe(204);
    expect(await weights('group_by=type')).toEqual({ overall: 10, transport: 10 });
    expect(await weights('group_by=transport_type')).toEqual({ overall: 10, road: 10, storage: 4 });
    // A leg of Zeta's cargo now tagged for Yota: the cargo weighs in both customers' groups, once in the whole.
    await created('demo.super', `/api/reports/${report.id}/air-stages/`, { distance: 500, cargos: [{ cargo: a.id, tags: { customer: 'Yota' } }] });
    expect(await weights('group_by=tag&tag_group_by=customer')).toEqual({ overall: 10, Zeta: 4, Yota: 10 });
    expect(await weights('tag=customer:Yota&group_by=type')).toEqual({ overall: 10, transport: 10 });
    expect(await weights('tag=customer:Zeta&group_by=type')).toEqual({ overall: 4, transport: 4 });

    // Migration 0011 filled these columns for the facts copied before it: its UPDATE gives what the writer gives.
    // Which of a cargo's rows carries its weight may differ between the two (ties); what each cargo and activity sums to may not.
    const stored = async () =>
      driverRows<{ once: number; tags_vary: boolean }>(t.db, sql`select cargo_id, activity, sum(weight_once) as once, sum(weight_once_activity) as once_activity, max(weight) as weight,
        bool_or(tags_vary) as tags_vary
        from emission_facts group by cargo_id, activity order by cargo_id, activity`);
    const written = await stored();
    await t.db.execute(sql`update emission_facts set weight_once = 0, weight_once_activity = 0, tags_vary = false`);
    const migration = readFileSync(new URL('../../db/migrations/0011_statistics_covering_index.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "emission_facts"'));
    await t.db.execute(sql.raw(backfill ?? 'missing backfill'));
    expect(written.some((row) => Number(row.once) > 0)).toBe(true);
    expect(written.some((row) => row.tags_vary)).toBe(true);
    expect(await stored()).toEqual(written);
    expect((await call('demo.super', 'DELETE', `/api/reports/${report.id}/`)).status).toBe(204);
  });

  it('forgets a deleted report', async () => {
    const report = await created('demo.super', '/api/reports/', { project_name: 'Stats gone', date: '2025-05-05' });
    const cargo = await created('demo.super', `/api/reports/${report.id}/cargos/`, { weight: 3 });
    await created('demo.super', `/api/reports/${report.id}/road-overland-stages/`, { distance: 10, cargos: [{ cargo: cargo.id }] });
    const url = `/api/reports/emissions_dynamic_group_by/?${YEAR}&reports=${report.id}`;
    expect((await call('demo.super', 'GET', url)).body.overall.CO2_total).toBeGreaterThan(0);
    expect((await call('demo.super', 'DELETE', `/api/reports/${report.id}/`)).status).toBe(204);
    expect((await call('demo.super', 'GET', url)).body.overall.CO2_total).toBe(0);
  });
});
