// Stage-level CSV export on PostgreSQL: time and peak RSS of POST /api/reports/export/ for 10k, 100k and 1M stage
// rows, beside `COPY (SELECT …) TO STDOUT` of the same rows by psql in the same run (the floor: the database
// alone writing CSV). Targets (exports issue): ≤ 3× COPY, 1M rows under 10 s, RSS flat from 10k to 1M.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/export.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../packages/server/src/test-support/test-app.ts';
import { copySeconds } from './stage-copy.ts';

if (!process.env.TEST_DATABASE_URL) throw new Error('set TEST_DATABASE_URL to a PostgreSQL server');
const SIZES = (process.env.SIZES ?? '10000,100000,1000000').split(',').map(Number);
const STAGES_PER_REPORT = 500;

const t = await createTestApp();
const token = await t.login('demo.super');
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const { rows: [current] } = (await t.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
const databaseUrl = String(current?.name);
const connection = new URL(process.env.TEST_DATABASE_URL);
connection.pathname = `/${databaseUrl}`;

let made = 0;
/** Reports of STAGES_PER_REPORT road stages each, tagged by size so every run exports exactly its rows. */
async function makeStages(size: number) {
  const reports = size / STAGES_PER_REPORT;
  await t.db.execute(sql`
    with author as (select id, company_id from users where username = 'demo.super'),
         review as (select id from reviews order by id limit 1),
         made as (
           insert into reports (company_id, type, reference, project_name, date, review_id, created_by_id)
           select company_id, 'transport', 'BENCH-' || ${size} || '-' || lpad(r::text, 6, '0'), 'Bench ' || ${size}, date '2026-06-01', (select id from review), id
           from author, generate_series(1, ${reports}) r
           returning id, company_id)
    insert into stages (company_id, report_id, kind, operated_by, declared_distance, distance_km, distance_method, origin, destination, co2_total, result)
    select made.company_id, made.id, 'road', 'third_party', g, g, 'declared', 'Valencia, Spain', 'Lyon, France', g * 1.2522,
      jsonb_build_object('method', 'per_tkm', 'mass_t', 10, 'tkm', g * 10, 'intensity_g_per_tkm', 125.22,
        'co2e_ttw', g * 1.0163, 'co2e_wtt', g * 0.2359, 'co2e_wtw', g * 1.2522, 'co2e_wtw_with_rf', g * 1.2522,
        'gases', jsonb_build_object('CO2', g, 'CH4', 0, 'N2O', 0, 'HFCs', 0, 'PFCs', 0, 'SF6', 0, 'NF3', 0, 'NOx', 0, 'SOx', 0, 'PM', 0),
        'scopes', jsonb_build_object('scope1', 0, 'scope2', 0, 'scope3', g * 1.2522))
    from made, generate_series(1, ${STAGES_PER_REPORT}) g`);
  await t.db.execute(sql`analyze`);
  made += size;
}

async function ourExport(size: number) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const res = await fetch(`${address}/api/reports/export/?search=BENCH-${size}-&level=stage`, { method: 'POST', headers: { authorization: `Token ${token}` } });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.length;
    // Native search: a byte-by-byte JS loop here would bill the server for the client's work.
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
  }
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, firstByteMs: firstByte, bytes, rows: lines - 1, peakRssMb: peak / 2 ** 20 };
}

console.log(`PostgreSQL, node ${process.version}; stage level, ${STAGES_PER_REPORT} stages per report`);
for (const size of SIZES) {
  await makeStages(size);
  const copy = { seconds: copySeconds(connection.toString(), `r.reference like 'BENCH-${size}-%'`) };
  const ours = await ourExport(size);
  console.log(
    `${size.toLocaleString('en').padStart(9)} rows: ours ${ours.seconds.toFixed(2)} s (${ours.rows.toLocaleString('en')} rows, ` +
      `${(ours.bytes / 2 ** 20).toFixed(0)} MB, first byte ${ours.firstByteMs.toFixed(0)} ms, peak RSS ${ours.peakRssMb.toFixed(0)} MB)` +
      ` | COPY ${copy.seconds.toFixed(2)} s | ratio ×${(ours.seconds / copy.seconds).toFixed(1)}`,
  );
}
await t.close();
