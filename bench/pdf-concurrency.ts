// 50 report PDFs asked for at once (half summary, half extended, of a 100-stage report made through the CSV
// import), drawn on the event loop (HUELLA_PDF_WORKERS=0, as before the pool) and in worker threads (the default:
// one per core, at most 4), alternating, RUNS rounds each (default 2). Printed per round: the PDFs' p50/p99, the
// server's event-loop delay meanwhile (perf_hooks.monitorEventLoopDelay), and what a user sees — the latency of
// GET /api/commodities/ asked for one after another during the burst. The clients run in a worker thread, so
// their own work does not count as the server's delay.
// Run: node --import tsx bench/pdf-concurrency.ts   (PGlite; set TEST_DATABASE_URL for PostgreSQL)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { multipartForm } from '../packages/server/src/test-support/multipart-form.ts';
import { createTestApp, type TestApp } from '../packages/server/src/test-support/test-app.ts';

const PDFS = 50;
const STAGES = 100;
const RUNS = Number(process.env.RUNS ?? 2);

interface Server {
  name: string;
  t: TestApp;
  address: string;
  token: string;
  reportId: number;
}

async function startServer(name: string, workers: string | undefined): Promise<Server> {
  const t = await createTestApp(workers === undefined ? {} : { HUELLA_PDF_WORKERS: workers });
  const token = await t.login('demo.super');
  const rows = Array.from({ length: STAGES }, (_, i) => `C${i % 20},${5 + (i % 20)},${100 + i * 3},groupage,customer-${i % 5}`);
  const csv = `cargo,cargo_weight,distance,vehicle_load_type,tag:customer\n${rows.join('\n')}\n`;
  const form = multipartForm({ project_name: 'PDF burst', date: '2026-06-01', origin: 'Valencia', destination: 'Lyon' }, { road_overland_stages: csv });
  const created = await t.call(token, { method: 'POST', url: '/api/reports/', ...form });
  if (created.statusCode !== 201) throw new Error(created.body);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { name, t, address, token, reportId: created.json<{ id: number }>().id };
}

/** The clients, in a thread of their own: the burst of PDFs, and cheap requests one after another until it ends. */
const CLIENTS = `
const { parentPort, workerData: { address, token, reportId, pdfs } } = require('node:worker_threads');
const headers = { authorization: 'Token ' + token, 'content-type': 'application/json' };
(async () => {
  const pdfTimes = [];
  const cheapTimes = [];
  let pending = pdfs;
  const started = performance.now();
  const burst = Array.from({ length: pdfs }, async (_, i) => {
    const at = performance.now();
    const res = await fetch(address + '/api/reports/' + reportId + '/pdf/', { method: 'POST', headers, body: JSON.stringify({ type: i % 2 ? 'extended' : 'summary' }) });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200 || bytes < 1000) throw new Error('PDF ' + res.status);
    pdfTimes.push(performance.now() - at);
    pending -= 1;
  });
  while (pending > 0) {
    const at = performance.now();
    const res = await fetch(address + '/api/commodities/', { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('commodities ' + res.status);
    cheapTimes.push(performance.now() - at);
  }
  await Promise.all(burst);
  parentPort.postMessage({ pdfTimes, cheapTimes, wallMs: performance.now() - started });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

interface Burst {
  pdfTimes: number[];
  cheapTimes: number[];
  wallMs: number;
  error?: string;
}

function runClients(server: Server): Promise<Burst> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENTS, { eval: true, workerData: { address: server.address, token: server.token, reportId: server.reportId, pdfs: PDFS } });
    worker.once('message', (burst: Burst) => (burst.error ? reject(new Error(burst.error)) : resolve(burst)));
    worker.once('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

async function measure(server: Server) {
  // Warm-up: the first PDF of a process loads pdfkit, the fonts and the map (and, with workers, starts one).
  await fetch(`${server.address}/api/reports/${server.reportId}/pdf/`, { method: 'POST', headers: { authorization: `Token ${server.token}`, 'content-type': 'application/json' }, body: '{"type":"extended"}' });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const burst = await runClients(server);
  delay.disable();
  const loop = (p: number) => delay.percentile(p) / 1e6;
  console.log(
    `${server.name.padEnd(22)} PDFs p50 ${ms(percentile(burst.pdfTimes, 50))} p99 ${ms(percentile(burst.pdfTimes, 99))} (all ${PDFS} in ${ms(burst.wallMs)}) | ` +
      `event-loop delay p50 ${ms(loop(50))} p99 ${ms(loop(99))} max ${ms(delay.max / 1e6)} | ` +
      `GET /api/commodities/ meanwhile: ${String(burst.cheapTimes.length).padStart(4)} answers, p50 ${ms(percentile(burst.cheapTimes, 50))} p99 ${ms(percentile(burst.cheapTimes, 99))} max ${ms(Math.max(...burst.cheapTimes))}`,
  );
}

const onLoop = await startServer('on the event loop', '0');
const inWorkers = await startServer('worker threads', undefined);
inWorkers.name = `${inWorkers.t.config.pdfWorkers} worker threads`;
console.log(`${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, node ${process.version}; ${PDFS} PDFs at once (summary and extended) of a ${STAGES}-stage report, ${RUNS} rounds, alternating`);
for (let round = 0; round < RUNS; round++) {
  for (const server of [onLoop, inWorkers]) await measure(server);
}
await onLoop.t.close();
await inWorkers.t.close();
