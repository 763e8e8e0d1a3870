// The load of the scale benches (bench/load.ts's call mix, issue #18) through Debian's nginx with deploy/nginx.conf in
// front of two API processes on one PostgreSQL database, as deploy/try-two-processes.sh starts them (issue #17 item
// 4; docs/scaling.md "N API processes behind a load balancer"). Each client is a signed-in user of the big company
// who sends a call, waits for the answer and sends the next (--rate calls a second per client: 0.5 is the load
// model). Prints, per call and overall, requests, p50, p99 and max and the answers that were not 2xx or never came,
// how many requests each process served (nginx's access log), and last a line `RESULT {json}` that
// `npm run test:reliability` reads.
// Database: --database, made by bench/seed.ts with --reports reports when it does not exist (or with --reseed); its
// logins take BENCH_PASSWORD. Needs nginx on the PATH (Debian: apt-get install -y nginx).
// Run: node --import tsx bench/reliability/two-processes.ts [--database huella_two_load] [--reports 5000]
//        [--clients 100] [--duration 20] [--rate 0.5] [--port 18280] [--reseed]
// Server: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { BENCH_PASSWORD } from '../support/bench-password.ts';
import { CALLS, emptyRecord, quantile, runMix, sample } from '../support/load-mix.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'huella_two_load' },
    reports: { type: 'string', default: '5000' },
    clients: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
    rate: { type: 'string', default: '0.5' },
    port: { type: 'string', default: '18280' },
    reseed: { type: 'boolean', default: false },
  },
});
const root = resolve(import.meta.dirname, '../..');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = Object.assign(new URL(SERVER_URL), { pathname: `/${args.database}` }).toString();
const balancerPort = Number(args.port);
const processPorts = [balancerPort + 1, balancerPort + 2];
const log = (text: string) => process.stderr.write(`${text}\n`);

async function databaseExists(): Promise<boolean> {
  const client = new Client(SERVER_URL);
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [args.database]);
    if (!rows.length) return false;
  } finally {
    await client.end();
  }
  // A seed that was stopped half-way leaves a database without its big company.
  const db = new Client(DATABASE_URL);
  await db.connect();
  try {
    const { rows } = await db.query(`select count(*)::int as n from reports r join users u on u.company_id = r.company_id where u.username = 'demo.super'`).catch(() => ({ rows: [{ n: 0 }] }));
    return (rows[0] as { n: number }).n > 100;
  } finally {
    await db.end();
  }
}

function seedDatabase(): void {
  log(`seeding ${args.database} with ${args.reports} reports (bench/seed.ts)…`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'bench/seed.ts'), '--database', args.database, '--reports', args.reports, '--companies', '1', '--company-reports', String(Math.ceil(Number(args.reports) / 10))],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env },
  );
  if (seeded.status !== 0) throw new Error(`bench/seed.ts failed (${seeded.status})`);
}

interface ApiProcess {
  port: number;
  child: ChildProcess;
  output: string;
}

async function startProcesses(): Promise<ApiProcess[]> {
  // Both start together, as deploy/try-two-processes.sh starts them: HUELLA_TRUST_PROXY=1 behind nginx.
  const started = processPorts.map((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        HUELLA_TRUST_PROXY: '1',
        HUELLA_DEMO_PASSWORD: BENCH_PASSWORD,
        HUELLA_WEB_DIST: '/nonexistent',
        HUELLA_PDF_WORKERS: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const api: ApiProcess = { port, child, output: '' };
    child.stdout?.on('data', (d) => (api.output += d));
    child.stderr?.on('data', (d) => (api.output += d));
    return api;
  });
  for (const api of started) {
    for (let i = 0; ; i++) {
      if (api.child.exitCode !== null) throw new Error(`the process on :${api.port} exited:\n${api.output}`);
      if (await fetch(`http://127.0.0.1:${api.port}/api/schema/`).then((r) => r.ok, () => false)) break;
      if (i > 600) throw new Error(`the process on :${api.port} did not start:\n${api.output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return started;
}

/** deploy/nginx.conf with this run's ports, pid and logs (the substitutions of deploy/try-two-processes.sh). */
function startNginx(work: string): () => void {
  const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace('127.0.0.1:8001', `127.0.0.1:${processPorts[0]}`)
    .replace('127.0.0.1:8002', `127.0.0.1:${processPorts[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${balancerPort};`)
    .replace(/^pid .*$/m, `pid ${work}/nginx.pid;`)
    .replaceAll('/var/log/nginx/huella-', `${work}/`);
  writeFileSync(join(work, 'nginx.conf'), conf);
  const nginx = (...more: string[]) => spawnSync('nginx', ['-p', work, '-c', join(work, 'nginx.conf'), '-e', join(work, 'error.log'), ...more], { encoding: 'utf8' });
  const tested = nginx('-t', '-q');
  if (tested.status !== 0) throw new Error(`nginx -t: ${tested.stderr || tested.error?.message}`);
  const started = nginx();
  if (started.status !== 0) throw new Error(`nginx: ${started.stderr}`);
  return () => void nginx('-s', 'quit');
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/get-token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: BENCH_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const rssMb = (pid: number | undefined) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return 0;
  }
};

/** Requests each process answered during the run, from nginx's access log (`upstream=127.0.0.1:<port>`). */
function servedBy(work: string, from: number): Record<string, number> {
  const served: Record<string, number> = {};
  const lines = readFileSync(join(work, 'access.log'), 'utf8').split('\n').slice(from);
  for (const line of lines) {
    const upstream = /upstream=(\S+)/.exec(line)?.[1];
    if (upstream) served[upstream] = (served[upstream] ?? 0) + 1;
  }
  return served;
}

async function main() {
  if (args.reseed || !(await databaseExists())) seedDatabase();
  const work = mkdtempSync(join(tmpdir(), 'huella-two-load-'));
  const processes: ApiProcess[] = [];
  let stopNginx: (() => void) | undefined;
  try {
    processes.push(...(await startProcesses()));
    stopNginx = startNginx(work);
    const balancer = `http://127.0.0.1:${balancerPort}`;
    const s = await sample(DATABASE_URL);
    log(`sample: ${s.transport.length} reports, ${s.words.length} words, ${s.usernames.length} users; nginx on :${balancerPort} → :${processPorts.join(', :')}`);
    const tokens: string[] = [];
    for (const username of s.usernames) tokens.push(await login(balancer, username));
    const logFrom = readFileSync(join(work, 'access.log'), 'utf8').split('\n').length - 1;

    const clients = Number(args.clients);
    const recorded = emptyRecord();
    let peakRss = 0;
    const watch = setInterval(() => (peakRss = Math.max(peakRss, ...processes.map((p) => rssMb(p.child.pid)))), 250);
    const started = performance.now();
    const result = await runMix({ url: balancer, connections: clients, duration: Number(args.duration), rate: Number(args.rate), tokens, sample: s, seed: 17_004, recorded });
    clearInterval(watch);
    const seconds = (performance.now() - started) / 1000;

    const all = [...recorded.times.values()].flat().toSorted((a, b) => a - b);
    const non2xx = [...recorded.failures.values()].reduce((a, b) => a + b, 0);
    const errors = result.errors + result.timeouts;
    const served = servedBy(work, logFrom);
    console.log(`Two processes behind nginx (deploy/nginx.conf); database ${args.database}; ${clients} clients, ${args.rate} calls/s each, ${args.duration} s.\n`);
    console.log('| call | requests | p50 ms | p99 ms | max ms | non-2xx |\n| --- | --- | --- | --- | --- | --- |');
    for (const call of CALLS) {
      const times = (recorded.times.get(call.name) ?? []).toSorted((a, b) => a - b);
      if (!times.length) continue;
      console.log(`| ${call.name} | ${times.length} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(0)} | ${recorded.failures.get(call.name) ?? 0} |`);
      const failure = recorded.firstFailure.get(call.name);
      if (failure) log(`${call.name}: first failure ${failure}`);
    }
    console.log(
      `| **all** | ${all.length} | ${quantile(all, 0.5).toFixed(1)} | ${quantile(all, 0.99).toFixed(1)} | ${(all.at(-1) ?? 0).toFixed(0)} | ${non2xx} |\n\n` +
        `${(all.length / seconds).toFixed(1)} requests/s; errors (no answer, timeouts): ${errors}; served by ${Object.entries(served)
          .map(([upstream, n]) => `${upstream} ${n}`)
          .join(', ')}; peak RSS per process ${peakRss.toFixed(0)} MB`,
    );
    const summary = {
      processes: processes.length,
      clients,
      durationS: Number(args.duration),
      rate: Number(args.rate),
      requests: all.length,
      requestsPerS: Number((all.length / seconds).toFixed(1)),
      p50Ms: Number(quantile(all, 0.5).toFixed(1)),
      p99Ms: Number(quantile(all, 0.99).toFixed(1)),
      errors,
      non2xx,
      servedBy: served,
      reports: s.transport.length,
    };
    console.log(`RESULT ${JSON.stringify(summary)}`);
  } finally {
    stopNginx?.();
    for (const p of processes) p.child.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
