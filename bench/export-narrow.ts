// Stage-level CSV export on data shaped like real reports, on PostgreSQL: REPORTS transport reports (default
// 100,000) over 2025, each with 1–6 stages copied from the demo's calculated stages (road, rail, air and sea, with
// their real result JSON, geometry included), and two exports of the year: a narrow one whose filter matches one
// report in 200 (scattered among the others), and the whole year. Each is timed beside psql's `COPY … TO STDOUT`
// of the same rows and columns in the same run, alternating, RUNS times (default 5; the medians are printed).
// KEEP_DATABASE=1 keeps the database at the end (its name is printed); REUSE_DATABASE=<name> measures a kept one
// again without making its reports (so two versions of the code can be measured on the same rows, alternately).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/export-narrow.ts
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openPostgres } from '../packages/server/src/db/connection.ts';
import { seedDemoReports } from '../packages/server/src/db/demo-reports.ts';
import { createPostgresDatabase, migrateAndSeed } from '../packages/server/src/test-support/template-database.ts';
import { DEMO_PASSWORD, TEST_SEED } from '../packages/server/src/test-support/test-seed.ts';
import { copySeconds } from './stage-copy.ts';

if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server');
const REPORTS = Number(process.env.REPORTS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 5);
const REUSE_DATABASE = process.env.REUSE_DATABASE;
if (REUSE_DATABASE !== undefined && !/^[a-z_][a-z0-9_]*$/.test(REUSE_DATABASE)) throw new Error('REUSE_DATABASE must be a plain database name');
/** One report in NARROW_EVERY is a "Narrow lane" report: the narrow export's filter matches those only. */
const NARROW_EVERY = 200;

const made = REUSE_DATABASE ? null : await createPostgresDatabase(process.env.TEST_DATABASE_URL, 'bench_exp');
const connection = new URL(process.env.TEST_DATABASE_URL);
if (REUSE_DATABASE) connection.pathname = `/${REUSE_DATABASE}`;
const databaseUrl = made?.url ?? connection.toString();
const database = await openPostgres(databaseUrl, 10);
const db = database.db;
if (made) await migrateAndSeed(database, TEST_SEED);
const app = await buildApp({ db, config: loadConfig({ DATABASE_URL: databaseUrl, HUELLA_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'error', HUELLA_WEB_DIST: '/nonexistent' }) });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every column of a table but its identity, as `"a", "b"`, and as the select list of a copy with some replaced. */
async function columnsOf(table: string) {
  const rows = await rowsOf<{ name: string }>(sql`select column_name as name from information_schema.columns where table_name = ${table} and column_name <> 'id' order by ordinal_position`);
  const names = rows.map((r) => r.name);
  return {
    list: sql.raw(names.map((n) => `"${n}"`).join(', ')),
    select: (alias: string, replaced: Record<string, string>) => sql.raw(names.map((n) => replaced[n] ?? `${alias}."${n}"`).join(', ')),
  };
}

async function makeReports() {
  const started = performance.now();
  await seedDemoReports(db);
  const reportColumns = await columnsOf('reports');
  const stageColumns = await columnsOf('stages');
  const [author] = await rowsOf<{ id: number; companyId: number }>(sql`select id, company_id as "companyId" from users where username = 'demo.super'`);
  if (!author) throw new Error('no demo.super');
  await db.execute(sql`
    with source as (select id, row_number() over (order by id) - 1 as n from reports where company_id = ${author.companyId} and type = 'transport'),
         sources as (select count(*) as count from source)
    insert into reports (${reportColumns.list})
    select ${reportColumns.select('r', {
      reference: `'NRW-' || lpad(g::text, 7, '0')`,
      date: `date '2025-01-01' + (g % 365)`,
      project_name: `case when g % ${NARROW_EVERY} = 0 then 'Narrow lane ' || g else 'Bulk lane ' || g end`,
      consolidated_at: 'null',
    })}
    from generate_series(1, ${REPORTS}) g join source on source.n = g % (select count from sources) join reports r on r.id = source.id
    order by g`);
  await db.execute(sql`
    with pool as (select s.id, row_number() over (order by s.id) - 1 as n from stages s join reports r on r.id = s.report_id
                  where r.company_id = ${author.companyId} and r.type = 'transport' and r.reference not like 'NRW-%'),
         pooled as (select count(*) as count from pool),
         made as (select id, substring(reference from 5)::int as g from reports where company_id = ${author.companyId} and reference like 'NRW-%')
    insert into stages (${stageColumns.list})
    select ${stageColumns.select('s', { report_id: 'made.id' })}
    from made cross join lateral generate_series(1, 1 + made.g % 6) j
      join pool on pool.n = (made.g * 7 + j) % (select count from pooled) join stages s on s.id = pool.id
    order by made.id, j`);
  await db.execute(sql`analyze`);
  const [counts] = await rowsOf<{ stages: number; bytes: string }>(sql`select count(*)::int as stages, pg_size_pretty(pg_total_relation_size('stages')) as bytes from stages`);
  console.log(`made ${REPORTS.toLocaleString('en')} reports, ${counts?.stages.toLocaleString('en')} stages (${counts?.bytes}) in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return author.companyId;
}

async function ourExport(query: string) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const res = await fetch(`${address}/api/reports/export/?level=stage&${query}`, { method: 'POST', headers: { authorization: `Token ${token}` } });
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let lines = 0;
  let firstByte = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
  }
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, firstByteMs: firstByte, rows: lines - 1, peakRssMb: peak / 2 ** 20 };
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function compare(name: string, query: string, where: string) {
  const [expected] = await rowsOf<{ count: number }>(sql.raw(`select count(*)::int as count from stages s join reports r on r.id = s.report_id where ${where}`));
  const ours: Awaited<ReturnType<typeof ourExport>>[] = [];
  const copies: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    copies.push(copySeconds(databaseUrl, where));
    const one = await ourExport(query);
    if (one.rows !== expected?.count) throw new Error(`${name}: ${one.rows} rows, COPY has ${expected?.count}`);
    ours.push(one);
  }
  const seconds = median(ours.map((o) => o.seconds));
  const copy = median(copies);
  console.log(
    `${name.padEnd(7)} ${one(ours).rows.toLocaleString('en').padStart(9)} rows: ours ${(seconds * 1000).toFixed(0)} ms (first byte ${median(ours.map((o) => o.firstByteMs)).toFixed(0)} ms, ` +
      `peak RSS ${Math.max(...ours.map((o) => o.peakRssMb)).toFixed(0)} MB) | COPY ${(copy * 1000).toFixed(0)} ms | ratio ×${(seconds / copy).toFixed(2)}`,
  );
}
const one = <T>(list: T[]) => list[0] as T;

const login = await app.inject({ method: 'POST', url: '/api/get-token/', payload: { username: 'demo.super', password: DEMO_PASSWORD } });
const token = login.json<{ token: string }>().token;
const companyId = made ? await makeReports() : ((await rowsOf<{ id: number }>(sql`select company_id as id from users where username = 'demo.super'`))[0]?.id as number);
const year = 'date_after=2025-01-01&date_before=2025-12-31';
const yearWhere = `r.company_id = ${companyId} and r.type = 'transport' and r.date between '2025-01-01' and '2025-12-31'`;
console.log(`PostgreSQL, node ${process.version}; stage level, medians of ${RUNS} runs, COPY and ours alternating`);
await compare('narrow', `${year}&project_name=narrow`, `${yearWhere} and r.project_name ilike '%narrow%'`);
await compare('year', year, yearWhere);
await app.close();
await database.close();
if (made && process.env.KEEP_DATABASE !== '1') await made.drop();
else console.log(`database kept: REUSE_DATABASE=${new URL(databaseUrl).pathname.slice(1)} (drop it when done)`);
