// Latency of the report list (GET /api/reports/) with 100,000 reports in one company, beside the materials list
// (a tiny table) as the baseline of the same run. PGlite by default; set TEST_DATABASE_URL for PostgreSQL.
// Run: node --import tsx bench/report-list.ts
//      TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/report-list.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../packages/server/src/test-support/test-app.ts';

const REPORTS = Number(process.env.REPORTS ?? 100_000);
const RUNS = 60;

const t = await createTestApp();
const token = await t.login('demo.super');
const [{ company_id: companyId, id: userId }] = (await t.db.execute(sql`select company_id, id from users where username = 'demo.super'`)).rows as {
  company_id: number;
  id: number;
}[];
const [{ id: reviewId }] = (await t.db.execute(sql`select id from reviews limit 1`)).rows as { id: number }[];
const started = performance.now();
await t.db.execute(sql`
  insert into reports (company_id, type, reference, project_name, project_reference, date, origin, destination,
    origin_locality, origin_country, destination_locality, destination_country, review_id, created_by_id, co2_total, weight)
  select ${companyId}, 'transport', 'TR-BENCH-' || lpad(g::text, 7, '0'), 'Project ' || (g % 5000), 'REF-' || g,
    date '2025-01-01' + (g % 700), 'Valencia, Spain', 'Lyon, France', 'Valencia', 'Spain', 'Lyon', 'France',
    ${reviewId}, ${userId}, (g * 7919 % 100000) / 10.0, 10
  from generate_series(1, ${REPORTS}) g`);
await t.db.execute(sql`analyze reports`);
console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${REPORTS.toLocaleString('en')} reports inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

async function measure(url: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const t0 = performance.now();
    const res = await t.call(token, { method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 5) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS * 0.5)] as number, p95: times[Math.floor(RUNS * 0.95)] as number };
}

const baseline = await measure('/api/commodities/');
console.log(`baseline /api/commodities/                      p50 ${baseline.p50.toFixed(1)} ms  p95 ${baseline.p95.toFixed(1)} ms`);
for (const query of ['', 'page=500', 'ordering=-CO2_total', 'ordering=project_name,-date', 'search=Project 42', 'date_after=2025-06-01&date_before=2025-06-30', 'origin_country=spain&page_size=50']) {
  const m = await measure(`/api/reports/?${query}`);
  console.log(
    `/api/reports/?${query.padEnd(40)} p50 ${m.p50.toFixed(1).padStart(6)} ms  p95 ${m.p95.toFixed(1).padStart(6)} ms  (p50 ×${(m.p50 / baseline.p50).toFixed(1)} baseline)`,
  );
}
await t.close();
