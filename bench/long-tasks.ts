// The long tasks of one page's load, and what runs inside each: what Lighthouse's Total Blocking Time adds up.
// Loads the page in Debian's chromium at 4x CPU slowdown (Lighthouse's mobile setting) with a Chrome trace of the
// main thread and the sampling profiler, then prints every task over 50 ms with the functions that took its time
// (self time, by script and line) and how much of it was style, layout and paint.
// Run after `npm run build`; starts the built server on a fresh embedded database unless --url names a running one:
//   node --import tsx bench/long-tasks.ts --page /reports/:id/edit [--dist path/to/dist] [--url http://…]
//   [--throttle 4] [--top 8] [--signed-in] (public pages load signed out unless this is given) [--invalidations]
// or reads a trace Lighthouse recorded (bench/lighthouse.ts --lhr-dir; unthrottled, so with --throttle 1 --min 12.5):
//   node --import tsx bench/long-tasks.ts --trace folder/mobile_reports_1_edit-0.trace.json --throttle 1 --min 12.5
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoServer, demoSession, fillLocalStorage, isPublicPage, storedSession } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/' },
    url: { type: 'string' },
    dist: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    top: { type: 'string', default: '8' },
    // Lighthouse traces unthrottled and counts each task four times as long: at --throttle 1, ask for --min 12.5
    min: { type: 'string', default: '50' },
    'signed-in': { type: 'boolean', default: false },
    trace: { type: 'string' },
    // Why styles and layout were recalculated; the tracking itself slows every DOM change, so times are inflated.
    invalidations: { type: 'boolean', default: false },
  },
});
interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: { data?: TraceData };
}
interface TraceData {
  startTime?: number;
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
  url?: string;
  type?: string;
  functionName?: string;
  reason?: string;
  changedAttribute?: string;
  changedClass?: string;
  changedPseudo?: string;
  nodeName?: string;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const events = values.trace ? (JSON.parse(readFileSync(values.trace, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents : await tracePage();
const path = values.trace ?? values.page;

async function tracePage(): Promise<TraceEvent[]> {
  if (values.dist) process.env.HUELLA_WEB_DIST = values.dist;
  const server = await demoServer({ url: values.url, port: 8796, name: 'long-tasks' });
  const { token, user, reportId } = await demoSession(server);
  const address = values.page.replace(':id', String(reportId));
  const signedIn = values['signed-in'] || !isPublicPage(address);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // The session is in local storage before the page's first script runs, as for a returning user.
    await context.addInitScript(fillLocalStorage, [storedSession({ token, user }), signedIn] as const);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', ...(values.invalidations ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])],
    });
    await page.goto(`${server.base}${address}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
    server.stop();
  }
}

// The page's main thread: the renderer thread that ran the most tasks.
const taskCounts = new Map<string, number>();
for (const event of events) if (event.name === 'RunTask' && event.ph === 'X') taskCounts.set(`${event.pid}:${event.tid}`, (taskCounts.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
const mainThread = [...taskCounts].toSorted((a, b) => b[1] - a[1])[0]![0];
const onMain = (event: TraceEvent) => `${event.pid}:${event.tid}` === mainThread;
const tasks = events.filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > Number(values.min) * 1000);
const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === Number(mainThread.split(':')[0]));

// The sampling profile: nodes and (timestamp, node) samples rebuilt from the chunks.
const nodes = new Map<number, ProfileNode>();
const unordered: { ts: number; node: number }[] = [];
const profilePid = Number(mainThread.split(':')[0]);
let clock = 0;
for (const event of events) {
  if (event.pid !== profilePid) continue;
  if (event.name === 'Profile') clock = event.args.data?.startTime ?? clock;
  if (event.name !== 'ProfileChunk') continue;
  const data = event.args.data?.cpuProfile ?? {};
  for (const node of data.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data?.timeDeltas ?? [];
  (data.samples ?? []).forEach((node, index) => {
    clock += deltas[index] ?? 0;
    unordered.push({ ts: clock, node });
  });
}
const samples = unordered.toSorted((a, b) => a.ts - b.ts);

const frameName = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url ? url.replace(/^.*\//, '') : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
};
/** A leaf frame; a browser function (no script) is named with its caller, so `appendChild` says whose it was. */
const leafName = (node: ProfileNode) => {
  const parent = node.parent === undefined ? undefined : nodes.get(node.parent);
  return node.callFrame.url || !parent?.callFrame.url ? frameName(node) : `${frameName(node)} ← ${frameName(parent)}`;
};
/** The nearest React component up the stack (a capitalised function: React's own are not), else the leaf. */
const componentFrame = (id: number) => {
  for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
    if (node.callFrame.url && /^[A-Z]/.test(node.callFrame.functionName)) return frameName(node);
  }
  return frameName(nodes.get(id)!);
};

const rendering = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'RecalculateStyles', 'ParseHTML', 'ParseAuthorStyleSheet']);
const top = Number(values.top);
let blocking = 0;
console.log(`${path} at ${values.throttle}x CPU; FCP at ${fcp ? ((fcp.ts - (tasks[0]?.ts ?? fcp.ts)) / 1000).toFixed(0) : '?'} ms after the first long task`);
for (const task of tasks) {
  const end = task.ts + task.dur!;
  const ms = task.dur! / 1000;
  blocking += Math.max(0, ms * (4 / Number(values.throttle)) - 50);
  const within = events.filter((event) => onMain(event) && event.ph === 'X' && event.ts >= task.ts && event.ts < end && rendering.has(event.name));
  const renderMs = within.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const scripts = events.filter((event) => onMain(event) && event.ph === 'X' && event.ts >= task.ts && event.ts < end && (event.name === 'EvaluateScript' || event.name === 'v8.compileModule' || event.name === 'FunctionCall' || event.name === 'TimerFire' || event.name === 'EventDispatch'));
  const kind = scripts[0] ? `${scripts[0].name} ${(scripts[0].args.data?.url ?? scripts[0].args.data?.type ?? scripts[0].args.data?.functionName ?? '').toString().replace(/^.*\//, '')}` : '';
  const selfTimes = new Map<string, number>();
  const ownTimes = new Map<string, number>();
  let previous = task.ts;
  for (const sample of samples) {
    if (sample.ts < task.ts) continue;
    if (sample.ts >= end) break;
    const step = (sample.ts - previous) / 1000;
    previous = sample.ts;
    const node = nodes.get(sample.node);
    if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    selfTimes.set(leafName(node), (selfTimes.get(leafName(node)) ?? 0) + step);
    const own = componentFrame(sample.node);
    ownTimes.set(own, (ownTimes.get(own) ?? 0) + step);
  }
  const list = (times: Map<string, number>) =>
    [...times].toSorted((a, b) => b[1] - a[1]).slice(0, top).map(([name, spent]) => `      ${spent.toFixed(0).padStart(5)} ms  ${name}`).join('\n');
  console.log(`\n+${((task.ts - tasks[0]!.ts) / 1000).toFixed(0)} ms: ${ms.toFixed(0)} ms task (${kind}); style/layout/paint ${renderMs.toFixed(0)} ms`);
  const named = new Map<string, number>();
  for (const event of events) {
    if (!onMain(event) || event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task) continue;
    named.set(event.name, (named.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  console.log(`    trace events (inclusive):\n${list(named)}`);
  // What made the browser recalculate styles or layout within the task (with the invalidation-tracking category).
  const reasons = new Map<string, number>();
  for (const event of events) {
    if (!onMain(event) || event.ts < task.ts || event.ts >= end) continue;
    if (!/Invalidat|ScheduleStyle/.test(event.name)) continue;
    const data = event.args.data ?? {};
    const key = `${event.name}: ${data.reason ?? data.changedAttribute ?? data.changedClass ?? data.changedPseudo ?? ''} ${data.nodeName ?? ''}`.trim();
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
  }
  if (reasons.size) console.log(`    invalidations (count):\n${[...reasons].toSorted((a, b) => b[1] - a[1]).slice(0, top).map(([name, count]) => `      ${String(count).padStart(5)}  ${name}`).join('\n')}`);
  console.log(`    self time:\n${list(selfTimes)}`);
  console.log(`    by nearest component:\n${list(ownTimes)}`);
}
console.log(`\n${tasks.length} tasks over ${values.min} ms; blocking time at 4x ${blocking.toFixed(0)} ms (all tasks, not only after FCP)`);
