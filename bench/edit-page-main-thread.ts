// DOM size and main-thread time of the transport report edit page (issue #21 item 4), as a mid-range phone would load
// it: Debian's chromium with 4x CPU throttling, a phone-sized window, median of five fresh loads. The time is Chrome's
// own Performance.getMetrics (ScriptDuration: JavaScript; TaskDuration: every main-thread task, layout and style too),
// read once the page has settled (no request for 1 s and no DOM change for 1 s).
// Run after `npm run build`; starts the built server on a fresh embedded database unless --url names a running one
// with the demo data (then its HUELLA_DEMO_PASSWORD in the environment):
//   node --import tsx bench/edit-page-main-thread.ts [--url http://127.0.0.1:8735] [--report 1] [--runs 5] [--throttle 4]
//   [--seed 6]  first adds six copies of the report's first road stage, so the page holds several stages (writes data)
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { api as callApi, demoServer, demoSession, fillLocalStorage, storedSession } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    report: { type: 'string' },
    runs: { type: 'string', default: '5' },
    throttle: { type: 'string', default: '4' },
    seed: { type: 'string', default: '0' },
  },
});
const server = await demoServer({ url: values.url, port: 8794, name: 'edit-page-bench' });
const base = server.base;
const CHILD_PATHS = ['cargos', 'nautical-stages', 'air-stages', 'road-overland-stages', 'rail-overland-stages', 'storages'];
const api = <T>(path: string, init: RequestInit = {}) => callApi<T>(base, path, init);
const { token, user } = await demoSession(server);
const auth = { Authorization: `Token ${token}` };

async function rowCount(reportId: number): Promise<number> {
  let rows = 0;
  for (const path of CHILD_PATHS) rows += (await api<{ count: number }>(`/api/reports/${reportId}/${path}/`, { headers: auth })).count;
  return rows;
}

/** The named report, else the demo company's transport report with the most cargos, stages and storages. */
async function chooseReport(): Promise<number> {
  if (values.report) return Number(values.report);
  const list = await api<{ results: { id: number; type: string }[] }>('/api/reports/?page_size=50', { headers: auth });
  let best = { id: 0, rows: -1 };
  for (const report of list.results.filter((row) => row.type === 'transport')) {
    const rows = await rowCount(report.id);
    if (rows > best.rows) best = { id: report.id, rows };
  }
  return best.id;
}

interface RoadStage {
  vehicle: { id: number } | null;
  cargos: { cargo: number; weight: number; tags: Record<string, string> }[];
  [field: string]: unknown;
}

async function seedRoadStages(reportId: number, copies: number) {
  const path = `/api/reports/${reportId}/road-overland-stages/`;
  const [first] = (await api<{ results: RoadStage[] }>(path, { headers: auth })).results;
  if (!first) throw new Error(`report ${reportId} has no road stage to copy`);
  const body = { ...first, vehicle: first.vehicle?.id ?? null, cargos: first.cargos.map(({ cargo, weight, tags }) => ({ cargo, weight, tags })) };
  for (let copy = 0; copy < copies; copy += 1) {
    await api(path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
}

/**
 * Waits until no request has been open for 1 s and the DOM has not changed for 1 s. (The wait is a string: tsx would
 * wrap a named function in a helper the page does not have.)
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(`new Promise((resolve) => {
    let timer;
    const observer = new MutationObserver(() => restart());
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => { observer.disconnect(); resolve(); }, 1000);
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    restart();
  })`);
}

const median = (numbers: number[]) => numbers.toSorted((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? Number.NaN;

const reportId = await chooseReport();
if (Number(values.seed) > 0) await seedRoadStages(reportId, Number(values.seed));
const path = `/reports/${reportId}/edit`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const runs: { elements: number; script: number; task: number }[] = [];
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    // A fresh context per load: a cold HTTP cache, and metrics that count this load only.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.addInitScript(fillLocalStorage, [storedSession({ token, user }), true] as const);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { level: 2, name: 'Cargos' }).waitFor({ timeout: 60_000 });
    await settle(page);
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
    runs.push({ elements, script: metric('ScriptDuration') * 1000, task: metric('TaskDuration') * 1000 });
    console.error(`run ${run + 1}: ${elements} elements, script ${Math.round(runs.at(-1)!.script)} ms, tasks ${Math.round(runs.at(-1)!.task)} ms`);
    await context.close();
  }
} finally {
  await browser.close();
}

console.log(`${path} (${await rowCount(reportId)} cargos, stages and storages), ${values.throttle}x CPU throttling, median of ${runs.length} loads:`);
console.log(`  DOM elements  ${median(runs.map((run) => run.elements))}`);
console.log(`  ScriptDuration ${Math.round(median(runs.map((run) => run.script)))} ms`);
console.log(`  TaskDuration   ${Math.round(median(runs.map((run) => run.task)))} ms`);
server.stop();
