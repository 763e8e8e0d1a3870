// Start-up time and memory of the real server (issue #18 item 6; docs/decisions/0013-start-up.md). Each variant is
// started as a child process, first in an empty data directory (or a new PostgreSQL database), then again on it:
//   first answer  GET /login answered (the built client), from the spawn
//   login         POST /api/get-token/ answered 200: the database is migrated and seeded
//   CPU           the child's user + system time at the first answer and at login (the machine is shared: CPU time
//                 varies less than wall time)
//   idle RSS      VmRSS once the child has used less than 20 ms of CPU in 500 ms (warm-ups done)
//   load RSS      VmRSS and VmHWM after --requests mixed API requests, 8 at a time, on the restarted server
// Variants: `npm start` (the bundle `npm run build` writes, plain node); with --sources `tsx` (node --import tsx on
// the sources); with --before <checkout> the tsx start of another checkout (a `git worktree` of the commit before a
// change).
// The baseline `node -e` is a bare HTTP server's start on this machine.
// Run: npm run build && node --import tsx bench/startup.ts [--runs 3] [--requests 2000] [--sources] [--before /tmp/wt-start]
// PostgreSQL too when TEST_DATABASE_URL is set (a database per run is created there and dropped).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    requests: { type: 'string', default: '2000' },
    before: { type: 'string' },
    sources: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const REQUESTS = Number(args.requests);
const root = new URL('..', import.meta.url).pathname;
const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'startup-bench-2026';
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s

interface Variant {
  name: string;
  cwd: string;
  argv: string[];
}

const variants: Variant[] = [{ name: 'npm start', cwd: root, argv: ['--enable-source-maps', 'packages/server/dist/main.mjs'] }];
if (args.sources) variants.push({ name: 'tsx', cwd: root, argv: ['--import', 'tsx', 'packages/server/src/main.ts'] });
if (args.before) variants.push({ name: 'before (tsx)', cwd: args.before, argv: ['--import', 'tsx', 'packages/server/src/main.ts'] });
if (!existsSync(join(root, 'packages/server/dist/main.mjs')) || !existsSync(join(root, 'packages/web/dist/index.html'))) {
  throw new Error('run `npm run build` first: the bench starts the built server and asks for the built client');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function cpuSeconds(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th of the whole line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function answers(url: string, init?: RequestInit): Promise<boolean> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls every 10 ms; the child must not exit meanwhile. */
async function until(child: ChildProcess, output: () => string, check: () => Promise<boolean>): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    if (await check()) return;
    await sleep(10);
  }
}

async function idle(pid: number): Promise<void> {
  const started = Date.now();
  let before = cpuSeconds(pid);
  while (Date.now() - started < 60_000) {
    await sleep(500);
    const now = cpuSeconds(pid);
    if (now - before < 0.02) return;
    before = now;
  }
}

interface Start {
  first: number;
  login: number;
  cpuFirst: number;
  cpuLogin: number;
  idleRss: number;
  loadRss?: number;
  loadHwm?: number;
  rps?: number;
  errors?: number;
}

async function mixedLoad(base: string, token: string): Promise<{ rps: number; errors: number }> {
  const headers = { authorization: `Token ${token}` };
  const list = (await (await fetch(`${base}/api/reports/?page_size=30`, { headers })).json()) as { results: { id: number }[] };
  const ids = list.results.map((r) => r.id);
  const calls = [
    () => '/api/reports/?page_size=10',
    () => '/api/reports/?ordering=-date,project_name&page=2',
    (i: number) => `/api/reports/${ids[i % ids.length]}/totals/`,
    (i: number) => `/api/reports/${ids[i % ids.length]}/road-overland-stages/`,
    () => '/api/reports/emissions_dynamic_group_by/?date_after=2025-01-01&date_before=2025-12-31&group_by=month',
    (i: number) => `/api/places/?search=${['val', 'rotter', 'madr', 'shang', 'new y'][i % 5]}`,
    () => '/api/road-vehicles/?page_size=100',
    () => '/api/rest-auth/user/',
  ];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < REQUESTS; i = next++) {
        const path = (calls[i % calls.length] as (i: number) => string)(i);
        const res = await fetch(`${base}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      }
    }),
  );
  return { rps: REQUESTS / ((performance.now() - started) / 1000), errors };
}

async function start(variant: Variant, env: Record<string, string>, load: boolean): Promise<Start> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  const child = spawn(process.execPath, variant.argv, {
    cwd: variant.cwd,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      HUELLA_DEMO_PASSWORD: PASSWORD,
      HUELLA_WEB_DIST: join(root, 'packages/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pid = child.pid as number;
  try {
    await until(child, () => output, () => answers(`${base}/login`));
    const first = (performance.now() - spawned) / 1000;
    const cpuFirst = cpuSeconds(pid);
    let token = '';
    await until(child, () => output, async () => {
      const res = await fetch(`${base}/api/get-token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo.super', password: PASSWORD }),
        signal: AbortSignal.timeout(120_000),
      }).catch(() => null);
      if (!res?.ok) return false;
      token = ((await res.json()) as { token: string }).token;
      return true;
    });
    const login = (performance.now() - spawned) / 1000;
    const cpuLogin = cpuSeconds(pid);
    await idle(pid);
    const result: Start = { first, login, cpuFirst, cpuLogin, idleRss: memory(pid).rss };
    if (load) {
      const { rps, errors } = await mixedLoad(base, token);
      const after = memory(pid);
      Object.assign(result, { loadRss: after.rss, loadHwm: after.hwm, rps, errors });
    }
    return result;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000).then(() => child.kill('SIGKILL'))]);
  }
}

/** A bare node HTTP server: the floor under any start on this machine. */
async function bareNode(): Promise<number> {
  const port = await freePort();
  const spawned = performance.now();
  const child = spawn(process.execPath, ['-e', `require('http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`]);
  try {
    await until(child, () => '', () => answers(`http://127.0.0.1:${port}/`));
    return (performance.now() - spawned) / 1000;
  } finally {
    child.kill();
  }
}

interface Database {
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function embedded(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'huella-startup-'));
  return { env: { HUELLA_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgres(serverAddress: string, n: number): Promise<Database> {
  const name = `huella_startup_${process.pid}_${n}`;
  const admin = new Client({ connectionString: serverAddress });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverAddress);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new Client({ connectionString: serverAddress });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).toSorted((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

interface Row {
  variant: string;
  database: string;
  start: 'first' | 'restart';
  runs: Start[];
}

const rows: Row[] = [];
const kinds: { name: string; open: (n: number) => Promise<Database> }[] = [{ name: 'embedded', open: embedded }];
if (serverUrl) kinds.push({ name: 'PostgreSQL', open: (n) => postgres(serverUrl, n) });

const bare: number[] = [];
let opened = 0;
for (let run = 0; run < RUNS; run++) {
  bare.push(await bareNode());
  // Variants take turns within a run, so a busy moment of the machine does not fall on one variant only.
  for (const kind of kinds) {
    for (const variant of variants) {
      const database = await kind.open(opened++);
      try {
        for (const startKind of ['first', 'restart'] as const) {
          let row = rows.find((r) => r.variant === variant.name && r.database === kind.name && r.start === startKind);
          if (!row) rows.push((row = { variant: variant.name, database: kind.name, start: startKind, runs: [] }));
          const result = await start(variant, database.env, startKind === 'restart');
          row.runs.push(result);
          console.error(`run ${run + 1}/${RUNS} ${variant.name} ${kind.name} ${startKind}: first ${result.first.toFixed(2)} s, login ${result.login.toFixed(2)} s`);
        }
      } finally {
        await database.drop();
      }
    }
  }
}

const s = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '–');
const mb = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–');
const pick = (row: Row, key: keyof Start) => median(row.runs.map((r) => r[key] ?? NaN));
console.log(`\nMedians of ${RUNS} runs; ${REQUESTS} mixed requests, 8 at a time, on the restarted server. Bare \`node -e\` HTTP server: ${s(median(bare))} s.`);
console.log('| variant | database | start | first answer s | login s | CPU at first answer s | CPU at login s | idle RSS MB | RSS after load MB | VmHWM MB | req/s | errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  const loaded = row.start === 'restart';
  console.log(
    `| ${row.variant} | ${row.database} | ${row.start} | ${s(pick(row, 'first'))} | ${s(pick(row, 'login'))} | ${s(pick(row, 'cpuFirst'))} | ${s(pick(row, 'cpuLogin'))} | ${mb(pick(row, 'idleRss'))} | ${loaded ? mb(pick(row, 'loadRss')) : ''} | ${loaded ? mb(pick(row, 'loadHwm')) : ''} | ${loaded ? pick(row, 'rps').toFixed(0) : ''} | ${loaded ? pick(row, 'errors') : ''} |`,
  );
}
const before = rows.filter((r) => r.variant === 'before (tsx)');
if (before.length) {
  console.log('\nRatios, before ÷ npm start (medians):');
  for (const b of before) {
    const now = rows.find((r) => r.variant === 'npm start' && r.database === b.database && r.start === b.start);
    if (!now) continue;
    const ratio = (key: keyof Start) => (pick(b, key) / pick(now, key)).toFixed(1);
    console.log(`  ${b.database} ${b.start}: first answer ×${ratio('first')}, login ×${ratio('login')}, CPU at login ×${ratio('cpuLogin')}, idle RSS ×${ratio('idleRss')}`);
  }
}
