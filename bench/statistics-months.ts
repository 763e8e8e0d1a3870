// The statistics over a year of a big company (issue #18, "statistics one-year range < 300 ms"), read from
// emission_facts alone (before) and from the monthly roll-up emission_fact_months for the whole months (after), in the
// same run on the same database, by the server's own groupFacts. On demand, not in CI; progress goes to stderr,
// figures to stdout.
//  1. A fresh database, migrated and seeded as the server does (no demo). One big company whose every year holds
//     FACTS statistics rows, as many as a year of the million-report database of bench/seed.ts (1.8 M), dated
//     2024-01-01 … 2026-11-27 as there, and two companies of 2 % of that each. The rows go straight into
//     emission_facts, set-based and deterministic, a month of a company per INSERT (so the roll-up is built by its
//     triggers as every write builds it): transport rows of five activities (road 52 %, sea 17 %, rail 15 %, air 12 %,
//     storage 4 %) and 30 materials, cargos of two to three rows carrying their weight once, a customer tag of 400, and
//     3 % energy and company-car rows over 5 sites, 3 suppliers and 10 cars. Neither path reads the calculation
//     tables or the reports, so they are not built: the rows hang from one report per company and day. Then VACUUM
//     (ANALYZE), as autovacuum would leave it.
//  2. Each call, for 2025 and for a range from and to the middle of a month: groupFacts reading the facts alone
//     (`factsOnly`, the code before the roll-up) and as the server now reads, alternated, RUNS runs after warm-ups;
//     the answers must agree (1e-9 relative). The main call over HTTP too, through the real server process.
//  3. The roll-up against a GROUP BY of the facts (exact), the migration's backfill timed on these facts, and what
//     the triggers add to a rewrite of a report's rows (a DELETE and an INSERT of N rows), with them and without.
// Run: node --import tsx bench/statistics-months.ts        (about 25 minutes on 2 cores: 5 loading, 15 timing)
// Knobs: FACTS (1800000), RUNS (15), SEED (18); the PostgreSQL server is TEST_DATABASE_URL or DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres. KEEP_DATABASE=1 keeps the database; REUSE_DATABASE=<name> measures a
// kept one again without loading it.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { groupByQuery, type StatisticsGroupKey } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { openPostgres, type Database, type Executor } from '../packages/server/src/db/connection.ts';
import { driverRows } from '../packages/server/src/exports/raw-rows.ts';
import type { TenantContext } from '../packages/server/src/http/tenant-context.ts';
import { groupFacts, type GroupedFacts } from '../packages/server/src/resources/statistics/group-by.ts';
import { apiLogin, startServer, stopServer, type ServerProcess } from '../packages/server/src/test-support/server-process.ts';
import { createPostgresDatabase, migrateAndSeed } from '../packages/server/src/test-support/template-database.ts';

const FACTS = Number(process.env.FACTS ?? 1_800_000);
const RUNS = Number(process.env.RUNS ?? 15);
const SEED = Number(process.env.SEED ?? 18);
const KEEP_DATABASE = process.env.KEEP_DATABASE === '1';
const REUSE_DATABASE = process.env.REUSE_DATABASE;
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const [name, value] of Object.entries({ FACTS, RUNS, SEED })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
}
if (REUSE_DATABASE !== undefined && !/^[a-z_][a-z0-9_]*$/.test(REUSE_DATABASE)) throw new Error('REUSE_DATABASE must be a plain database name');
const PASSWORD = 'bench-pass-123';
const WARMUPS = 3;
const FIRST_DAY = '2024-01-01';
const LAST_DAY = '2026-11-27';
/** Rows of the small companies, as a share of the big one's (bench/seed.ts: 20,000 reports beside 1,000,000). */
const SMALL_SHARE = 0.02;

const log = (text: string) => process.stderr.write(`${text}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;
const median = (values: number[]) => percentile(values.toSorted((a, b) => a - b), 0.5);

let database: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl = '';
let server: ServerProcess | undefined;
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (server) await stopServer(server, 'SIGKILL');
  await database?.close().catch(() => undefined);
  if (dropDatabase && !KEEP_DATABASE) await dropDatabase().catch((error: unknown) => log(`could not drop the database: ${String(error)}`));
  else if (databaseUrl) log(`database kept: ${databaseUrl}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
process.once('exit', () => server?.child.kill('SIGKILL'));

const db = (): Executor => {
  if (!database) throw new Error('no database');
  return database.db;
};
const rows = <T>(query: SQL) => driverRows<T>(db(), query);
const setup: [string, string][] = [];
async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  setup.push([label, seconds(performance.now() - started)]);
  log(`… ${label}: ${seconds(performance.now() - started)}`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// 1. The data.

/** A row's draw in [0, 1) from its key, the run's seed and a salt: the same data on every run. */
const HASH = `create or replace function bench_u(k bigint, salt int) returns float8 language sql immutable parallel safe
  as $$ select (hashint8extended(k, ${SEED}::bigint * 1000 + salt) & 9007199254740991)::float8 / 9007199254740992.0 $$`;

async function load(): Promise<void> {
  await step('migrate and seed (as the server does)', () => migrateAndSeed(database as Database, { demo: false, demoPassword: PASSWORD }));
  await db().execute(sql.raw(HASH));
  await step('companies, users, one report per company and day', async () => {
    await db().execute(sql`insert into companies (name, allowed_tags) select 'Months ' || k, array['customer'] from generate_series(1, 3) k order by k`);
    await db().execute(sql`insert into users (company_id, username, name, email, role, password_hash)
      select c.id, 'months' || c.n || '.super', 'Months ' || c.n, 'months' || c.n || '@example.com', 'super',
        (select password_hash from users where username = 'platform.super')
      from (select id, row_number() over (order by id) as n from companies where name like 'Months %') c`);
    await db().execute(sql`insert into reports (company_id, type, reference, project_name, date, created_by_id, calculated_at)
      select c.id, 'transport', 'BM-' || to_char(d, 'YYYYMMDD'), 'Day ' || to_char(d, 'YYYY-MM-DD'), d, u.id, now()
      from companies c join users u on u.company_id = c.id, generate_series(${FIRST_DAY}::date, ${LAST_DAY}::date, interval '1 day') d
      where c.name like 'Months %'`);
  });
  const companies = await rows<{ id: number; name: string }>(sql`select id, name from companies where name like 'Months %' order by id`);
  const months = await rows<{ month: string }>(
    sql`select to_char(m, 'YYYY-MM-DD') as month from generate_series(date_trunc('month', ${FIRST_DAY}::date), ${LAST_DAY}::date, interval '1 month') m`,
  );
  for (const [i, company] of companies.entries()) {
    const perDay = (i === 0 ? FACTS : FACTS * SMALL_SHARE) / 365;
    await step(`${company.name}: statistics rows, a month per INSERT (the triggers fill the roll-up)`, async () => {
      for (const { month } of months) await db().execute(monthOfFacts(company.id, month, perDay));
    });
  }
  await step('vacuum (analyze)', () => db().execute(sql`vacuum (analyze)`));
}

/**
 * A company's rows of one month: `perDay` a day on average (±30 %), each drawn from its own key. A cargo is two or
 * three consecutive rows of one material (its legs), its weight on the first (`weight_once`) and on the first of each
 * activity (`weight_once_activity`, here its first two rows).
 */
function monthOfFacts(companyId: number, month: string, perDay: number): SQL {
  return sql`
    insert into emission_facts (company_id, report_id, date, type, activity, cargo_id, commodity_id, center_id, car_id,
      supplier_id, tags, co2_total, co2e_ttw, co2e_wtt, co2, ch4, n2o, hfcs, pfcs, sf6, nf3, nox, sox, pm,
      scope1, scope2, scope3, tkm, weight, weight_once, weight_once_activity)
    select ${companyId}, r.id, r.date, k.type, k.activity, k.cargo, k.commodity, k.center, k.car, k.supplier, k.tags,
      x.kg, x.kg * 0.8, x.kg * 0.2, x.kg * 0.79, x.kg * 1.2e-4, x.kg * 3e-5, 0, 0, 0, 0, x.kg * 1e-3, x.kg * 2e-5, x.kg * 3e-5,
      case when k.own then x.kg * 0.8 else 0 end, case when k.type = 'consumption' then x.kg * 0.8 else 0 end,
      case when k.own or k.type = 'consumption' then x.kg * 0.2 else x.kg end,
      x.tkm, k.weight, case when k.leg = 0 then k.weight else 0 end, case when k.leg < 2 then k.weight else 0 end
    from reports r
    cross join lateral generate_series(1, (${perDay} * (0.7 + 0.6 * bench_u(r.id, 1)))::int) g
    cross join lateral (select r.id::bigint * 100000 + g as key) id
    cross join lateral (
      select case when bench_u(id.key, 2) < 0.97 then 'transport' when bench_u(id.key, 2) < 0.99 then 'consumption' else 'voyage' end as type,
        bench_u(id.key, 3) as a, (g - 1) % 3 as leg, r.id::bigint * 100000 + (g - 1) / 3 as cargo_key
    ) t
    cross join lateral (
      select t.type, t.leg,
        case t.type when 'transport' then case when t.a < 0.52 then 'road' when t.a < 0.69 then 'nautical' when t.a < 0.84 then 'rail'
            when t.a < 0.96 then 'air' else 'storage' end
          when 'consumption' then (array['electricity', 'gasoil', 'natural_gas'])[1 + floor(3 * t.a)::int] else 'voyage' end as activity,
        case when t.type = 'transport' then t.cargo_key end as cargo,
        case when t.type = 'transport' then 1 + floor(30 * power(bench_u(t.cargo_key, 4), 1.7))::int end as commodity,
        case when t.type <> 'transport' then 1 + floor(5 * bench_u(id.key, 5))::int end as center,
        case when t.type = 'voyage' then 1 + floor(10 * bench_u(id.key, 6))::int end as car,
        case when t.type = 'consumption' and t.a < 1.0 / 3 then 1 + floor(3 * bench_u(id.key, 7))::int end as supplier,
        case when t.type = 'transport' then jsonb_build_object('customer', 'Customer ' || floor(400 * power(bench_u(t.cargo_key, 8), 1.5))::int) else '{}'::jsonb end as tags,
        case when t.type = 'transport' then round((0.5 + 24.5 * power(bench_u(t.cargo_key, 9), 2))::numeric, 3)::float8 else 0 end as weight,
        t.type = 'transport' and bench_u(id.key, 10) < 0.2 as own
    ) k
    cross join lateral (
      select k.weight * (20 + 2000 * bench_u(id.key, 11)) as tkm,
        case when k.type = 'transport' then k.weight * (20 + 2000 * bench_u(id.key, 11)) * (0.005 + 0.1 * bench_u(id.key, 12))
          else 5 + 500 * bench_u(id.key, 12) end as kg
    ) x
    where r.company_id = ${companyId} and r.date >= ${month}::date and r.date < (${month}::date + interval '1 month')`;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. The calls.

interface Call {
  name: string;
  keys: StatisticsGroupKey[];
  filters?: Record<string, string>;
}
const CALLS: Call[] = [
  { name: 'group_by=transport_type', keys: ['transport_type'] },
  { name: 'group_by=month', keys: ['month'] },
  { name: 'group_by=commodity', keys: ['commodity'] },
  { name: 'group_by=transport_type,month', keys: ['transport_type', 'month'] },
  { name: 'group_by=year,month', keys: ['year', 'month'] },
  { name: 'no group', keys: [] },
  { name: 'group_by=type', keys: ['type'] },
  { name: 'group_by=center,car', keys: ['center', 'car'] },
  { name: 'commodity=3, group_by=transport_type', keys: ['transport_type'], filters: { commodity: '3' } },
  { name: 'type=consumption, group_by=center', keys: ['center'], filters: { type: 'consumption' } },
];
const RANGES = [
  { name: '2025', after: '2025-01-01', before: '2025-12-31' },
  { name: '2025-01-15..2025-12-14', after: '2025-01-15', before: '2025-12-14' },
] as const;

const parse = (call: Call, range: (typeof RANGES)[number]) =>
  groupByQuery.parse({ date_after: range.after, date_before: range.before, ...(call.keys.length ? { group_by: call.keys.join(',') } : {}), ...call.filters });

const byKey = (grouped: GroupedFacts) => new Map([...grouped.rows.map((row) => [row.key.join('|'), row.figures] as const), ['(overall)', grouped.overall] as const]);

function differences(rollUp: GroupedFacts, facts: GroupedFacts): string[] {
  const problems: string[] = [];
  const got = byKey(rollUp);
  for (const [key, figures] of byKey(facts)) {
    const other = got.get(key);
    if (!other) problems.push(`${key}: missing`);
    for (const [name, value] of Object.entries(figures)) {
      const mine = other?.[name as keyof typeof figures] ?? null;
      if (value === null || mine === null ? value !== mine : Math.abs(value - mine) > 1e-9 * Math.max(1, Math.abs(value))) problems.push(`${key} ${name}: ${mine} ≠ ${value}`);
    }
  }
  if (got.size !== facts.rows.length + 1) problems.push(`${got.size - 1} groups ≠ ${facts.rows.length}`);
  return problems;
}

async function timedPair(ctx: TenantContext, call: Call, range: (typeof RANGES)[number]) {
  const q = parse(call, range);
  const before: number[] = [];
  const after: number[] = [];
  let answers: [GroupedFacts, GroupedFacts] | undefined;
  for (let i = 0; i < WARMUPS + RUNS; i++) {
    // Alternated, each first every other run, so neither reads a cache the other warmed more.
    const order = i % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const);
    const got: Partial<Record<'before' | 'after', GroupedFacts>> = {};
    for (const which of order) {
      const started = performance.now();
      got[which] = await groupFacts(db(), ctx, q, { factsOnly: which === 'before' });
      if (i >= WARMUPS) (which === 'before' ? before : after).push(performance.now() - started);
    }
    answers = [got.after as GroupedFacts, got.before as GroupedFacts];
  }
  return { before: before.toSorted((a, b) => a - b), after: after.toSorted((a, b) => a - b), problems: answers ? differences(...answers) : ['no answer'] };
}

/** The statements groupFacts sends for `q`, caught by a recording executor. */
async function statementsOf(ctx: TenantContext, q: ReturnType<typeof groupByQuery.parse>): Promise<SQL[]> {
  const captured: SQL[] = [];
  const recorder = { execute: async (statement: SQL) => (captured.push(statement), { rows: [] }) } as unknown as Executor;
  await groupFacts(recorder, ctx, q);
  return captured;
}

/** A Markdown table, its first `text` columns left-aligned and the figures right-aligned. */
function table(header: string[], body: string[][], text: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < text ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [line(header), `| ${widths.map((w, i) => (i < text ? '-'.repeat(w) : `${'-'.repeat(Math.max(1, w - 1))}:`)).join(' | ')} |`, ...body.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// 3. The roll-up's own figures.

/** Roll-up rows that differ from a GROUP BY of the facts (exact numeric sums), and how many groups there are. */
async function rollUpCheck(): Promise<{ groups: number; differing: number }> {
  const sums = ['co2_total', 'co2e_ttw', 'co2e_wtt', 'co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3', 'nox', 'sox', 'pm', 'scope1', 'scope2', 'scope3', 'tkm', 'weight_once', 'weight_once_activity'];
  const [row] = await rows<{ groups: number; differing: number }>(
    sql.raw(`with f as (
      select company_id, date_trunc('month', date::timestamp)::date as month, type, activity, commodity_id, center_id, car_id, supplier_id,
        count(*)::int as rows, ${sums.map((c) => `sum(${c}::numeric) as ${c}`).join(', ')}
      from emission_facts group by 1, 2, 3, 4, 5, 6, 7, 8)
    select count(*)::int as groups, count(*) filter (where m.company_id is null or f.company_id is null or m.rows <> f.rows or ${sums.map((c) => `m.${c} <> f.${c}`).join(' or ')})::int as differing
    from f full join emission_fact_months m on m.company_id = f.company_id and m.month = f.month and m.type = f.type and m.activity = f.activity
      and m.commodity_id is not distinct from f.commodity_id and m.center_id is not distinct from f.center_id
      and m.car_id is not distinct from f.car_id and m.supplier_id is not distinct from f.supplier_id`),
  );
  return row ?? { groups: 0, differing: -1 };
}

/** The migration's backfill statement, as migration 0016 runs it. */
function backfillStatement(): string {
  const migration = readFileSync(new URL('../packages/server/src/db/migrations/0016_statistics_months.sql', import.meta.url), 'utf8');
  const statement = migration.split('--> statement-breakpoint').find((s) => s.includes('FROM "emission_facts"') && s.includes('INSERT INTO "emission_fact_months"') && !s.includes('changed_rows'));
  if (!statement) throw new Error('no backfill in migration 0016');
  return statement;
}

/** A rewrite of `n` rows of a report: DELETE then INSERT of the same rows, as writeReportFacts does; ms, median of RUNS. */
async function rewriteCost(companyId: number, n: number): Promise<number> {
  const times: number[] = [];
  await db().execute(sql`drop table if exists bench_rewrite`);
  await db().execute(sql.raw(`create unlogged table bench_rewrite as select * from emission_facts where company_id = ${companyId} and date = '2025-06-11' limit ${n}`));
  const columns = (await rows<{ c: string }>(sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c from information_schema.columns where table_name = 'emission_facts' and column_name <> 'id'`))[0]?.c ?? '';
  for (let i = 0; i < WARMUPS + RUNS; i++) {
    const started = performance.now();
    await (database as Database).db.transaction(async (tx) => {
      await tx.execute(sql.raw(`delete from emission_facts where id in (select id from bench_rewrite)`));
      await tx.execute(sql.raw(`insert into emission_facts (${columns}) select ${columns} from bench_rewrite`));
      // The rows keep their old ids in bench_rewrite: take the new ones for the next run.
      await tx.execute(sql.raw(`truncate bench_rewrite`));
      await tx.execute(sql.raw(`insert into bench_rewrite select * from emission_facts where company_id = ${companyId} and date = '2025-06-11' order by id desc limit ${n}`));
    });
    if (i >= WARMUPS) times.push(performance.now() - started);
  }
  return median(times);
}

// ---------------------------------------------------------------------------------------------------------------

const problems: string[] = [];

async function run() {
  log(`PostgreSQL ${SERVER_URL}; ${REUSE_DATABASE ? `reusing ${REUSE_DATABASE}` : `${FACTS.toLocaleString('en')} rows a year in the big company, seed ${SEED}`}`);
  if (REUSE_DATABASE) {
    databaseUrl = Object.assign(new URL(SERVER_URL), { pathname: `/${REUSE_DATABASE}` }).toString();
    database = await openPostgres(databaseUrl, 4);
  } else {
    const created = await createPostgresDatabase(SERVER_URL, 'huella_bench_months');
    databaseUrl = created.url;
    dropDatabase = created.drop;
    database = await openPostgres(databaseUrl, 4);
    await load();
    // Migration 0015 turns JIT off for the database's new connections, as the server's are: these opened before it.
    await database.close();
    database = await openPostgres(databaseUrl, 4);
  }
  const [company] = await rows<{ id: number; name: string; user_id: number }>(
    sql`select c.id, c.name, u.id as user_id from companies c join users u on u.company_id = c.id where u.username = 'months1.super'`,
  );
  if (!company) throw new Error('no months1.super: was the database loaded by this bench?');
  const ctx: TenantContext = {
    userId: company.user_id,
    companyId: company.id,
    role: 'super',
    tokenId: 0,
    company: { id: company.id, name: company.name, onlyScope3: false, hasHseqConnection: false, allowedTags: ['customer'], platform: false },
  };
  const [sizes] = await rows<{ facts: string; year: string; months: string; year_months: string; facts_size: string; months_size: string }>(sql`
    select (select count(*) from emission_facts)::text as facts,
      (select count(*) from emission_facts where company_id = ${company.id} and date between '2025-01-01' and '2025-12-31')::text as year,
      (select count(*) from emission_fact_months)::text as months,
      (select count(*) from emission_fact_months where company_id = ${company.id} and month between '2025-01-01' and '2025-12-01')::text as year_months,
      pg_size_pretty(pg_total_relation_size('emission_facts')) as facts_size, pg_size_pretty(pg_total_relation_size('emission_fact_months')) as months_size`);
  const settings = await rows<{ name: string; setting: string }>(
    sql`select name, setting || coalesce(unit, '') as setting from pg_settings where name in ('server_version', 'shared_buffers', 'work_mem', 'jit', 'max_parallel_workers_per_gather') order by name`,
  );

  const checked = await step('the roll-up against a GROUP BY of the facts', rollUpCheck);
  if (checked.differing !== 0) problems.push(`${checked.differing} of ${checked.groups} roll-up rows differ from the facts' GROUP BY`);

  const measured: { call: string; range: string; before: number[]; after: number[] }[] = [];
  for (const range of RANGES) {
    for (const call of CALLS) {
      const { before, after, problems: found } = await timedPair(ctx, call, range);
      for (const p of found.slice(0, 5)) problems.push(`${call.name} [${range.name}]: ${p}`);
      measured.push({ call: call.name, range: range.name, before, after });
      log(`… ${call.name} [${range.name}]: facts ${median(before).toFixed(0)} ms, roll-up ${median(after).toFixed(0)} ms`);
    }
  }

  const main = CALLS[0] as Call;
  const year = RANGES[0];
  server = await startServer({ DATABASE_URL: databaseUrl, HUELLA_DEMO: '0' }, 600_000);
  const token = await apiLogin(server.url, 'months1.super', PASSWORD);
  const path = `/api/reports/emissions_dynamic_group_by/?date_after=${year.after}&date_before=${year.before}&group_by=${main.keys.join(',')}`;
  const api: number[] = [];
  for (let i = 0; i < WARMUPS + RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Token ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.text();
    if (i >= WARMUPS) api.push(performance.now() - started);
  }
  await stopServer(server);
  server = undefined;

  const [statement] = await statementsOf(ctx, parse(main, RANGES[1]));
  const explain = statement ? await rows<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${statement}`) : [];

  const backfill = backfillStatement();
  const rebuilt = await step("migration 0016's backfill on these facts (the roll-up emptied first)", async () => {
    const started = performance.now();
    await (database as Database).db.transaction(async (tx) => {
      await tx.execute(sql`truncate emission_fact_months`);
      await tx.execute(sql.raw(backfill));
    });
    return performance.now() - started;
  });
  const afterBackfill = await rollUpCheck();
  if (afterBackfill.differing !== 0) problems.push(`after the backfill, ${afterBackfill.differing} roll-up rows differ`);

  const rewrites: string[][] = [];
  for (const n of [5, 50, 1000]) {
    const withTriggers = await rewriteCost(company.id, n);
    await db().execute(sql`alter table emission_facts disable trigger user`);
    const without = await rewriteCost(company.id, n).finally(() => db().execute(sql`alter table emission_facts enable trigger user`));
    rewrites.push([String(n), without.toFixed(1), withTriggers.toFixed(1), (withTriggers - without).toFixed(1)]);
  }
  await db().execute(sql`drop table if exists bench_rewrite`);
  const afterRewrites = await rollUpCheck();
  if (afterRewrites.differing !== 0) problems.push(`after the rewrites, ${afterRewrites.differing} roll-up rows differ`);

  const out: string[] = [];
  out.push(`\nStatistics from the monthly roll-up, PostgreSQL; node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); ${settings.map((s) => `${s.name} ${s.setting}`).join(', ')}`);
  out.push(REUSE_DATABASE ? `database ${REUSE_DATABASE} (reused)` : `FACTS=${FACTS} SEED=${SEED}; ${RUNS} runs of each path after ${WARMUPS} warm-ups, alternated`);
  for (const [label, value] of setup) out.push(`  ${label}: ${value}`);
  out.push(
    `\nemission_facts: ${Number(sizes?.facts).toLocaleString('en')} rows (${sizes?.facts_size}); ${company.name}, 2025: ${Number(sizes?.year).toLocaleString('en')} rows. ` +
      `emission_fact_months: ${Number(sizes?.months).toLocaleString('en')} rows (${sizes?.months_size}); ${company.name}, 2025: ${Number(sizes?.year_months).toLocaleString('en')}.`,
  );
  out.push(`The roll-up against the facts' GROUP BY: ${checked.groups.toLocaleString('en')} groups, ${checked.differing} differ.\n`);
  out.push('groupFacts in-process, ms (median, p95): "facts" reads emission_facts alone, as before; "roll-up" as the server now reads.');
  out.push(
    table(
      ['call', 'range', 'facts p50', 'facts p95', 'roll-up p50', 'roll-up p95', 'faster'],
      measured.map((m) => [m.call, m.range, percentile(m.before, 0.5).toFixed(1), percentile(m.before, 0.95).toFixed(1), percentile(m.after, 0.5).toFixed(1), percentile(m.after, 0.95).toFixed(1), `${(percentile(m.before, 0.5) / percentile(m.after, 0.5)).toFixed(0)}×`]),
      2,
    ),
  );
  out.push(`\nOver HTTP (the server process, roll-up), ${path}: p50 ${percentile(api.toSorted((a, b) => a - b), 0.5).toFixed(1)} ms, p95 ${percentile(api.toSorted((a, b) => a - b), 0.95).toFixed(1)} ms.`);
  out.push(`\nMigration 0016's backfill of these facts: ${seconds(rebuilt)}; the roll-up it made against the facts: ${afterBackfill.differing} of ${afterBackfill.groups} differ.`);
  out.push('\nA rewrite of a report\'s rows (DELETE then INSERT of n rows, one transaction), ms, median:');
  out.push(table(['rows', 'without triggers', 'with triggers', 'the triggers add'], rewrites, 0));
  out.push(`After the rewrites the roll-up against the facts: ${afterRewrites.differing} differ.`);
  out.push(`\nEXPLAIN (ANALYZE, BUFFERS) of ${main.name} [${RANGES[1].name}], as the server now runs it:\n${explain.map((p) => p['QUERY PLAN']).join('\n')}`);
  console.log(out.join('\n'));
}

try {
  await run();
} catch (error) {
  problems.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}
if (problems.length) {
  console.log(`\nPROBLEMS (${problems.length}):\n${problems.slice(0, 30).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('\nno problems: the roll-up is the facts\' GROUP BY, and both paths answer alike');
}
