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
import { Client } from 'pg';
import { BENCH_PASSWORD } from './support/bench-password.ts';
import { CALLS, emptyRecord, quantile, runMix, sample, type Recorded } from './support/load-mix.ts';

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

async function main() {
  const s = await sample(DATABASE_URL);
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
        const recorded: Recorded = emptyRecord();
        let peakRss = 0;
        const watch = setInterval(() => (peakRss = Math.max(peakRss, ...running.map((srv) => rssMb(srv.child.pid)))), 250);
        const started = performance.now();
        const results = await Promise.all(running.map((srv, i) =>
            runMix({
              url: srv.url,
              connections: Math.round(clients / processes),
              duration: Number(args.duration),
              rate: Number(args.rate),
              tokens,
              sample: s,
              seed: 1000 * processes + clients + i,
              recorded,
              only: args.calls ? args.calls.split(',') : [],
            }),
          ));
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
