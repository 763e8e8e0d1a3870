// `npm run bench:scale`: every figure of the scale issue (#18), one bench after another, each in its own process,
// what it prints kept under bench/results/scale-<date>/ (git-ignored) and echoed. On demand only: it takes about
// two hours on 2 cores, most of it the million-report database (made once by bench/seed.ts, then reused).
//   seed           bench/seed.ts, unless --database already holds reports (or --reseed)
//   list-plans     each report-list case timed alone, with EXPLAIN (ANALYZE, BUFFERS) of its statements
//   load           the screens' call mix at 50, 100 and 200 clients on one and two API processes
//   edit-stage     one stage of reports with 1, 200 and 1,000 stages
//   emissions      the emissions core's stage results per second
//   export         the CSV export of 10k, 100k and 1M stage rows beside COPY; export-narrow on real-shaped reports
//   pdf            50 PDFs at once, on the event loop and in worker threads
//   startup        cold start and memory, embedded and on PostgreSQL (needs `npm run build` first)
// Run: npm run bench:scale [-- --only load,list-plans] [--database huella_scale] [--reseed]
// PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: '' },
    database: { type: 'string', default: 'huella_scale' },
    reseed: { type: 'boolean', default: false },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'bench/results', `scale-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-')}`);
mkdirSync(out, { recursive: true });
const env = { ...process.env, TEST_DATABASE_URL: SERVER_URL };
const database = ['--database', args.database];

const STEPS: { name: string; script: string; args: string[] }[] = [
  { name: 'list-plans', script: 'bench/list-plans.ts', args: [...database, '--plans'] },
  // The load model (docs/scaling.md "Load model"): each user a call every two seconds; then four times that, to find
  // where the machine's capacity ends.
  { name: 'load', script: 'bench/load.ts', args: [...database, '--rate', '0.5', '--duration', '30'] },
  { name: 'load-stress', script: 'bench/load.ts', args: [...database, '--rate', '2'] },
  { name: 'statistics-months', script: 'bench/statistics-months.ts', args: [] },
  { name: 'edit-stage', script: 'bench/edit-stage.ts', args: [] },
  { name: 'emissions', script: 'bench/emissions-throughput.ts', args: [] },
  { name: 'export', script: 'bench/export.ts', args: [] },
  { name: 'export-narrow', script: 'bench/export-narrow.ts', args: [] },
  { name: 'pdf', script: 'bench/pdf-concurrency.ts', args: [] },
  { name: 'startup', script: 'bench/startup.ts', args: [] },
];

function run(name: string, script: string, scriptArgs: string[]): Promise<void> {
  process.stdout.write(`\n## ${name}: node --import tsx ${script} ${scriptArgs.join(' ')}\n\n`);
  const log = createWriteStream(join(out, `${name}.txt`));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...scriptArgs], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      process.stdout.write(chunk);
    });
  }
  return new Promise((done, fail) =>
    child.on('exit', (code) => {
      log.end();
      if (code === 0) done();
      else fail(new Error(`${name} exited with ${code}; its output: ${join(out, `${name}.txt`)}`));
    }),
  );
}

async function holdsReports(): Promise<boolean> {
  const client = new Client(Object.assign(new URL(SERVER_URL), { pathname: `/${args.database}` }).toString());
  try {
    await client.connect();
    return Number((await client.query('select count(*) as n from reports')).rows[0].n) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const only = args.only ? new Set(args.only.split(',')) : undefined;
if (args.reseed || (!(await holdsReports()) && (!only || only.has('load') || only.has('list-plans')))) {
  await run('seed', 'bench/seed.ts', database);
}
for (const step of STEPS) if (!only || only.has(step.name)) await run(step.name, step.script, step.args);
process.stdout.write(`\nEverything printed is kept in ${out}\n`);
