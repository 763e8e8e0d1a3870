// Editing one stage (PATCH of its distance through the API) of transport reports with 1, 200 and 1,000 road stages,
// each stage carrying 5 cargos, beside GET of the 1,000-stage report's first stage as the baseline of the same run.
// Target (issue #18 item 3): < 100 ms at 1,000 stages on PostgreSQL.
// The reports are made through the CSV import (each cargo on two legs), then every stage also carries the next four
// cargos (links added in SQL, so a cargo is on about ten stages, as groupage is) and the report is recalculated once:
// every row has real, calculated figures.
// Run: node --import tsx bench/edit-stage.ts                        (PGlite)
//      TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/edit-stage.ts
// RUNS (default 40) edits per report after 5 warm-ups; SIZES (default 1,200,1000) the reports' stage counts.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../packages/server/src/test-support/test-app.ts';

const RUNS = Number(process.env.RUNS ?? 40);
const WARM_UP = 5;
const SIZES = (process.env.SIZES ?? '1,200,1000').split(',').map(Number);
const CARGOS_PER_STAGE = 5;
/** Consecutive rows of the import that name one cargo: pre-carriage and main leg. */
const LEGS_PER_CARGO = 2;

const t = await createTestApp();
const token = await t.login('demo.super');

async function ok<T>(res: Promise<{ statusCode: number; body: string; json<U>(): U }>, expected = 200): Promise<T> {
  const answer = await res;
  if (answer.statusCode !== expected) throw new Error(`${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return answer.json<T>();
}

/** A report of `stages` road stages, each carrying CARGOS_PER_STAGE cargos; answers its id and its stages' ids. */
async function makeReport(stages: number): Promise<{ id: number; stageIds: number[] }> {
  const rows = Array.from({ length: stages }, (_, i) => {
    const cargo = Math.floor(i / LEGS_PER_CARGO);
    return `C${cargo},${5 + (cargo % 7)},${100 + i * 3},groupage,customer-${cargo % 5}`;
  });
  const csv = `cargo,cargo_weight,distance,vehicle_load_type,tag:customer\n${rows.join('\n')}\n`;
  const boundary = '----bench';
  const fields = { project_name: `Edit bench ${stages}`, date: '2026-06-01', origin: 'Valencia', destination: 'Lyon' };
  const payload = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="road_overland_stages"; filename="road.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const { id } = await ok<{ id: number }>(
    t.call(token, { method: 'POST', url: '/api/reports/', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
    201,
  );
  const made = Math.ceil(stages / LEGS_PER_CARGO);
  for (let i = made; i < CARGOS_PER_STAGE; i++) {
    await ok(t.call(token, { method: 'POST', url: `/api/reports/${id}/cargos/`, payload: { weight: 3 + i } }), 201);
  }
  // Each stage also carries the next four cargos of the report, in number order, round the end.
  await t.db.execute(sql`
    with c as (select id, row_number() over (order by number) - 1 as n, count(*) over () as k from cargos where report_id = ${id})
    insert into stage_cargos (stage_id, cargo_id, company_id, tags)
    select s.id, other.id, s.company_id, '{}'::jsonb
    from stages s
    join stage_cargos own on own.stage_id = s.id
    join c mine on mine.id = own.cargo_id
    cross join generate_series(1, ${CARGOS_PER_STAGE - 1}) step
    join c other on other.n = (mine.n + step) % mine.k
    where s.report_id = ${id}
    on conflict do nothing`);
  await ok(t.call(token, { method: 'POST', url: `/api/reports/${id}/calculate_emissions/` }));
  const stageRows = (await t.db.execute(sql`select id from stages where report_id = ${id} order by id`)).rows as { id: number }[];
  const [links] = (await t.db.execute(sql`select count(*)::int as n from stage_cargos l join stages s on s.id = l.stage_id where s.report_id = ${id}`)).rows as { n: number }[];
  if (links?.n !== stages * CARGOS_PER_STAGE) throw new Error(`${stages} stages: ${links?.n} links`);
  return { id, stageIds: stageRows.map((r) => r.id) };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

/** p50 and p95 of RUNS calls after WARM_UP; `call(i)` makes the i-th request. */
async function measure(call: (i: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const started = performance.now();
    await call(i);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const reports = new Map<number, { id: number; stageIds: number[] }>();
for (const size of SIZES) reports.set(size, await makeReport(size));

const largest = reports.get(Math.max(...SIZES)) as { id: number; stageIds: number[] };
const baseline = await measure(() =>
  ok(t.call(token, { method: 'GET', url: `/api/reports/${largest.id}/road-overland-stages/${largest.stageIds[0]}/` })),
);
const edits = new Map<number, { p50: number; p95: number }>();
for (const [size, report] of reports) {
  // A stage in the middle of the report, its distance changed every time so every edit changes figures.
  const stageId = report.stageIds[Math.floor(report.stageIds.length / 2)] as number;
  edits.set(
    size,
    await measure((i) =>
      ok(t.call(token, { method: 'PATCH', url: `/api/reports/${report.id}/road-overland-stages/${stageId}/`, payload: { distance: 200 + (i % 17) } })),
    ),
  );
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, ${CARGOS_PER_STAGE} cargos per stage, ${RUNS} runs after ${WARM_UP} warm-ups`);
console.log(`${'case'.padEnd(36)}      p50         p95   p50 / baseline`);
console.log(`${'GET one stage (baseline)'.padEnd(36)} ${ms(baseline.p50)} ${ms(baseline.p95)}`);
for (const [size, figures] of edits) {
  const note = size === 1000 ? '   target < 100 ms on PostgreSQL' : '';
  console.log(`${`PATCH one stage of ${size.toLocaleString('en')}`.padEnd(36)} ${ms(figures.p50)} ${ms(figures.p95)}   ${(figures.p50 / baseline.p50).toFixed(1).padStart(6)}×${note}`);
}
await t.close();
