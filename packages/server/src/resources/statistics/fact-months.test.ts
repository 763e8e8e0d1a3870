import { groupByQuery, type StatisticsGroupKey } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRows } from '../../exports/raw-rows.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { createConsumptionLookups, type ConsumptionLookups } from '../../test-support/consumption-lookups.ts';
import { multipartForm } from '../../test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { copyFactsOf } from './emission-facts.ts';
import { groupFacts, type GroupedFacts } from './group-by.ts';

// The monthly roll-up of the statistics rows (docs/decisions/0012-statistics.md "Whole months"): after every kind of
// write it is the GROUP BY of emission_facts, and a statistic read from it answers what the facts alone answer.

let t: TestApp;
const tokens: Record<string, string> = {};
let ctx: TenantContext;
let lookups: ConsumptionLookups;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
async function ok(who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<Json> {
  const res = await t.call(tokens[who] as string, { method, url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? {} : res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'platform.super']) tokens[u] = await t.login(u);
  lookups = await createConsumptionLookups(t, tokens['demo.super'] as string, '-months');
  const [row] = await driverRows<{ user_id: number; company_id: number; name: string; allowed_tags: string[] }>(
    t.db,
    sql`select u.id as user_id, c.id as company_id, c.name, c.allowed_tags from users u join companies c on c.id = u.company_id where u.username = 'demo.super'`,
  );
  if (!row) throw new Error('no demo.super');
  ctx = {
    userId: row.user_id,
    companyId: row.company_id,
    role: 'super',
    tokenId: 0,
    company: { id: row.company_id, name: row.name, onlyScope3: false, hasHseqConnection: false, allowedTags: row.allowed_tags, platform: false },
  };
});
afterAll(() => t.close());

const SUMS = ['co2_total', 'co2e_ttw', 'co2e_wtt', 'co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3', 'nox', 'sox', 'pm', 'scope1', 'scope2', 'scope3', 'tkm', 'weight_once', 'weight_once_activity'];
const KEY = 'company_id, month, type, activity, commodity_id, center_id, car_id, supplier_id';

const summedAsText = (sum: (column: string) => string) => SUMS.map((c) => `trim_scale(${sum(c)})::text as ${c}`).join(', ');

/** The roll-up as it is, and as a GROUP BY of the facts makes it; sums exact (numeric), written without trailing zeros. */
async function rollUpBeside() {
  const stored = await driverRows(t.db, sql.raw(`select ${KEY}, rows, ${summedAsText((c) => c)} from emission_fact_months order by ${KEY}`));
  const expected = await driverRows(
    t.db,
    sql.raw(`select company_id, date_trunc('month', date::timestamp)::date as month, type, activity, commodity_id, center_id, car_id, supplier_id,
      count(*)::int as rows, ${summedAsText((c) => `sum(${c}::numeric)`)}
      from emission_facts group by 1, 2, 3, 4, 5, 6, 7, 8 order by ${KEY}`),
  );
  return { stored, expected };
}
async function expectRollUpOfFacts(after: string) {
  const { stored, expected } = await rollUpBeside();
  expect(expected.length, after).toBeGreaterThan(0);
  expect(stored, after).toEqual(expected);
}

/** The company's roll-up sum of `column` for the roll-up rows `where` selects (text, exact). */
async function rolledUp(column: string, where: string): Promise<number> {
  const [row] = await driverRows<{ n: string | null }>(t.db, sql.raw(`select sum(${column})::text as n from emission_fact_months where company_id = ${ctx.companyId} and ${where}`));
  return Number(row?.n ?? 0);
}

async function transportReport(date: string, project: string) {
  const report = await ok('demo.super', 'POST', '/api/reports/', { project_name: project, date });
  const steel = await ok('demo.super', 'POST', '/api/commodities/', { name: `${project} steel`, description: 'Coils' });
  const cargo = await ok('demo.super', 'POST', `/api/reports/${report.id}/cargos/`, { weight: 12, commodity: steel.id });
  const loose = await ok('demo.super', 'POST', `/api/reports/${report.id}/cargos/`, { weight: 3 });
  const road = await ok('demo.super', 'POST', `/api/reports/${report.id}/road-overland-stages/`, {
    distance: 400,
    cargos: [
      { cargo: cargo.id, tags: { customer: 'ACME' } },
      { cargo: loose.id, tags: { customer: 'Beta' } },
    ],
  });
  const rail = await ok('demo.super', 'POST', `/api/reports/${report.id}/rail-overland-stages/`, { distance: 250, cargos: [{ cargo: cargo.id }] });
  await ok('demo.super', 'POST', `/api/reports/${report.id}/storages/`, { warehouse_name: `${project} DC`, moves_number: 2, type: 'own', cargos: [{ cargo: loose.id }] });
  return { id: report.id as number, cargo: cargo.id as number, steel: steel.id as number, road: road.id as number, rail: rail.id as number };
}

async function energyReport(date: string, project: string): Promise<number> {
  const report = await ok('demo.super', 'POST', '/api/reports/', { type: 'consumption', project_name: project, date });
  const at = { center: lookups.center };
  await ok('demo.super', 'POST', `/api/reports/${report.id}/consumptions/`, { ...at, type: 'electricity', date, quantity: '1000', supplier: lookups.iberdrola });
  await ok('demo.super', 'POST', `/api/reports/${report.id}/consumptions/`, { ...at, type: 'gasoil', date, quantity: '80' });
  await ok('demo.super', 'POST', `/api/reports/${report.id}/voyages/`, { ...at, car: lookups.dieselCar, date, distance: '120' });
  return report.id;
}

describe('the monthly roll-up of emission_facts', () => {
  it('is the GROUP BY of the facts after creations, edits, a review recalculation, an import, a supplier change and deletions', async () => {
    const a = await transportReport('2040-03-10', 'Months A');
    const b = await transportReport('2040-03-20', 'Months B');
    const energy = await energyReport('2040-03-31', 'Months energy');
    await expectRollUpOfFacts('creations');
    const march = `month = '2040-03-01'`;
    expect(await rolledUp('rows', `${march} and activity = 'road'`)).toBe(4);

    const road = await rolledUp('co2_total', `${march} and activity = 'road'`);
    await ok('demo.super', 'PATCH', `/api/reports/${a.id}/road-overland-stages/${a.road}/`, { distance: 800 });
    await expectRollUpOfFacts("a stage's figures");
    expect(await rolledUp('co2_total', `${march} and activity = 'road'`)).toBeGreaterThan(road * 1.2);

    const other = await ok('demo.super', 'POST', '/api/commodities/', { name: 'Months other', description: 'Bales' });
    await ok('demo.super', 'PATCH', `/api/reports/${a.id}/cargos/${a.cargo}/`, { commodity: other.id });
    await expectRollUpOfFacts("a cargo's commodity");
    expect(await rolledUp('rows', `commodity_id = ${a.steel}`)).toBe(0);
    expect(await rolledUp('rows', `commodity_id = ${other.id}`)).toBe(2);

    await ok('demo.super', 'PATCH', `/api/reports/${a.id}/`, { date: '2040-05-02' });
    await expectRollUpOfFacts("the report's date");
    expect(await rolledUp('rows', `month = '2040-05-01'`)).toBe(4);
    expect(await rolledUp('rows', `${march} and type = 'transport'`)).toBe(4);

    await ok('demo.super', 'DELETE', `/api/reports/${b.id}/rail-overland-stages/${b.rail}/`);
    await expectRollUpOfFacts('a stage deleted');
    expect(await rolledUp('rows', `${march} and activity = 'rail'`)).toBe(0);

    // A review in force from 2040 takes the open reports of 2040 (a recalculation each), then a factor doubles.
    const desnz = (await ok('demo.super', 'GET', '/api/reviews/')).results[0].id;
    const copy = await ok('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2040-01-01', title: 'Months 2040' });
    const before = await rolledUp('co2e_ttw', `month = '2040-05-01' and activity = 'road'`);
    const changed = await ok('platform.super', 'PATCH', `/api/reviews/${copy.id}/`, { factors: { 'road.per_tkm.hgv_average': 0.20326 } });
    expect(changed.reports.open).toBeGreaterThan(0);
    await expectRollUpOfFacts("a review's recalculation");
    expect(await rolledUp('co2e_ttw', `month = '2040-05-01' and activity = 'road'`)).not.toBeCloseTo(before, 3);

    const rail = 'origin,destination,distance_km,vehicle,weight_t\nMadrid,Zaragoza,310,Electric freight train (average),4\n';
    const form = multipartForm({ project_name: 'Months import', date: '2040-06-15', origin: 'Madrid', destination: 'Zaragoza' }, { rail_overland_stages: rail });
    const imported = await t.call(tokens['demo.super'] as string, { method: 'POST', url: '/api/reports/', payload: form.payload, headers: form.headers });
    expect(imported.statusCode, imported.body).toBe(201);
    await expectRollUpOfFacts('an import');
    expect(await rolledUp('rows', `month = '2040-06-01' and activity = 'rail'`)).toBe(1);

    // The supplier's factor moves the market-based figure only, which the statistics do not sum; the rows are rewritten.
    const firstFact = async () => (await driverRows<{ id: string }>(t.db, sql`select min(id)::text as id from emission_facts where report_id = ${energy}`))[0]?.id;
    const written = await firstFact();
    await ok('demo.super', 'PATCH', `/api/suppliers/${lookups.iberdrola}/`, { A1: '0.5', B1: '0', C1: '0' });
    await expectRollUpOfFacts("a supplier's factor");
    expect(Number(await firstFact())).toBeGreaterThan(Number(written));

    await ok('demo.super', 'DELETE', `/api/reports/${energy}/`);
    await ok('demo.super', 'DELETE', `/api/reports/${b.id}/`);
    await expectRollUpOfFacts('reports deleted');
    expect(await rolledUp('rows', march)).toBe(0);
    const [emptied] = await driverRows<{ n: number }>(t.db, sql`select count(*)::int as n from emission_fact_months where rows = 0`);
    expect(emptied?.n).toBe(0);
  });

  it('follows UPDATE and TRUNCATE of the facts too, and keeps its sums exact however often a figure comes and goes', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update emission_facts set co2_total = co2_total + 0.1, weight_once = weight_once * 3 where company_id = ${ctx.companyId}`);
      await tx.execute(sql`update emission_facts set co2_total = co2_total - 0.1, weight_once = weight_once / 3 where company_id = ${ctx.companyId}`);
    });
    await expectRollUpOfFacts('updates');
    let truncated = false;
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate emission_facts`);
        const [left] = await driverRows<{ n: number }>(tx, sql`select count(*)::int as n from emission_fact_months`);
        truncated = left?.n === 0;
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
    expect(truncated).toBe(true);
    await expectRollUpOfFacts('a truncate rolled back');
  });
});

const query = (range: readonly [string, string], keys: StatisticsGroupKey[], filters: Record<string, string> = {}) =>
  groupByQuery.parse({ date_after: range[0], date_before: range[1], ...(keys.length ? { group_by: keys.join(',') } : {}), ...filters });

/** Each group, and the whole, by its key; figures as the answer has them. */
const byKey = (grouped: GroupedFacts) =>
  new Map<string, Record<string, number | null>>([...grouped.rows.map((row) => [row.key.join('|'), row.figures] as const), ['(overall)', grouped.overall] as const]);
const apart = (a: number | null | undefined, b: number | null) =>
  a === undefined || a === null || b === null ? a !== b : Math.abs(a - b) > 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/** The same groups with the same figures (1e-9 relative: the roll-up's exact sums beside float8 sums of the facts). */
function expectSameAnswer(actual: GroupedFacts, expected: GroupedFacts, context: string) {
  const got = byKey(actual);
  const want = byKey(expected);
  expect([...got.keys()].toSorted(), context).toEqual([...want.keys()].toSorted());
  const differing = [...want].flatMap(([key, figures]) =>
    Object.entries(figures).flatMap(([name, value]) => (apart(got.get(key)?.[name], value) ? [`${key} ${name}: ${got.get(key)?.[name]} vs ${value}`] : [])),
  );
  expect(differing, context).toEqual([]);
}

describe('statistics read from the roll-up', () => {
  // Three thousand statistics rows over 2024-12 … 2027-01 of every kind, material, site, car and supplier, written
  // straight into emission_facts (the triggers keep the roll-up) under one report: both paths read only these rows.
  beforeAll(async () => {
    const { id } = await ok('demo.super', 'POST', '/api/reports/', { project_name: 'Months synthetic', date: '2025-01-01' });
    await t.db.execute(sql`
      insert into emission_facts (company_id, report_id, date, type, activity, cargo_id, commodity_id, center_id, car_id, supplier_id,
        co2_total, co2e_ttw, co2e_wtt, co2, ch4, n2o, hfcs, pfcs, sf6, nf3, nox, sox, pm, scope1, scope2, scope3, tkm, weight, weight_once, weight_once_activity)
      select ${ctx.companyId}, ${id}, date '2024-12-01' + (g * 37 % 790), k.type, k.activity, null, k.commodity, k.center, k.car, k.supplier,
        x, x * 0.8, x * 0.2, x * 0.79, x * 1e-4, x * 3e-5, 0, 0, 0, 0, x * 1e-3, x * 1e-5, x * 3e-5,
        case when k.type = 'transport' then 0 else x * 0.5 end, case when k.type = 'consumption' then x * 0.3 else 0 end, x * 0.2,
        case when k.type = 'transport' then (g % 13) * 100.5 else 0 end, k.weight,
        case when g % 3 = 0 then k.weight else 0 end, case when g % 2 = 0 then k.weight else 0 end
      from generate_series(1, 3000) g
      cross join lateral (select (g % 97) * 1.37 + g * 0.000123456789 as x) f
      cross join lateral (
        select case when g % 10 < 6 or g % 10 = 9 then 'transport' when g % 10 < 8 then 'consumption' else 'voyage' end as type,
          case g % 10 when 6 then 'electricity' when 7 then 'gasoil' when 8 then 'voyage' when 9 then 'road'
            else (array['road', 'rail', 'nautical', 'air', 'storage', 'road'])[g % 10 + 1] end as activity,
          case when g % 10 < 6 then 1 + g % 6 end as commodity,
          case when g % 10 between 6 and 8 then 1 + g % 3 end as center,
          case when g % 10 = 8 then 1 + g / 10 % 4 end as car,
          case when g % 10 = 6 then 1 + g / 10 % 2 end as supplier,
          case when g % 10 < 6 then 1 + g % 7 else 0 end as weight
      ) k`);
  });

  const RANGES = [
    ['2025-01-01', '2026-12-31'],
    ['2025-02-15', '2026-03-10'],
    ['2025-01-31', '2025-03-01'],
    ['2025-06-01', '2025-06-30'],
    ['2025-03-02', '2025-03-30'],
    ['2024-12-31', '2040-12-31'],
    ['9999-12-15', '9999-12-20'],
  ] as const;
  const KEYS: StatisticsGroupKey[][] = [
    [],
    ['year'],
    ['month'],
    ['transport_type'],
    ['type'],
    ['commodity'],
    ['center'],
    ['car'],
    ['year', 'month'],
    ['month', 'transport_type'],
    ['type', 'commodity'],
    ['center', 'car'],
    ['transport_type', 'commodity', 'month'],
  ];

  it('answers every key of the roll-up, over ranges that start and end on month bounds and inside months, as the facts do', async () => {
    let groups = 0;
    for (const range of RANGES) {
      for (const keys of KEYS) {
        const q = query(range, keys);
        const facts = await groupFacts(t.db, ctx, q, { factsOnly: true });
        expectSameAnswer(await groupFacts(t.db, ctx, q), facts, `${range.join('..')} group_by=${keys.join(',')}`);
        groups += facts.rows.length;
      }
    }
    expect(groups).toBeGreaterThan(500);
  });

  it('answers every filter of the roll-up as the facts do', async () => {
    const FILTERS: Record<string, string>[] = [
      { type: 'transport' },
      { type: 'consumption' },
      { type: 'voyage' },
      { consumption_type: 'electricity,gasoil' },
      { commodity: '3,4' },
      { center: '2' },
      { car: '1' },
      { consumption_supplier: '1' },
      { type: 'consumption', center: '2', consumption_supplier: '2' },
    ];
    const empty: string[] = [];
    for (const range of RANGES) {
      for (const filters of FILTERS) {
        for (const keys of [[], ['month', 'transport_type']] as StatisticsGroupKey[][]) {
          const q = query(range, keys, filters);
          const facts = await groupFacts(t.db, ctx, q, { factsOnly: true });
          if (facts.overall.CO2_total === 0) empty.push(`${range.join('..')} ${JSON.stringify(filters)}`);
          expectSameAnswer(await groupFacts(t.db, ctx, q), facts, `${range.join('..')} ${JSON.stringify(filters)} group_by=${keys.join(',')}`);
        }
      }
    }
    // Every filter selects something over two years.
    expect(empty.filter((name) => name.startsWith('2025-01-01..'))).toEqual([]);
  });

  it('reads the whole months from the roll-up, the days around them from the facts, and anything else from the facts alone', async () => {
    // A kilogram more on every roll-up row of the company, in a transaction rolled back: an answer moves by as many
    // kilograms as it read roll-up rows.
    const extra = async (range: readonly [string, string], keys: StatisticsGroupKey[], filters: Record<string, string> = {}) => {
      let moved = NaN;
      await t.db
        .transaction(async (tx) => {
          const q = query(range, keys, filters);
          const facts = await groupFacts(tx, ctx, q);
          await tx.execute(sql`update emission_fact_months set co2_total = co2_total + 1 where company_id = ${ctx.companyId}`);
          moved = (await groupFacts(tx, ctx, q)).overall.CO2_total - facts.overall.CO2_total;
          throw new Error('rolled back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
        });
      return Math.round(moved);
    };
    const months = await rolledUp('1', `month >= '2025-03-01' and month < '2026-03-01'`);
    expect(months).toBeGreaterThan(10);
    expect(await extra(['2025-02-15', '2026-03-10'], ['month'])).toBe(months);
    expect(await extra(['2025-03-01', '2026-02-28'], [])).toBe(months);
    const transport = await rolledUp('1', `month >= '2025-03-01' and month < '2026-03-01' and type = 'transport'`);
    expect(transport).toBeLessThan(months);
    expect(await extra(['2025-02-15', '2026-03-10'], ['commodity'], { type: 'transport' })).toBe(transport);
    // A range inside one month, and what the roll-up does not keep: the facts alone.
    expect(await extra(['2025-03-02', '2025-03-31'], ['month'])).toBe(0);
    expect(await extra(['2025-02-15', '2026-03-10'], ['report'])).toBe(0);
    expect(await extra(['2025-02-15', '2026-03-10'], ['tag'], { tag_group_by: 'customer' })).toBe(0);
    expect(await extra(['2025-02-15', '2026-03-10'], ['month'], { tag: 'customer:ACME' })).toBe(0);
    expect(await extra(['2025-02-15', '2026-03-10'], ['month'], { transport_type: 'road' })).toBe(0);
    expect(await extra(['2025-02-15', '2026-03-10'], ['month'], { consolidated: 'false' })).toBe(0);
    const [report] = await driverRows<{ id: number }>(t.db, sql`select report_id as id from emission_facts where company_id = ${ctx.companyId} limit 1`);
    expect(await extra(['2025-02-15', '2026-03-10'], ['month'], { reports: String(report?.id) })).toBe(0);
  });
});

/** Waits until `check` holds, for up to 10 s. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

/** Whether a session of this database waits for a lock of `locktype` (advisory, transactionid…). */
async function waitingOn(locktype: string) {
  const [row] = await driverRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where a.datname = current_database() and not l.granted and l.locktype = ${locktype}`,
  );
  return (row?.n ?? 0) > 0;
}

describe.runIf(onPostgres)('writers of one company on PostgreSQL', () => {

  it('take turns from their first write of facts to their commit, so they cannot lock roll-up rows in crossing orders', async () => {
    const a = await transportReport('2041-01-10', 'Turns A');
    const b = await transportReport('2041-01-20', 'Turns B');
    let wrote!: () => void;
    let mayCommit!: () => void;
    const firstWrote = new Promise<void>((resolve) => (wrote = resolve));
    const commit = new Promise<void>((resolve) => (mayCommit = resolve));
    const order: string[] = [];
    const first = t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from emission_facts where report_id = ${a.id}`);
      wrote();
      await commit;
      await tx.execute(copyFactsOf(sql`r.id = ${a.id}`));
      order.push('first');
    });
    await firstWrote;
    const second = t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from emission_facts where report_id = ${b.id}`);
      order.push('second wrote');
      await tx.execute(copyFactsOf(sql`r.id = ${b.id}`));
    });
    try {
      await until(() => waitingOn('advisory'), 'the second writer waits for the company');
      expect(order).toEqual([]);
    } finally {
      mayCommit();
    }
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second wrote']);
    await expectRollUpOfFacts('two writers');
  });

  it('recalculates the reports that use a supplier while one of them is being edited, without a deadlock', async () => {
    const first = await energyReport('2041-02-10', 'Busy first');
    const second = await energyReport('2041-02-11', 'Busy second');
    let locked!: () => void;
    let mayWrite!: () => void;
    const editorLocked = new Promise<void>((resolve) => (locked = resolve));
    const write = new Promise<void>((resolve) => (mayWrite = resolve));
    // An edit of the second report: its row locked first, its statistics rows written after.
    const edit = t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from reports where id = ${second} for update`);
      locked();
      await write;
      await tx.execute(sql`delete from emission_facts where report_id = ${second}`);
      await tx.execute(copyFactsOf(sql`r.id = ${second}`));
    });
    await editorLocked;
    const change = t.call(tokens['demo.super'] as string, { method: 'PATCH', url: `/api/suppliers/${lookups.iberdrola}/`, payload: { A1: '0.3', B1: '0', C1: '0' } });
    try {
      await until(() => waitingOn('transactionid'), 'the supplier change waits for the edited report');
    } finally {
      mayWrite();
    }
    await edit;
    const res = await change;
    expect(res.statusCode, res.body).toBe(200);
    for (const id of [first, second]) {
      const totals = await ok('demo.super', 'GET', `/api/reports/${id}/totals/`);
      expect(totals.scope2_market_based, String(id)).toBeCloseTo(300, 6);
    }
    await expectRollUpOfFacts('a supplier change beside an edit');
  });
});
