// Load test of the screens' call mix (issue #18) on a database made by bench/seed.ts: the report list (default,
// filtered, searched, ordered by each field, deeper pages, bigger pages), a report, its totals and its stage lists,
// the consumption list, statistics over one year, places search and logins, at --clients concurrent clients against
// one and two API processes (main.ts on PostgreSQL). Each client is a user of the big company (40 signed-in users
// shared round robin) who sends a call, waits for it, thinks (--rate calls per second per client; 0: none), and
// sends the next. With two processes the clients are split evenly between them, as a round-robin balancer would.
// Latency per call is measured from when autocannon builds the request to its answer.
// Prints one table row per call, processes and clients: requests, p50, p99, max, non-2xx, plus each run's total
// throughput and the processes' peak RSS.
// Run: node --import tsx bench/load.ts [--database huella_scale] [--clients 50,100,200] [--processes 1,2]
//        [--duration 20] [--rate 2] [--server <checkout>]   (--server: another checkout's main.ts, as a baseline)
//        [--node-args="--cpu-prof --cpu-prof-dir=DIR"]   (node's options for the server processes, to profile them)
// Server: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { randomSource } from './seed/random.ts';
import { BENCH_PASSWORD } from './support/bench-password.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'huella_scale' },
    clients: { type: 'string', default: '50,100,200' },
    processes: { type: 'string', default: '1,2' },
    duration: { type: 'string', default: '20' },
    rate: { type: 'string', default: '2' },
    server: { type: 'string', default: resolve(import.meta.dirname, '..') },
    port: { type: 'string', default: '8740' },
    calls: { type: 'string', default: '' },
    'node-args': { type: 'string', default: '' },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = Object.assign(new URL(SERVER_URL), { pathname: `/${args.database}` }).toString();
const log = (text: string) => process.stderr.write(`${text}\n`);

interface Sample {
  transport: number[];
  /** Words of project names (customers, goods, cities) to search for and filter by. */
  words: string[];
  authors: number[];
  usernames: string[];
}

async function sample(): Promise<Sample> {
  const client = new Client(DATABASE_URL);
  await client.connect();
  const company = (await client.query<{ company_id: number }>(`select company_id from users where username = 'demo.super'`)).rows[0]?.company_id;
  const ids = async (type: string, n: number) =>
    (await client.query<{ id: number }>(`select id from reports tablesample system (1) where company_id = $1 and type = $2 limit $3`, [company, type, n])).rows.map((r) => r.id);
  const names = (await client.query<{ project_name: string }>(`select project_name from reports tablesample system (0.2) where company_id = $1 and type = 'transport' limit 300`, [company])).rows;
  const words = [...new Set(names.flatMap((r) => r.project_name.split(/[\s–]+/).filter((w) => w.length >= 4 && /^[A-Za-z]+$/.test(w))))];
  const users = (await client.query<{ id: number; username: string }>(`select id, username from users where company_id = $1 order by id`, [company])).rows;
  const transport = await ids('transport', 5000);
  await client.end();
  return { transport, words, authors: users.map((u) => u.id), usernames: users.map((u) => u.username) };
}

// ---------------------------------------------------------------------------------------------------------------
// The call mix: what the screens send, weighted by how often a user of them would.

interface Call {
  name: string;
  weight: number;
  request(random: () => number, s: Sample): { method?: 'GET' | 'POST'; path: string; body?: string; anonymous?: boolean };
}

const pickOf = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const LIST = '/api/reports/?type=transport&business_trip=false';
const month = (random: () => number) => {
  const year = 2024 + Math.floor(random() * 3);
  const m = 1 + Math.floor(random() * (year === 2026 ? 10 : 12));
  const mm = String(m).padStart(2, '0');
  return `date_after=${year}-${mm}-01&date_before=${year}-${mm}-28`;
};
const ORDERINGS = ['date', 'reference', 'project_reference', 'created_by__username', 'project_name', 'CO2_total', 'origin', 'destination'];
const COUNTRIES = ['ES', 'Spain', 'DE', 'CN', 'China', 'IT', 'US', 'SG', 'NL', 'GB'];

const CALLS: Call[] = [
  { name: 'list: default', weight: 24, request: () => ({ path: `${LIST}&page=1&page_size=10&ordering=-date` }) },
  { name: 'list: page 2–20', weight: 6, request: (r) => ({ path: `${LIST}&page=${2 + Math.floor(r() * 19)}&page_size=10&ordering=-date` }) },
  { name: 'list: ordered', weight: 6, request: (r) => ({ path: `${LIST}&page_size=25&ordering=${r() < 0.5 ? '-' : ''}${pickOf(r, ORDERINGS)}` }) },
  { name: 'list: two orderings', weight: 2, request: (r) => ({ path: `${LIST}&ordering=${pickOf(r, ['project_name,-date', '-CO2_total,date', 'origin,destination', 'created_by__username,-date'])}` }) },
  { name: 'list: search', weight: 6, request: (r, s) => ({ path: `${LIST}&search=${encodeURIComponent(pickOf(r, s.words).slice(0, 3 + Math.floor(r() * 5)))}` }) },
  { name: 'list: month', weight: 5, request: (r) => ({ path: `${LIST}&${month(r)}&page_size=25` }) },
  { name: 'list: country', weight: 3, request: (r) => ({ path: `${LIST}&${r() < 0.5 ? 'origin' : 'destination'}_country=${pickOf(r, COUNTRIES)}` }) },
  { name: 'list: project name', weight: 2, request: (r, s) => ({ path: `${LIST}&project_name=${encodeURIComponent(pickOf(r, s.words))}` }) },
  { name: 'list: author + month', weight: 2, request: (r, s) => ({ path: `${LIST}&created_by=${pickOf(r, s.authors)}&${month(r)}` }) },
  { name: 'list: tag', weight: 1, request: (r, s) => ({ path: `${LIST}&tags=${encodeURIComponent(`customer:${pickOf(r, s.words)}`)}` }) },
  { name: 'list: page_size 1000', weight: 1, request: () => ({ path: `${LIST}&page_size=1000&ordering=-date` }) },
  { name: 'list: deep page', weight: 1, request: (r) => ({ path: `${LIST}&page=${1000 + Math.floor(r() * 49_000)}&page_size=10&ordering=-date` }) },
  { name: 'consumption list', weight: 3, request: () => ({ path: '/api/reports/?type=consumption&business_trip=false&confirmed=false&ordering=-date' }) },
  { name: 'report', weight: 6, request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/` }) },
  { name: 'totals', weight: 12, request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/totals/` }) },
  {
    name: 'stage list',
    weight: 10,
    request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/${pickOf(r, ['road-overland-stages', 'nautical-stages', 'air-stages', 'rail-overland-stages', 'storages', 'cargos'])}/` }),
  },
  {
    name: 'statistics: one year',
    weight: 2,
    request: (r) => {
      const year = pickOf(r, ['2024', '2025']);
      return { path: `/api/reports/emissions_dynamic_group_by/?date_after=${year}-01-01&date_before=${year}-12-31&group_by=${pickOf(r, ['transport_type', 'month', 'commodity', 'transport_type,month'])}` };
    },
  },
  { name: 'places search', weight: 4, request: (r) => ({ path: `/api/places/?search=${encodeURIComponent(pickOf(r, ['val', 'rotte', 'shang', 'madr', 'new y', 'duis', 'mil', 'lond', 'sing', 'lyo']))}` }) },
  { name: 'login', weight: 1, request: (r, s) => ({ method: 'POST', path: '/api/get-token/', body: JSON.stringify({ username: pickOf(r, s.usernames), password: BENCH_PASSWORD }), anonymous: true }) },
];

// ---------------------------------------------------------------------------------------------------------------
// Server processes.

interface Server {
  child: ChildProcess;
  url: string;
  output: string;
}

async function startServer(port: number): Promise<Server> {
  const nodeArgs = args['node-args'].split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(args.server, 'packages/server/src/main.ts')], {
    cwd: args.server,
    env: { ...process.env, DATABASE_URL, PORT: String(port), HUELLA_WEB_DIST: '/nonexistent', LOG_LEVEL: 'warn', HUELLA_DEMO_PASSWORD: BENCH_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { child, url: `http://127.0.0.1:${port}`, output: '' };
  child.stdout?.on('data', (d) => (server.output += d));
  child.stderr?.on('data', (d) => (server.output += d));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${server.output}`);
    const ok = await fetch(`${server.url}/api/schema/`).then((r) => r.ok, () => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start:\n${server.output}`);
}

const rssMb = (pid: number | undefined) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb) / 1024;
  } catch {
    return 0;
  }
};

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/get-token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

// ---------------------------------------------------------------------------------------------------------------
// One run: `clients` clients for `duration` seconds against the processes.

interface Recorded {
  times: Map<string, number[]>;
  failures: Map<string, number>;
  firstFailure: Map<string, string>;
}

function runOn(server: Server, connections: number, tokens: string[], s: Sample, seed: number, recorded: Recorded): Promise<autocannon.Result> {
  const calls = args.calls ? CALLS.filter((c) => args.calls?.split(',').includes(c.name)) : CALLS;
  const weights = calls.map((c) => c.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const random = randomSource(seed);
  let next = 0;
  const rate = Number(args.rate);
  return autocannon({
    url: server.url,
    connections,
    duration: Number(args.duration),
    timeout: 60,
    // autocannon paces a connection in whole calls a second: below one, the rate is the clients' sum.
    ...(rate >= 1 ? { connectionRate: rate } : rate > 0 ? { overallRate: Math.max(1, Math.round(connections * rate)) } : {}),
    requests: [
      {
        setupRequest: (req, context) => {
          let left = random() * total;
          const call = calls.find((c) => (left -= c.weight) < 0) ?? (calls[0] as Call);
          const made = call.request(random, s);
          const ctx = context as { call?: string; started?: number; token?: string };
          ctx.token ??= tokens[next++ % tokens.length];
          ctx.call = call.name;
          ctx.started = performance.now();
          return {
            ...req,
            method: made.method ?? 'GET',
            path: made.path,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...(made.anonymous ? {} : { authorization: `Token ${ctx.token}` }) },
            ...(made.body ? { body: made.body } : { body: undefined }),
          };
        },
        onResponse: (status, body, context) => {
          const ctx = context as { call: string; started: number };
          const list = recorded.times.get(ctx.call) ?? [];
          list.push(performance.now() - ctx.started);
          recorded.times.set(ctx.call, list);
          if (status >= 300) {
            recorded.failures.set(ctx.call, (recorded.failures.get(ctx.call) ?? 0) + 1);
            if (!recorded.firstFailure.has(ctx.call)) recorded.firstFailure.set(ctx.call, `${status} ${String(body).slice(0, 200)}`);
          }
        },
      },
    ],
  });
}

/** Waits until the database runs no query of the previous run (abandoned requests go on there), at most 5 minutes. */
async function databaseIdle(): Promise<void> {
  const client = new Client(DATABASE_URL);
  await client.connect();
  try {
    for (let i = 0; i < 600; i++) {
      const { rows } = await client.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`);
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  const s = await sample();
  log(`sample: ${s.transport.length} reports, ${s.words.length} words, ${s.usernames.length} users`);
  const processCounts = args.processes.split(',').map(Number);
  const clientCounts = args.clients.split(',').map(Number);
  const servers: Server[] = [];
  const rows: string[] = [];
  const summary: string[] = [];
  try {
    for (let i = 0; i < Math.max(...processCounts); i++) servers.push(await startServer(Number(args.port) + i));
    const first = servers[0] as Server;
    const tokens: string[] = [];
    for (const username of s.usernames) tokens.push(await login(first.url, username));
    for (const processes of processCounts) {
      for (const clients of clientCounts) {
        await databaseIdle();
        const running = servers.slice(0, processes);
        const recorded: Recorded = { times: new Map(), failures: new Map(), firstFailure: new Map() };
        let peakRss = 0;
        const watch = setInterval(() => (peakRss = Math.max(peakRss, ...running.map((srv) => rssMb(srv.child.pid)))), 250);
        const started = performance.now();
        const results = await Promise.all(running.map((srv, i) => runOn(srv, Math.round(clients / processes), tokens, s, 1000 * processes + clients + i, recorded)));
        clearInterval(watch);
        const seconds = (performance.now() - started) / 1000;
        const all = [...recorded.times.values()].flat().toSorted((a, b) => a - b);
        const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
        summary.push(
          `| ${processes} | ${clients} | ${all.length.toLocaleString('en')} | ${(all.length / seconds).toFixed(0)} | ${quantile(all, 0.5).toFixed(1)} | ${quantile(all, 0.99).toFixed(1)} | ${[...recorded.failures.values()].reduce((a, b) => a + b, 0) + errors} | ${peakRss.toFixed(0)} |`,
        );
        for (const call of CALLS) {
          const times = (recorded.times.get(call.name) ?? []).toSorted((a, b) => a - b);
          if (!times.length) continue;
          rows.push(
            `| ${call.name} | ${processes} | ${clients} | ${times.length} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(0)} | ${recorded.failures.get(call.name) ?? 0} |`,
          );
          const failure = recorded.firstFailure.get(call.name);
          if (failure) log(`${call.name}: first failure ${failure}`);
        }
        log(`${processes} process(es), ${clients} clients: ${all.length} requests, p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms`);
      }
    }
  } finally {
    for (const srv of servers) srv.child.kill('SIGTERM');
  }
  console.log(`Server: ${args.server}; database ${args.database}; ${args.rate} calls/s per client; ${args.duration} s per run.\n`);
  console.log('| processes | clients | requests | requests/s | p50 ms | p99 ms | non-2xx + errors | peak RSS MB (per process) |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(summary.join('\n'));
  console.log('\n| call | processes | clients | requests | p50 ms | p99 ms | max ms | non-2xx |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(rows.join('\n'));
}

await main();
