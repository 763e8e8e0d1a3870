// Latency of the statistics calls (issue #14 item 7) on a production-sized PostgreSQL database, beside the SQL an
// analyst would write by hand for the same figures. On demand, not in CI; progress goes to stderr, figures to stdout.
//  1. A fresh database (migrated and seeded as the server does), then, set-based in SQL and deterministic by SEED:
//     REPORTS transport reports over COMPANIES companies (the first the biggest; the third and fifth only_scope3),
//     dated 2024-01-01..2026-12-31, about STAGES stages (1–9 per report: road, rail, sea, air), 1–3 cargos each of
//     30 commodities per company, stage–cargo links tagged customer/lane (some order), storages on a tenth of the
//     reports, and monthly consumption reports (consumptions, company-car voyages) for the other companies; every
//     row with stored results of the core's shape (docs/methodology.md §6), parts adding up to the report's total.
//     emission_facts is then filled by the server's own copyFactsOf, and the database vacuumed and analysed.
//  2. The real server process (main.ts) on it, signed in as the biggest company's super user: each call over HTTP
//     for 2025 and for the three years, median and p95 of RUNS runs after warm-ups, and CLIENTS clients at once on
//     the main group-by.
//  3. Beside each call, with `pg`: the server's own SQL (rendered from group-by.ts and by-project.ts), the minimal
//     GROUP BY of the same figures written by hand over the calculation tables (links, stages, reports, cargos,
//     storages, consumptions, voyages, gases read out of the jsonb results) and over emission_facts. The hand
//     queries sum the 17 figures per group; they leave out what the API adds: each cargo's weight once per group,
//     the overall row, names and JSON. Target of the issue: every call ≤ 1.5× its hand SQL, under 300 ms for a year.
//  4. The API's overall CO2_total for 2025 must be the sum of reports.co2_total of the company for 2025 (1e-6).
//  5. EXPLAIN (ANALYZE, BUFFERS) of the server's query for the slowest group-by call of each range.
// Run: npx tsx bench/statistics.ts        (about 40 minutes on 2 cores at the default size, 6 of them seeding)
// Knobs: REPORTS (200000), STAGES (1000000), COMPANIES (5), SEED (14), RUNS (20), CLIENTS (20); the PostgreSQL server
// is TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres. KEEP_DATABASE=1 keeps the
// database at the end (its name is printed) and REUSE_DATABASE=<name> measures a kept one again without seeding it,
// e.g. after creating an index by hand.
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { byProjectQuery, groupByQuery } from '@huella/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Client } from 'pg';
import { openPostgres, type Executor } from '../packages/server/src/db/connection.ts';
import type { TenantContext } from '../packages/server/src/http/tenant-context.ts';
import { emissionsByProject } from '../packages/server/src/resources/statistics/by-project.ts';
import { copyFactsOf } from '../packages/server/src/resources/statistics/emission-facts.ts';
import { groupFacts } from '../packages/server/src/resources/statistics/group-by.ts';
import { apiLogin, startServer, stopServer, type ServerProcess } from '../packages/server/src/test-support/server-process.ts';
import { createPostgresDatabase, migrateAndSeed } from '../packages/server/src/test-support/template-database.ts';

const REPORTS = Number(process.env.REPORTS ?? 200_000);
const STAGES = Number(process.env.STAGES ?? 1_000_000);
const COMPANIES = Number(process.env.COMPANIES ?? 5);
const SEED = Number(process.env.SEED ?? 14);
const RUNS = Number(process.env.RUNS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const KEEP_DATABASE = process.env.KEEP_DATABASE === '1';
const REUSE_DATABASE = process.env.REUSE_DATABASE;
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
for (const [name, value] of Object.entries({ REPORTS, STAGES, COMPANIES, SEED, RUNS, CLIENTS })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
}
if (REUSE_DATABASE !== undefined && !/^[a-z_][a-z0-9_]*$/.test(REUSE_DATABASE)) throw new Error('REUSE_DATABASE must be a plain database name');
/** Stages per report are uniform on 1..SPREAD, so that their mean is STAGES / REPORTS (9 at the defaults). */
const SPREAD = Math.max(1, Math.round((2 * STAGES) / REPORTS - 1));
const PASSWORD = 'bench-pass-123';
const WARMUPS = 3;
/** The hand SQL over the calculation tables takes seconds: fewer runs of it. */
const SOURCE_RUNS = 5;
const PER_CLIENT = 10;

const RANGES = [
  { name: '2025', after: '2025-01-01', before: '2025-12-31' },
  { name: '2024–26', after: '2024-01-01', before: '2026-12-31' },
] as const;
type Range = (typeof RANGES)[number];

// ---------------------------------------------------------------------------------------------------------------
// What the companies' reports are made of.

const CUSTOMERS = ['ACME', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka'];
const LANES: [string, string, string, string, string][] = [
  ['ES-FR', 'Valencia', 'Spain', 'Lyon', 'France'],
  ['ES-DE', 'Madrid', 'Spain', 'Duisburg', 'Germany'],
  ['CN-ES', 'Shanghai', 'China', 'Valencia', 'Spain'],
  ['CN-NL', 'Shanghai', 'China', 'Rotterdam', 'Netherlands'],
  ['US-ES', 'New York', 'United States', 'Madrid', 'Spain'],
  ['ES-IT', 'Barcelona', 'Spain', 'Milan', 'Italy'],
  ['NL-DE', 'Rotterdam', 'Netherlands', 'Munich', 'Germany'],
  ['DE-IT', 'Duisburg', 'Germany', 'Milan', 'Italy'],
  ['ES-PT', 'Madrid', 'Spain', 'Lisbon', 'Portugal'],
  ['FR-GB', 'Paris', 'France', 'London', 'United Kingdom'],
  ['ES-MA', 'Algeciras', 'Spain', 'Tangier', 'Morocco'],
  ['SG-ES', 'Singapore', 'Singapore', 'Valencia', 'Spain'],
  ['BR-ES', 'Santos', 'Brazil', 'Valencia', 'Spain'],
  ['MX-ES', 'Veracruz', 'Mexico', 'Barcelona', 'Spain'],
  ['ES-US', 'Madrid', 'Spain', 'Chicago', 'United States'],
  ['TR-ES', 'Istanbul', 'Turkey', 'Barcelona', 'Spain'],
  ['IN-NL', 'Mumbai', 'India', 'Rotterdam', 'Netherlands'],
  ['JP-NL', 'Tokyo', 'Japan', 'Rotterdam', 'Netherlands'],
  ['KR-ES', 'Busan', 'South Korea', 'Valencia', 'Spain'],
  ['ZA-ES', 'Durban', 'South Africa', 'Algeciras', 'Spain'],
];
const COMMODITIES = [
  'Steel coils', 'Auto parts', 'Ceramic tiles', 'Citrus fruit', 'Olive oil', 'Wine', 'Textiles', 'Footwear',
  'Furniture', 'Electronics', 'Machinery', 'Chemicals', 'Plastics', 'Paper', 'Pharmaceuticals', 'Frozen fish',
  'Meat', 'Dairy', 'Cereals', 'Fertiliser', 'Cement', 'Glass', 'Tyres', 'Household appliances', 'Toys',
  'Cosmetics', 'Beverages', 'Timber', 'Aluminium', 'Cotton',
];
const CENTERS = ['Valencia DC', 'Madrid hub', 'Barcelona port office', 'Zaragoza cross-dock', 'Sevilla depot'];
const CARS_PER_COMPANY = 10;
/** kind, share of stages (cumulative from, to), km (min, span), g CO2e/tkm (min, span), WTT share, NOx and SOx per kg TTW, method, mode, factor. */
const MODES = [
  ['road', 0, 0.55, 20, 1480, 70, 60, 0.21, 0.0009, 0.00001, 'per_tkm', 'road', 'road.per_tkm.hgv_average'],
  ['rail', 0.55, 0.7, 150, 1850, 15, 25, 0.25, 0.0012, 0.00002, 'rail_vehicle', 'rail', 'rail.per_tkm.electric_intermodal'],
  ['nautical', 0.7, 0.88, 300, 19700, 5, 15, 0.16, 0.0015, 0.0011, 'ship_model', 'sea', 'sea.container.ulcv'],
  ['air', 0.88, 1, 400, 9600, 550, 600, 0.19, 0.0004, 0.0003, 'aircraft_model', 'air', 'air.freighter.long_haul'],
] as const;

const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);
const values = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');

/** The figures each plan row carries as columns; HFCs, PFCs, SF6 and NF3 are not estimated by any mode here. */
const FIG = ['wtw', 'ttw', 'wtt', 'wtw_rf', 'co2', 'ch4', 'n2o', 'nox', 'sox', 'pm', 's1', 's2', 's3', 'tkm'] as const;
const figList = (a: string) => FIG.map((f) => `${a}.${f}`).join(', ');
const figSums = (a: string) => FIG.map((f) => `sum(${a}.${f}) as ${f}`).join(', ');
/** The core's `Figures` of plan row `a` as jsonb_build_object arguments. */
const figuresJson = (a: string) => `'co2e_ttw', ${a}.ttw, 'co2e_wtt', ${a}.wtt, 'co2e_wtw', ${a}.wtw, 'co2e_wtw_with_rf', ${a}.wtw_rf,
  'gases', jsonb_build_object('CO2', ${a}.co2, 'CH4', ${a}.ch4, 'N2O', ${a}.n2o, 'HFCs', 0, 'PFCs', 0, 'SF6', 0, 'NF3', 0,
    'NOx', ${a}.nox, 'SOx', ${a}.sox, 'PM', ${a}.pm),
  'scopes', jsonb_build_object('scope1', ${a}.s1, 'scope2', ${a}.s2, 'scope3', ${a}.s3),
  'not_estimated', '["HFCs", "PFCs", "SF6", "NF3"]'::jsonb`;
/** Gases and scopes from a plan's wtw (kg), WTT share and TTW scope, as select-list items. */
const split = (wtw: string, wttShare: string, ttwScope: string, nox: string, sox: string, rf = wtw) => `
  ${wtw} as wtw, ${wtw} * (1 - ${wttShare}) as ttw, ${wtw} * ${wttShare} as wtt, ${rf} as wtw_rf,
  ${wtw} * (1 - ${wttShare}) * 0.985 as co2, ${wtw} * (1 - ${wttShare}) * 0.00012 as ch4, ${wtw} * (1 - ${wttShare}) * 0.00003 as n2o,
  ${wtw} * (1 - ${wttShare}) * ${nox} as nox, ${wtw} * (1 - ${wttShare}) * ${sox} as sox, ${wtw} * (1 - ${wttShare}) * 0.00003 as pm,
  case when ${ttwScope} = 1 then ${wtw} * (1 - ${wttShare}) else 0 end as s1,
  case when ${ttwScope} = 2 then ${wtw} * (1 - ${wttShare}) else 0 end as s2,
  case when ${ttwScope} = 3 then ${wtw} else ${wtw} * ${wttShare} end as s3`;
const intensity = (a: string) => `case when ${a}.tkm > 0 then ${a}.wtw * 1000 / ${a}.tkm end`;
/** Reports before 2026 are consolidated a month after their date, three in five. */
const consolidatedAt = (a: string) => `case when ${a}.date < date '2026-01-01' and ${a}.consolidate then (${a}.date + 30)::timestamptz end`;
const reportTotals = (t: string) =>
  `jsonb_build_object(${figuresJson(t)}, 'tkm', ${t}.tkm, 'intensity_g_per_tkm', ${intensity(t)}, 'scope2_market_based', ${t}.s2)`;

// ---------------------------------------------------------------------------------------------------------------
// The run's database and server, undone by `cleanUp`.

let databaseName = REUSE_DATABASE ?? '';
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let server: ServerProcess | undefined;
let client: Client | undefined;

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (server) await stopServer(server, 'SIGKILL');
  await client?.end().catch(() => undefined);
  if (dropDatabase && !KEEP_DATABASE) await dropDatabase().catch((error: unknown) => console.error(`could not drop ${databaseName}: ${String(error)}`));
  else if (databaseName) console.error(`database kept: ${databaseUrl} (REUSE_DATABASE=${databaseName}; drop database ${databaseName} when done)`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
process.once('exit', () => server?.child.kill('SIGKILL'));

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const setup: [string, string][] = [];
async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await work();
  const took = seconds(performance.now() - started);
  setup.push([label, took]);
  console.error(`… ${label}: ${took}`);
  return value;
}

async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  if (!client) throw new Error('no connection');
  return (await client.query(text, params)).rows as T[];
}

const maxId = async (name: string) => Number((await query<{ n: string | null }>(`select max(id) as n from ${name}`))[0]?.n ?? 0);

// ---------------------------------------------------------------------------------------------------------------
// 1. The data, set-based: plan tables (unlogged, dropped at the end) hold each row's draws and figures, so that
// every table is written once with figures that add up: links are the stage's figures times the cargo's share of
// the stage's mass, a report's total is the sum of its stages and storages (or consumptions and voyages).

async function seedData() {
  // A hash of the row's key, the run's seed and a salt, in [0, 1): the same data on every run whatever the plan order.
  await query(`create or replace function bench_u(k bigint, salt int) returns float8 language sql immutable parallel safe
    as $$ select (hashint8extended(k, ${SEED}::bigint * 1000 + salt) & 9007199254740991)::float8 / 9007199254740992.0 $$`);
  const [review] = await query<{ id: number; title: string; content_hash: string; builtin_key: string | null }>(
    'select id, title, content_hash, builtin_key from reviews order by start_date desc, id limit 1',
  );
  if (!review) throw new Error('the seed made no review');
  const factorSet = `jsonb_build_object('id', ${literal(review.builtin_key ?? String(review.id))}, 'title', ${literal(review.title)}, 'content_hash', ${literal(review.content_hash)})`;
  const off = { reports: await maxId('reports'), cargos: await maxId('cargos'), stages: await maxId('stages'), storages: await maxId('storages') };
  const offConsumptions = await maxId('consumptions');
  const offVoyages = await maxId('voyages');

  await step('companies, users, commodities, sites, cars', async () => {
    const weights = COMPANIES * (COMPANIES + 1) / 2;
    await query(`insert into companies (name, only_scope3, allowed_tags)
      select 'Bench Logistics ' || k + 1, k > 0 and k % 2 = 0, array['customer', 'lane', 'order'] from generate_series(0, ${COMPANIES - 1}) k order by k`);
    // Shares of the reports ${COMPANIES}:…:1, the first company the biggest.
    await query(`create unlogged table bench_companies as
      select k, c.id, c.only_scope3,
        coalesce(sum(${COMPANIES} - k) over (order by k rows between unbounded preceding and 1 preceding), 0)::float8 / ${weights} as lo,
        (sum(${COMPANIES} - k) over (order by k))::float8 / ${weights} as hi
      from generate_series(0, ${COMPANIES - 1}) k join companies c on c.name = 'Bench Logistics ' || k + 1`);
    await query(`insert into users (company_id, username, name, email, role, password_hash)
      select c.id, 'bench' || c.k + 1 || '.' || u.suffix, 'Bench ' || c.k + 1 || ' ' || u.suffix, 'bench' || c.k + 1 || '.' || u.suffix || '@example.com', u.role,
        (select password_hash from users where username = 'platform.super')
      from bench_companies c cross join (values (0, 'super', 'super'), (1, 'admin', 'admin'), (2, 'other', 'user1'), (3, 'other', 'user2')) u(i, role, suffix)`);
    await query(`create unlogged table bench_users as
      select company_id, (row_number() over (partition by company_id order by id) - 1)::int as i, id from users where company_id in (select id from bench_companies)`);
    await query(`create unlogged table bench_names as select * from (values ${values(COMMODITIES.map((name, i) => [i, name]))}) v(i, name)`);
    await query(`insert into commodities (company_id, name, description)
      select c.id, n.name, n.name || ' (bench)' from bench_companies c cross join bench_names n order by c.k, n.i`);
    await query(`create unlogged table bench_commodities as
      select m.company_id, n.i, m.id from commodities m join bench_names n on n.name = m.name where m.company_id in (select id from bench_companies)`);
    await query(`create unlogged table bench_customers as select * from (values ${values(CUSTOMERS.map((name, i) => [i, name]))}) v(i, name)`);
    await query(`create unlogged table bench_lanes as select * from (values ${values(LANES.map((lane, i) => [i, ...lane]))}) v(i, code, origin, origin_country, destination, destination_country)`);
    await query(`create unlogged table bench_modes as select * from (values ${values(MODES)})
      v(kind, lo, hi, dist_min, dist_span, int_min, int_span, wtt_share, nox_k, sox_k, method, mode, factor_key)`);
    // A company's own footprint: five sites, an energy supplier of each type, three car models and ten cars.
    await query(`create unlogged table bench_center_names as select * from (values ${values(CENTERS.map((name, i) => [i, name]))}) v(i, name)`);
    await query(`insert into centers (company_id, name, address)
      select c.id, n.name, n.name || ', Spain' from bench_companies c cross join bench_center_names n where not c.only_scope3 order by c.k, n.i`);
    await query(`create unlogged table bench_centers as
      select x.company_id, n.i, x.id from centers x join bench_center_names n on n.name = x.name where x.company_id in (select id from bench_companies)`);
    await query(`insert into suppliers (company_id, name, type)
      select c.id, s.name, s.type from bench_companies c cross join (values ('Repsol', 'gasoil'), ('Naturgy', 'natural_gas'), ('Iberdrola', 'electricity')) s(name, type) where not c.only_scope3`);
    await query(`insert into car_families (company_id, brand, model, fuel)
      select c.id, f.brand, f.model, f.fuel from bench_companies c
      cross join (values ('Toyota', 'Corolla', 'gasoline'), ('Renault', 'Kangoo', 'gasoil'), ('Tesla', 'Model 3', 'electricity')) f(brand, model, fuel) where not c.only_scope3`);
    await query(`insert into cars (company_id, plate, car_family_id, center_id)
      select c.id, 'BENCH' || c.k + 1 || 'CAR' || lpad(n::text, 2, '0'),
        (select f.id from car_families f where f.company_id = c.id order by f.id offset n % 3 limit 1),
        (select x.id from bench_centers x where x.company_id = c.id and x.i = n % 5)
      from bench_companies c cross join generate_series(0, ${CARS_PER_COMPANY - 1}) n where not c.only_scope3`);
    await query(`create unlogged table bench_cars as
      select company_id, (row_number() over (partition by company_id order by id) - 1)::int as i, id, car_family_id, center_id
      from cars where company_id in (select id from bench_companies)`);
  });

  await step(`plan of ${REPORTS.toLocaleString('en')} transport reports (draws and figures)`, async () => {
    await query(`create unlogged table bench_r as
      select g, ${off.reports} + g as id, c.id as company_id, c.k,
        date '2024-01-01' + floor(bench_u(g, 1) * 1096)::int as date,
        1 + floor(bench_u(g, 2) * ${SPREAD})::int as n_stages,
        1 + floor(bench_u(g, 3) * 3)::int as n_cargos,
        bench_u(g, 4) < 0.1 as has_storage,
        bench_u(g, 5) < 0.6 as consolidate,
        floor(bench_u(g, 6) * 4)::int as author,
        floor(bench_u(g, 7) * ${LANES.length})::int as lane
      from generate_series(1, ${REPORTS}) g join bench_companies c on bench_u(g, 0) >= c.lo and bench_u(g, 0) < c.hi`);
    // Cargos: 0.5–25 t (most small), commodities and customers skewed (the first of each is the most common).
    await query(`create unlogged table bench_c as
      select x.*, m.id as commodity_id,
        jsonb_build_object('customer', cu.name, 'lane', ln.code)
          || case when bench_u(x.id, 13) < 0.3 then jsonb_build_object('order', 'PO-' || (100000 + x.g)) else '{}'::jsonb end as tags
      from (
        select r.id as report_id, r.company_id, r.g, r.lane, n as number, ${off.cargos} + (r.g - 1) * 3 + n as id,
          round((0.5 + 24.5 * power(bench_u(${off.cargos} + (r.g - 1) * 3 + n, 10), 2))::numeric, 3)::float8 as weight,
          floor(${COMMODITIES.length} * power(bench_u(${off.cargos} + (r.g - 1) * 3 + n, 11), 1.7))::int as commodity,
          floor(${CUSTOMERS.length} * power(bench_u(${off.cargos} + (r.g - 1) * 3 + n, 12), 1.5))::int as customer
        from bench_r r, generate_series(1, r.n_cargos) n
      ) x
      join bench_commodities m on m.company_id = x.company_id and m.i = x.commodity
      join bench_customers cu on cu.i = x.customer
      join bench_lanes ln on ln.i = x.lane`);
    // Stages: the mode by share, its distance and intensity; 3 % carry no cargo, a quarter one, the rest most.
    await query(`create unlogged table bench_s0 as
      with p as materialized (
        select r.id as report_id, r.company_id, r.g, r.n_cargos, s as position, ${off.stages} + (r.g - 1) * ${SPREAD} + s as id
        from bench_r r, generate_series(1, r.n_stages) s
      )
      select p.*, m.kind, m.method, m.mode, m.factor_key, m.wtt_share, m.nox_k, m.sox_k,
        round((m.dist_min + m.dist_span * bench_u(p.id, 22))::numeric, 1)::float8 as distance,
        m.int_min + m.int_span * bench_u(p.id, 23) as intensity_g,
        case when m.kind = 'road' and bench_u(p.id, 21) < 0.25 then 'own' else 'third_party' end as operated_by,
        case when bench_u(p.id, 24) < 0.03 then 'none' when bench_u(p.id, 24) < 0.3 then 'one' else 'all' end as links,
        1 + (p.position - 1) % p.n_cargos as first_cargo
      from p join bench_modes m on bench_u(p.id, 20) >= m.lo and bench_u(p.id, 20) < m.hi`);
    await query(`create unlogged table bench_l as
      select s.id as stage_id, c.id as cargo_id, s.company_id, c.weight as mass, c.tags
      from bench_s0 s join bench_c c on c.report_id = s.report_id
      where s.links <> 'none' and (c.number = s.first_cargo or (s.links = 'all' and bench_u(s.id * 4 + c.number, 25) < 0.85))`);
    // A stage without cargo is calculated per vehicle-km (0.9 kg/km, no tkm); own road legs are scope 1.
    await query(`create unlogged table bench_s as
      with w as (
        select p.*, coalesce(m.mass, 0)::float8 as mass,
          case when m.mass > 0 then m.mass * p.distance * p.intensity_g / 1000 else p.distance * 0.9 end as kg,
          case when p.operated_by = 'own' then 1 else 3 end as ttw_scope
        from bench_s0 p left join (select stage_id, sum(mass) as mass from bench_l group by stage_id) m on m.stage_id = p.id
      )
      select w.*, ${split('w.kg', 'w.wtt_share', 'w.ttw_scope', 'w.nox_k', 'w.sox_k', "case when w.kind = 'air' then w.kg * 1.7 else w.kg end")},
        w.mass * w.distance as tkm
      from w`);
    await query(`create unlogged table bench_l2 as
      select x.*, jsonb_build_object('cargo_id', x.cargo_id, 'mass_t', x.mass, 'share', x.share, 'tkm', x.tkm,
        'intensity_g_per_tkm', ${intensity('x')}, ${figuresJson('x')}) as result
      from (
        select l.stage_id, l.cargo_id, l.company_id, l.tags, l.mass, l.mass / s.mass as share,
          ${FIG.filter((f) => f !== 'tkm').map((f) => `s.${f} * l.mass / s.mass as ${f}`).join(', ')}, l.mass * s.distance as tkm
        from bench_l l join bench_s s on s.id = l.stage_id
      ) x`);
    // Storages: 0.8–2.8 kg per t moved; own warehouses' electricity is scope 2.
    await query(`create unlogged table bench_w as
      with w as (
        select r.id as report_id, r.company_id, r.g, ${off.storages} + r.g as id, 1 + floor(bench_u(r.g, 40) * 4)::int as moves,
          case when bench_u(r.g, 41) < 0.4 then 'own' else 'third_party' end as type, m.mass, ln.origin as place
        from bench_r r join (select report_id, sum(weight) as mass from bench_c group by report_id) m on m.report_id = r.id
        join bench_lanes ln on ln.i = r.lane
        where r.has_storage
      )
      select w.*, ${split(`w.mass * w.moves * (0.8 + 2 * bench_u(w.g, 42))`, '0.12', "case when w.type = 'own' then 2 else 3 end", '0.0002', '0.00001')},
        0::float8 as tkm
      from w`);
    await query(`create unlogged table bench_wl as
      select x.*, jsonb_build_object('cargo_id', x.cargo_id, 'mass_t', x.mass, 'share', x.share, 'tkm', 0, 'intensity_g_per_tkm', null, ${figuresJson('x')}) as result
      from (
        select w.id as storage_id, c.id as cargo_id, w.company_id, c.tags, c.weight as mass, c.weight / w.mass as share,
          ${FIG.filter((f) => f !== 'tkm').map((f) => `w.${f} * c.weight / w.mass as ${f}`).join(', ')}, 0::float8 as tkm
        from bench_w w join bench_c c on c.report_id = w.report_id
      ) x`);
    await query(`create unlogged table bench_rt as
      select report_id, ${figSums('x')} from (
        select report_id, ${figList('s')} from bench_s s union all select report_id, ${figList('w')} from bench_w w
      ) x group by report_id`);
    await query(`create unlogged table bench_ct as
      select c.id as cargo_id, c.report_id, c.number, c.weight, ${FIG.map((f) => `coalesce(x.${f}, 0) as ${f}`).join(', ')}
      from bench_c c left join (
        select cargo_id, ${figSums('y')} from (
          select cargo_id, ${figList('l')} from bench_l2 l union all select cargo_id, ${figList('wl')} from bench_wl wl
        ) y group by cargo_id
      ) x on x.cargo_id = c.id`);
  });

  await step('plan of the consumption reports (a site a month)', async () => {
    await query(`create unlogged table bench_cr as
      select ${off.reports + REPORTS} + row_number() over (order by c.k, x.i, m) as id, c.id as company_id, c.k, x.i as center, x.id as center_id,
        (date '2024-01-01' + make_interval(months => m))::date as date, bench_u(1000000 + c.k * 1000 + x.i * 100 + m, 50) < 0.6 as consolidate,
        floor(bench_u(1000000 + c.k * 1000 + x.i * 100 + m, 51) * 4)::int as author
      from bench_companies c join bench_centers x on x.company_id = c.id cross join generate_series(0, 35) m
      where not c.only_scope3`);
    // Gasoil litres (2.66 kg/l TTW, scope 1), natural gas and electricity kWh (scope 1 and 2); WTT is scope 3.
    await query(`create unlogged table bench_x as
      with t as (
        select r.id as report_id, r.company_id, r.center_id, r.date + floor(bench_u(r.id * 3 + t.i, 52) * 28)::int as date, t.type, t.i,
          round((t.q_min + t.q_span * bench_u(r.id * 3 + t.i, 53))::numeric, 1)::float8 as quantity, t.ttw_k, t.wtt_k, t.ttw_scope,
          ${offConsumptions} + row_number() over (order by r.id, t.i) as id
        from bench_cr r cross join (values (0, 'gasoil', 200, 2800, 2.66, 0.61, 1), (1, 'natural_gas', 2000, 38000, 0.183, 0.031, 1),
          (2, 'electricity', 5000, 75000, 0.149, 0.018, 2)) t(i, type, q_min, q_span, ttw_k, wtt_k, ttw_scope)
      )
      select t.*, s.id as supplier_id, ${split('t.quantity * (t.ttw_k + t.wtt_k)', 't.wtt_k / (t.ttw_k + t.wtt_k)', 't.ttw_scope', '0.0005', '0.00002')}, 0::float8 as tkm
      from t join suppliers s on s.company_id = t.company_id and s.type = t.type`);
    await query(`create unlogged table bench_v as
      with v as (
        select r.id as report_id, r.company_id, r.center_id, r.date + floor(bench_u(r.id * 8 + n, 54) * 28)::int as date, car.id as car_id,
          car.car_family_id, round((15 + 585 * bench_u(r.id * 8 + n, 56))::numeric, 1)::float8 as distance,
          ${offVoyages} + row_number() over (order by r.id, n) as id
        from bench_cr r cross join generate_series(0, 7) n
        join bench_cars car on car.company_id = r.company_id and car.i = floor(bench_u(r.id * 8 + n, 55) * ${CARS_PER_COMPANY})::int
      )
      select v.*, ${split('v.distance * 0.212', '0.198', '1', '0.0004', '0.00001')}, 0::float8 as tkm from v`);
    await query(`create unlogged table bench_crt as
      select report_id, ${figSums('x')} from (
        select report_id, ${figList('c')} from bench_x c union all select report_id, ${figList('v')} from bench_v v
      ) x group by report_id`);
  });

  await step('write reports, cargos, stages, links, storages, consumptions, voyages', async () => {
    await query(`insert into reports (id, company_id, type, reference, project_name, project_reference, date, origin, destination,
        origin_locality, origin_country, destination_locality, destination_country, review_id, consolidated_at, created_by_id,
        co2_total, weight, result, input_hash, review_content_hash, calculated_at)
      select r.id, r.company_id, 'transport', 'TR-' || to_char(r.date, 'YYYY') || '-' || lpad(r.g::text, 7, '0'),
        ln.origin || ' → ' || ln.destination || ' ' || to_char(r.date, 'YYYY-MM'), 'PRJ-' || (r.g % 5000),
        r.date, ln.origin || ', ' || ln.origin_country, ln.destination || ', ' || ln.destination_country,
        ln.origin, ln.origin_country, ln.destination, ln.destination_country, ${review.id}, ${consolidatedAt('r')}, u.id,
        t.wtw, ct.weight,
        jsonb_build_object('totals', ${reportTotals('t')}, 'cargos', ct.cargos, 'factor_set', ${factorSet}),
        md5(r.id::text), ${literal(review.content_hash)}, now()
      from bench_r r join bench_rt t on t.report_id = r.id join bench_lanes ln on ln.i = r.lane
      join bench_users u on u.company_id = r.company_id and u.i = r.author
      join (
        select c.report_id, sum(c.weight) as weight,
          jsonb_agg(jsonb_build_object('cargo_id', c.cargo_id, 'mass_t', c.weight, 'tkm', c.tkm, 'intensity_g_per_tkm', ${intensity('c')}, ${figuresJson('c')}) order by c.number) as cargos
        from bench_ct c group by c.report_id
      ) ct on ct.report_id = r.id`);
    await query(`insert into reports (id, company_id, type, reference, project_name, date, review_id, consolidated_at, created_by_id,
        co2_total, weight, result, input_hash, review_content_hash, calculated_at)
      select r.id, r.company_id, 'consumption', 'CO-' || to_char(r.date, 'YYYY') || '-' || lpad(r.id::text, 7, '0'),
        'Energy ' || x.name || ' ' || to_char(r.date, 'YYYY-MM'), r.date, ${review.id}, ${consolidatedAt('r')}, u.id, t.wtw, 0,
        jsonb_build_object('totals', ${reportTotals('t')}, 'factor_set', ${factorSet}), md5(r.id::text), ${literal(review.content_hash)}, now()
      from bench_cr r join bench_crt t on t.report_id = r.id join bench_center_names x on x.i = r.center
      join bench_users u on u.company_id = r.company_id and u.i = r.author`);
    await query(`insert into cargos (id, company_id, report_id, number, commodity_id, cargo_type, weight)
      select id, company_id, report_id, number, commodity_id, 'conventional', weight from bench_c`);
    await query(`insert into stages (id, company_id, report_id, kind, operated_by, declared_distance, distance_km, distance_method, load_type, co2_total, result)
      select s.id, s.company_id, s.report_id, s.kind, s.operated_by, s.distance, s.distance, 'declared',
        case when s.kind in ('road', 'air') then 'groupage' end, s.wtw,
        jsonb_build_object('ok', true, 'id', s.id, 'mode', s.mode, 'method', case when s.mass = 0 and s.kind = 'road' then 'per_vkm' else s.method end,
          'distance_km', s.distance, 'distance_method', 'declared', 'mass_t', s.mass, 'tkm', s.tkm, 'intensity_g_per_tkm', ${intensity('s')},
          'factors_used', jsonb_build_array(
            jsonb_build_object('key', s.factor_key, 'value', s.intensity_g / 1000, 'unit', 'kg CO2e/tkm', 'source', ${literal(review.title)}),
            jsonb_build_object('key', s.factor_key || '.wtt_share', 'value', s.wtt_share, 'unit', 'fraction of WTW', 'source', ${literal(review.title)})),
          'cargos', coalesce(l.cargos, '[]'::jsonb), ${figuresJson('s')})
      from bench_s s left join (select stage_id, jsonb_agg(result order by cargo_id) as cargos from bench_l2 group by stage_id) l on l.stage_id = s.id`);
    await query(`insert into stage_cargos (stage_id, cargo_id, company_id, tags, co2_total, result)
      select stage_id, cargo_id, company_id, tags, wtw, result from bench_l2`);
    await query(`insert into storages (id, company_id, report_id, warehouse_name, place, moves_number, type, co2_total, result)
      select w.id, w.company_id, w.report_id, w.place || ' warehouse', w.place, w.moves, w.type, w.wtw,
        jsonb_build_object('ok', true, 'id', w.id, 'method', 'per_t_move', 'mass_t', w.mass, 'electricity_kwh', w.ttw / 0.149, 'diesel_l', 0,
          'factors_used', jsonb_build_array(jsonb_build_object('key', 'storage.per_t_move', 'value', w.wtw / (w.mass * w.moves), 'unit', 'kg CO2e/t', 'source', ${literal(review.title)})),
          'cargos', l.cargos, ${figuresJson('w')})
      from bench_w w join (select storage_id, jsonb_agg(result order by cargo_id) as cargos from bench_wl group by storage_id) l on l.storage_id = w.id`);
    await query(`insert into storage_cargos (storage_id, cargo_id, company_id, tags, co2_total, result)
      select storage_id, cargo_id, company_id, tags, wtw, result from bench_wl`);
    await query(`insert into consumptions (id, company_id, report_id, type, date, center_id, quantity, supplier_id, tags, co2_total, result)
      select x.id, x.company_id, x.report_id, x.type, x.date, x.center_id, x.quantity, x.supplier_id, jsonb_build_object('cost_center', 'CC-' || x.center_id),
        x.wtw, jsonb_build_object('ok', true, 'id', x.id, 'type', x.type, 'method', 'metered', 'quantity', x.quantity, 'scope2_market_based', null,
          'factors_used', jsonb_build_array(jsonb_build_object('key', 'energy.' || x.type, 'value', x.ttw_k, 'unit', 'kg CO2e/unit', 'source', ${literal(review.title)})),
          'labels', jsonb_build_object('type', x.type), ${figuresJson('x')})
      from bench_x x`);
    await query(`insert into voyages (id, company_id, report_id, car_family_id, car_id, center_id, distance, date, tags, co2_total, result)
      select v.id, v.company_id, v.report_id, v.car_family_id, v.car_id, v.center_id, v.distance, v.date, jsonb_build_object('cost_center', 'CC-' || v.center_id),
        v.wtw, jsonb_build_object('ok', true, 'id', v.id, 'method', 'car_family', 'distance_km', v.distance,
          'factors_used', jsonb_build_array(jsonb_build_object('key', 'car.per_km', 'value', 0.212, 'unit', 'kg CO2e/km', 'source', ${literal(review.title)})),
          'labels', jsonb_build_object(), ${figuresJson('v')})
      from bench_v v`);
    for (const name of ['reports', 'cargos', 'stages', 'storages', 'consumptions', 'voyages']) {
      await query(`select setval(pg_get_serial_sequence('${name}', 'id'), greatest((select max(id) from ${name}), 1))`);
    }
    const plans = (await query<{ name: string }>(`select tablename as name from pg_tables where schemaname = current_schema() and tablename like 'bench\\_%'`)).map((t) => t.name);
    await query(`drop table ${plans.join(', ')}`);
    await query('drop function bench_u(bigint, int)');
  });
}

async function createAndSeed() {
  const created = await createPostgresDatabase(SERVER_URL, 'huella_stats_bench');
  databaseUrl = created.url;
  databaseName = new URL(created.url).pathname.slice(1);
  dropDatabase = created.drop;
  const database = await openPostgres(databaseUrl, 1);
  try {
    await step('migrate and seed (as the server does)', () => migrateAndSeed(database, { demo: false, demoPassword: PASSWORD }));
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
    await seedData();
    await step("emission_facts by the server's copyFactsOf", () => database.db.execute(copyFactsOf(sql`true`)));
  } finally {
    await database.close();
  }
  await step('vacuum (analyze)', () => query('vacuum (analyze)'));
}

// ---------------------------------------------------------------------------------------------------------------
// 2–3. The calls, the server's SQL and the hand SQL.

type Key = 'transport_type' | 'month' | 'year' | 'commodity' | 'tag' | 'type';
interface Filters {
  tagAcme?: boolean;
  /** road and rail: a filter that may leave out the row carrying a cargo's weight (the per-cargo query). */
  landModes?: boolean;
  commodity?: number;
  consolidated?: boolean;
}
interface Call {
  name: string;
  endpoint: 'emissions_dynamic_group_by' | 'emissions_by_project' | 'export_metric';
  params: Record<string, string>;
  keys: Key[];
  filters: Filters;
}

const groupBy = (keys: Key[], extra: Record<string, string> = {}, filters: Filters = {}, name = `group_by=${keys.join(',')}`): Call => ({
  name,
  endpoint: 'emissions_dynamic_group_by',
  params: { group_by: keys.join(','), ...(keys.includes('tag') ? { tag_group_by: 'customer' } : {}), ...extra },
  keys,
  filters,
});

function calls(commodityId: number): Call[] {
  return [
    groupBy(['transport_type']),
    groupBy(['month']),
    groupBy(['year', 'month']),
    groupBy(['commodity']),
    groupBy(['commodity', 'transport_type']),
    groupBy(['tag'], {}, {}, 'group_by=tag (customer)'),
    groupBy(['tag', 'transport_type'], {}, {}, 'group_by=tag,transport_type'),
    groupBy(['type']),
    groupBy(['transport_type'], { tag: 'customer:ACME' }, { tagAcme: true }, 'tag=customer:ACME'),
    groupBy(['commodity'], { transport_type: 'road,rail' }, { landModes: true }, 'transport_type=road,rail'),
    groupBy(['transport_type'], { commodity: String(commodityId) }, { commodity: commodityId }, `commodity=${commodityId}`),
    groupBy(['transport_type'], { consolidated: 'true' }, { consolidated: true }, 'consolidated=true'),
    { name: 'emissions_by_project', endpoint: 'emissions_by_project', params: {}, keys: [], filters: {} },
    { name: 'export_metric csv', endpoint: 'export_metric', params: { fmt: 'csv', group_by: 'commodity,transport_type' }, keys: ['commodity', 'transport_type'], filters: {} },
  ];
}

const queryString = (call: Call, range: Range) => new URLSearchParams({ date_after: range.after, date_before: range.before, ...call.params }).toString();

const FACT_SUMS = ['co2_total', 'co2e_ttw', 'co2e_wtt', 'co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3', 'nox', 'sox', 'pm', 'scope1', 'scope2', 'scope3', 'tkm'];
/** The same 17 figures read out of a stored result `u.res`, in FACT_SUMS' order. */
const RESULT_PATHS = [
  "->> 'co2e_wtw'", "->> 'co2e_ttw'", "->> 'co2e_wtt'",
  ...['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'].map((gas) => `-> 'gases' ->> '${gas}'`),
  ...['scope1', 'scope2', 'scope3'].map((scope) => `-> 'scopes' ->> '${scope}'`),
  "->> 'tkm'",
];

/** The call's group keys as an analyst writes them over rows aliased `alias` with the facts' column names. */
function handKeys(call: Call, alias: string): string[] {
  const key: Record<Key, string> = {
    transport_type: `${alias}.activity`,
    month: `date_trunc('month', ${alias}.date)`,
    year: `date_trunc('year', ${alias}.date)`,
    commodity: `${alias}.commodity_id`,
    tag: `${alias}.tags ->> 'customer'`,
    type: `${alias}.type`,
  };
  return call.keys.map((k) => key[k]);
}

/** An expert's GROUP BY over emission_facts: the company's index range, the filters, the 17 sums. */
function handFactsSql(call: Call, range: Range, companyId: number): string {
  const keys = handKeys(call, 'f');
  const where = [
    `f.company_id = ${companyId}`,
    `f.date between '${range.after}' and '${range.before}'`,
    call.filters.tagAcme ? "f.tags ->> 'customer' = 'ACME'" : '',
    call.filters.landModes ? "f.activity in ('road', 'rail')" : '',
    call.filters.commodity ? `f.commodity_id = ${call.filters.commodity}` : '',
    call.filters.consolidated ? 'r.consolidated_at is not null' : '',
  ].filter(Boolean);
  return `select ${[...keys, ...FACT_SUMS.map((c) => `sum(f.${c}) as ${c}`)].join(', ')}
    from emission_facts f ${call.filters.consolidated ? 'join reports r on r.id = f.report_id' : ''}
    where ${where.join(' and ')} ${keys.length ? `group by ${keys.join(', ')}` : ''}`;
}

/**
 * The same without emission_facts, as an analyst would write it over the calculation tables: each stage's share
 * per cargo (stage_cargos joined to its stage, report and cargo), stages without cargos, the same for storages,
 * consumptions and voyages, the figures read out of the jsonb results.
 */
function handSourceSql(call: Call, range: Range, companyId: number): string {
  const inRange = (column: string) => `${column} between '${range.after}' and '${range.before}'`;
  const rows = `
    select r.date, 'transport' as type, s.kind as activity, c.commodity_id, l.tags, r.consolidated_at is not null as consolidated, l.result as res
    from stage_cargos l join stages s on s.id = l.stage_id join reports r on r.id = s.report_id join cargos c on c.id = l.cargo_id
    where r.company_id = ${companyId} and ${inRange('r.date')}
    union all
    select r.date, 'transport', s.kind, null, '{}'::jsonb, r.consolidated_at is not null, s.result
    from stages s join reports r on r.id = s.report_id
    where r.company_id = ${companyId} and ${inRange('r.date')} and not exists (select 1 from stage_cargos l where l.stage_id = s.id)
    union all
    select r.date, 'transport', 'storage', c.commodity_id, l.tags, r.consolidated_at is not null, l.result
    from storage_cargos l join storages s on s.id = l.storage_id join reports r on r.id = s.report_id join cargos c on c.id = l.cargo_id
    where r.company_id = ${companyId} and ${inRange('r.date')}
    union all
    select r.date, 'transport', 'storage', null, '{}'::jsonb, r.consolidated_at is not null, s.result
    from storages s join reports r on r.id = s.report_id
    where r.company_id = ${companyId} and ${inRange('r.date')} and not exists (select 1 from storage_cargos l where l.storage_id = s.id)
    union all
    select x.date, 'consumption', x.type, null, x.tags, r.consolidated_at is not null, x.result
    from consumptions x join reports r on r.id = x.report_id
    where x.company_id = ${companyId} and ${inRange('x.date')}
    union all
    select v.date, 'voyage', 'voyage', null, v.tags, r.consolidated_at is not null, v.result
    from voyages v join reports r on r.id = v.report_id
    where v.company_id = ${companyId} and ${inRange('v.date')}`;
  const keys = handKeys(call, 'u');
  const where = [
    call.filters.tagAcme ? "u.tags ->> 'customer' = 'ACME'" : '',
    call.filters.landModes ? "u.activity in ('road', 'rail')" : '',
    call.filters.commodity ? `u.commodity_id = ${call.filters.commodity}` : '',
    call.filters.consolidated ? 'u.consolidated' : '',
  ].filter(Boolean);
  return `select ${[...keys, ...RESULT_PATHS.map((path, i) => `sum((u.res ${path})::float8) as ${FACT_SUMS[i]}`)].join(', ')}
    from (${rows}) u ${where.length ? `where ${where.join(' and ')}` : ''} ${keys.length ? `group by ${keys.join(', ')}` : ''}`;
}

/** The projects page over the reports table, as an analyst would write it: the sums and the first page. */
function handProjectsSql(range: Range, companyId: number): string[] {
  const where = `company_id = ${companyId} and type = 'transport' and date between '${range.after}' and '${range.before}'`;
  return [
    `select count(*), sum(co2_total) as co2_total, sum((result -> 'totals' ->> 'tkm')::float8) as tkm, sum(weight) from reports where ${where}`,
    `select id, reference, project_name, date, co2_total, (result -> 'totals' ->> 'tkm')::float8 as tkm, weight from reports where ${where} order by co2_total desc limit 50`,
  ];
}

const dialect = new PgDialect();
interface Rendered {
  sql: string;
  params: unknown[];
}

/**
 * The SQL the server runs for a call, rendered by its own services (a recording executor stands in for the database).
 * The recorder answers every statement with no rows, so a tag call renders the query for cargos whose legs carry the
 * same tags, which is the bench's data (each cargo's tags are its own, on every leg).
 */
async function serverSql(call: Call, range: Range, ctx: TenantContext): Promise<Rendered[]> {
  const captured: SQL[] = [];
  const recorder = {
    execute: async (statement: SQL) => {
      captured.push(statement);
      return { rows: [] };
    },
  } as unknown as Executor;
  const q = Object.fromEntries(new URLSearchParams(queryString(call, range)));
  if (call.endpoint === 'emissions_by_project') await emissionsByProject(recorder, ctx, byProjectQuery.parse(q));
  else await groupFacts(recorder, ctx, groupByQuery.parse(q));
  return captured.map((statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return { sql: text, params };
  });
}

let base = '';
let token = '';
async function apiGet(path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Token ${token}` } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  return body;
}

/** Times of `runs` runs after `warmups`, sorted. */
async function timed(work: () => Promise<unknown>, runs: number, warmups = WARMUPS): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < warmups + runs; i++) {
    const started = performance.now();
    await work();
    if (i >= warmups) times.push(performance.now() - started);
  }
  return times.toSorted((a, b) => a - b);
}
/** Nearest rank. */
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? NaN;

interface Row {
  call: string;
  endpoint: Call['endpoint'];
  range: Range['name'];
  apiP50: number;
  apiP95: number;
  serverSql: number;
  handSource: number;
  handFacts: number | null;
  server: Rendered[];
}

const relativeDifference = (a: number, b: number) => Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b), 1e-12);
const total = (rows: { co2_total: number }[]) => rows.reduce((sum, row) => sum + Number(row.co2_total), 0);
const ratio = (a: number, b: number | null) => (b ? `${(a / b).toFixed(1)}×` : '—');
const problems: string[] = [];

async function measure(call: Call, range: Range, ctx: TenantContext): Promise<Row> {
  const path = `/api/reports/${call.endpoint}/?${queryString(call, range)}`;
  const label = `${call.name} [${range.name}]`;
  let body = '';
  const api = await timed(async () => (body = await apiGet(path)), RUNS);
  const rendered = await serverSql(call, range, ctx);
  const serverTimes = await timed(async () => {
    for (const q of rendered) await query(q.sql, q.params);
  }, RUNS);
  let handSource: number[];
  let handFacts: number[] | null = null;
  if (call.endpoint === 'emissions_by_project') {
    const statements = handProjectsSql(range, ctx.companyId);
    let sums: { co2_total: number }[] = [];
    handSource = await timed(async () => {
      sums = await query<{ co2_total: number }>(statements[0] ?? '');
      await query(statements[1] ?? '');
    }, RUNS);
    const apiTotal = (JSON.parse(body) as { overall: { CO2_total: number } }).overall.CO2_total;
    if (relativeDifference(apiTotal, Number(sums[0]?.co2_total ?? 0)) > 1e-6) problems.push(`${label}: API overall ${apiTotal} ≠ reports' sum ${sums[0]?.co2_total}`);
  } else {
    let sourceRows: { co2_total: number }[] = [];
    let factRows: { co2_total: number }[] = [];
    const sourceSql = handSourceSql(call, range, ctx.companyId);
    const factsSql = handFactsSql(call, range, ctx.companyId);
    handSource = await timed(async () => (sourceRows = await query(sourceSql)), SOURCE_RUNS, 1);
    handFacts = await timed(async () => (factRows = await query(factsSql)), RUNS);
    if (call.endpoint === 'export_metric') {
      const lines = body.trimEnd().split('\n').length;
      if (lines !== factRows.length + 2) problems.push(`${label}: the CSV has ${lines} lines for ${factRows.length} groups (+ header and total)`);
    } else {
      const apiTotal = (JSON.parse(body) as { overall: { CO2_total: number } }).overall.CO2_total;
      for (const [what, rows] of [['hand SQL (source)', sourceRows], ['hand SQL (facts)', factRows]] as const) {
        if (relativeDifference(apiTotal, total(rows)) > 1e-6) problems.push(`${label}: API overall ${apiTotal} ≠ ${what} ${total(rows)}`);
      }
    }
  }
  const row: Row = {
    call: call.name,
    endpoint: call.endpoint,
    range: range.name,
    apiP50: percentile(api, 0.5),
    apiP95: percentile(api, 0.95),
    serverSql: percentile(serverTimes, 0.5),
    handSource: percentile(handSource, 0.5),
    handFacts: handFacts && percentile(handFacts, 0.5),
    server: rendered,
  };
  console.error(
    `… ${label}: API p50 ${row.apiP50.toFixed(0)} ms, p95 ${row.apiP95.toFixed(0)}; server SQL ${row.serverSql.toFixed(0)}; hand source ${row.handSource.toFixed(0)}, facts ${row.handFacts?.toFixed(0) ?? '—'}`,
  );
  return row;
}

async function concurrently(path: string, clients: number, perClient: number) {
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) {
        const t0 = performance.now();
        await apiGet(path);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const sorted = latencies.toSorted((a, b) => a - b);
  return { requests: sorted.length, perSecond: (sorted.length * 1000) / elapsed, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** A Markdown table, its first `text` columns left-aligned and the figures right-aligned. */
function table(header: string[], rows: string[][], text: number): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < text ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [line(header), `| ${widths.map((w, i) => (i < text ? '-'.repeat(w) : `${'-'.repeat(Math.max(1, w - 1))}:`)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

async function run() {
  console.error(`PostgreSQL ${SERVER_URL}; ${REUSE_DATABASE ? `reusing ${REUSE_DATABASE}` : `${REPORTS.toLocaleString('en')} reports, ~${STAGES.toLocaleString('en')} stages, ${COMPANIES} companies, seed ${SEED}`}`);
  if (REUSE_DATABASE) {
    const url = new URL(SERVER_URL);
    url.pathname = `/${REUSE_DATABASE}`;
    databaseUrl = url.toString();
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
  } else {
    await createAndSeed();
  }

  const [company] = await query<{ id: number; name: string; only_scope3: boolean; allowed_tags: string[] }>(
    `select c.id, c.name, c.only_scope3, c.allowed_tags from companies c join users u on u.company_id = c.id where u.username = 'bench1.super'`,
  );
  const [user] = await query<{ id: number }>(`select id from users where username = 'bench1.super'`);
  if (!company || !user) throw new Error('no bench1.super: was the database seeded by this bench?');
  const ctx: TenantContext = {
    userId: user.id,
    companyId: company.id,
    role: 'super',
    tokenId: 0,
    company: { id: company.id, name: company.name, onlyScope3: company.only_scope3, hasHseqConnection: false, allowedTags: company.allowed_tags, platform: false },
  };
  const counts = await query<{ name: string; rows: string; size: string }>(`
    select t.name, (select count(*) from reports) as rows, pg_size_pretty(pg_total_relation_size('reports')) as size from (values ('reports')) t(name)
    union all select 'stages', (select count(*) from stages), pg_size_pretty(pg_total_relation_size('stages'))
    union all select 'stage_cargos', (select count(*) from stage_cargos), pg_size_pretty(pg_total_relation_size('stage_cargos'))
    union all select 'cargos', (select count(*) from cargos), pg_size_pretty(pg_total_relation_size('cargos'))
    union all select 'storage_cargos', (select count(*) from storage_cargos), pg_size_pretty(pg_total_relation_size('storage_cargos'))
    union all select 'consumptions', (select count(*) from consumptions), pg_size_pretty(pg_total_relation_size('consumptions'))
    union all select 'voyages', (select count(*) from voyages), pg_size_pretty(pg_total_relation_size('voyages'))
    union all select 'emission_facts', (select count(*) from emission_facts), pg_size_pretty(pg_total_relation_size('emission_facts'))
    union all select 'emission_facts of ' || ${literal(company.name)} || ', 2025', (select count(*) from emission_facts where company_id = ${company.id} and date between '2025-01-01' and '2025-12-31'), ''`);
  const [commodity] = await query<{ id: number }>(
    `select commodity_id as id from emission_facts where company_id = ${company.id} and commodity_id is not null group by commodity_id order by count(*) desc limit 1`,
  );
  const settings = await query<{ name: string; setting: string }>(
    `select name, setting || coalesce(unit, '') as setting from pg_settings where name in ('server_version', 'shared_buffers', 'work_mem', 'jit', 'max_parallel_workers_per_gather', 'random_page_cost', 'effective_cache_size') order by name`,
  );

  const listening = performance.now();
  server = await startServer({ DATABASE_URL: databaseUrl, HUELLA_DEMO: '0' }, 600_000);
  const startMs = performance.now() - listening;
  base = server.url;
  token = await apiLogin(base, 'bench1.super', PASSWORD);

  const rows: Row[] = [];
  for (const range of RANGES) {
    for (const call of calls(commodity?.id ?? 1)) rows.push(await measure(call, range, ctx));
  }

  const main = calls(commodity?.id ?? 1)[0] as Call;
  const loads: [string, Awaited<ReturnType<typeof concurrently>>][] = [];
  for (const range of RANGES) {
    const path = `/api/reports/${main.endpoint}/?${queryString(main, range)}`;
    await concurrently(path, CLIENTS, 1);
    loads.push([`${main.name} [${range.name}]`, await concurrently(path, CLIENTS, PER_CLIENT)]);
    console.error(`… ${CLIENTS} clients, ${main.name} [${range.name}] done`);
  }

  // 4. The statistics' total against the reports' stored totals, transport and consumption.
  const year = RANGES[0];
  const overall = (JSON.parse(await apiGet(`/api/reports/emissions_dynamic_group_by/?date_after=${year.after}&date_before=${year.before}`)) as { overall: { CO2_total: number } })
    .overall.CO2_total;
  const [reported] = await query<{ total: number; transport: number; consumption: number; reports: string }>(
    `select sum(co2_total) as total, sum(co2_total) filter (where type = 'transport') as transport, sum(co2_total) filter (where type = 'consumption') as consumption, count(*) as reports
     from reports where company_id = $1 and date between $2 and $3`,
    [company.id, year.after, year.before],
  );
  const difference = relativeDifference(overall, Number(reported?.total ?? 0));
  if (!(difference <= 1e-6)) problems.push(`API overall CO2_total ${overall} ≠ sum of reports.co2_total ${reported?.total} (relative ${difference.toExponential(2)})`);

  // 5. The plans of the slowest group-by call of each range.
  const explains: [string, string][] = [];
  for (const range of RANGES) {
    const slowest = rows.filter((r) => r.range === range.name && r.endpoint !== 'emissions_by_project').toSorted((a, b) => b.apiP50 - a.apiP50)[0];
    // The last statement is the GROUP BY; a tag call asks a partial index a yes-or-no question first.
    const statement = slowest?.server.at(-1);
    if (!slowest || !statement) continue;
    const plan = await query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    explains.push([`${slowest.call} [${range.name}], API p50 ${slowest.apiP50.toFixed(0)} ms`, `${statement.sql}\n-- params: ${JSON.stringify(statement.params)}\n${plan.map((p) => p['QUERY PLAN']).join('\n')}`]);
  }

  await stopServer(server);
  server = undefined;

  const out: string[] = [];
  out.push(`\nStatistics, PostgreSQL; node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? '?'}); ${settings.map((s) => `${s.name} ${s.setting}`).join(', ')}`);
  out.push(REUSE_DATABASE ? `database ${REUSE_DATABASE} (reused)` : `REPORTS=${REPORTS} STAGES=${STAGES} COMPANIES=${COMPANIES} SEED=${SEED}; ${RUNS} runs after ${WARMUPS} warm-ups (hand SQL on source tables: ${SOURCE_RUNS} after 1)`);
  for (const [label, value] of setup) out.push(`  ${label}: ${value}`);
  out.push(`  server listening after ${seconds(startMs)}`);
  out.push('');
  out.push(table(['table', 'rows', 'size'], counts.map((c) => [c.name, Number(c.rows).toLocaleString('en'), c.size]), 1));
  out.push(`\nSigned in as bench1.super (${company.name}, company ${company.id}); commodity filter: ${commodity?.id}. Times in ms, medians unless p95.`);
  out.push(
    table(
      ['call', 'range', 'API p50', 'API p95', 'server SQL', 'hand SQL source', 'hand SQL facts', 'API/hand facts', 'API/hand source', 'target'],
      rows.map((r) => {
        const floor = r.handFacts ?? r.handSource;
        const met = r.apiP50 <= 1.5 * floor && (r.range !== RANGES[0].name || r.apiP50 < 300);
        return [r.call, r.range, r.apiP50.toFixed(0), r.apiP95.toFixed(0), r.serverSql.toFixed(0), r.handSource.toFixed(0), r.handFacts?.toFixed(0) ?? '—', ratio(r.apiP50, r.handFacts), ratio(r.apiP50, r.handSource), met ? 'met' : 'MISSED'];
      }),
      2,
    ),
  );
  out.push(`\n"server SQL": the server's own queries (rendered from group-by.ts, by-project.ts) run with pg; "target": API p50 ≤ 1.5× hand SQL on emission_facts (on reports for by_project), and < 300 ms for 2025.`);
  out.push(`\n${CLIENTS} clients at once, ${PER_CLIENT} requests each:`);
  out.push(table(['call', 'requests', 'req/s', 'p50 ms', 'p99 ms'], loads.map(([name, l]) => [name, String(l.requests), l.perSecond.toFixed(1), l.p50.toFixed(0), l.p99.toFixed(0)]), 1));
  out.push(
    `\nCheck: API overall CO2_total, ${year.after}..${year.before}: ${overall.toFixed(3)} kg; sum of reports.co2_total (${Number(reported?.reports ?? 0).toLocaleString('en')} reports): ` +
      `${Number(reported?.total ?? 0).toFixed(3)} kg (transport ${Number(reported?.transport ?? 0).toFixed(3)}, consumption ${Number(reported?.consumption ?? 0).toFixed(3)}); relative difference ${difference.toExponential(2)}`,
  );
  for (const [label, plan] of explains) out.push(`\nEXPLAIN (ANALYZE, BUFFERS), the server's group-by query of the slowest call: ${label}\n${plan}`);
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
  console.log('\nno problems: every hand query and the reports agree with the API');
}
