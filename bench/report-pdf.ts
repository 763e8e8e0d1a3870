// Extended PDF of a 200-stage report (target < 1 s), beside the summary PDF of the same report as the baseline.
// The report is made through the CSV import, so every stage has real, calculated figures.
// Run: node --import tsx bench/report-pdf.ts   (PGlite; set TEST_DATABASE_URL for PostgreSQL)
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../packages/server/src/test-support/test-app.ts';

const STAGES = 200;
const RUNS = 5;
const t = await createTestApp();
const token = await t.login('demo.super');

const rows = Array.from({ length: STAGES }, (_, i) => `C${i % 20},${5 + (i % 7)},${100 + i * 3},groupage,customer-${i % 5}`);
const csv = `cargo,cargo_weight,distance,vehicle_load_type,tag:customer\n${rows.join('\n')}\n`;
const boundary = '----bench';
const fields = { project_name: 'PDF bench', date: '2026-06-01', origin: 'Valencia', destination: 'Lyon' };
const body = Buffer.from(
  Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="road_overland_stages"; filename="road.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
);
const created = await t.call(token, { method: 'POST', url: '/api/reports/', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
if (created.statusCode !== 201) throw new Error(created.body);
const id = created.json<{ id: number }>().id;

async function time(type: 'summary' | 'extended') {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS + 1; i++) {
    const started = performance.now();
    const res = await t.call(token, { method: 'POST', url: `/api/reports/${id}/pdf/`, payload: { type } });
    if (res.statusCode !== 200) throw new Error(res.body);
    if (i > 0) times.push(performance.now() - started);
    size = res.rawPayload.length;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)] as number, size };
}

const summary = await time('summary');
const extended = await time('extended');
console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${STAGES} stages, median of ${RUNS} after one warm-up`);
console.log(`summary  ${summary.median.toFixed(0)} ms (${(summary.size / 1024).toFixed(0)} kB)`);
console.log(`extended ${extended.median.toFixed(0)} ms (${(extended.size / 1024).toFixed(0)} kB) — ×${(extended.median / summary.median).toFixed(1)} the summary; target < 1000 ms`);
await t.close();
