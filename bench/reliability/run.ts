// `npm run test:reliability`: the long reliability and security suite of issue #17, on demand (CI runs the short
// forms: the matrix, 1,500 fuzz requests and one crash round). Each step is a script or a test file that ends with
// its figures; this one runs them in turn, each on the embedded database and on PostgreSQL where it applies, and
// prints the figures side by side with what each must be. Exit code 1 when any step fails or misses its bar.
//
// Run: npm run test:reliability [-- --only matrix,fuzz,crash,load,sqlmap] [--fuzz-runs 10000] [--kills 20]
//        [--clients 100] [--duration 20]
// PostgreSQL: the server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); each step
// makes and drops its own database. Needs nginx (the two-process load) and sqlmap (Debian packages).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'matrix,fuzz,crash,load,sqlmap' },
    'fuzz-runs': { type: 'string', default: '10000' },
    kills: { type: 'string', default: '20' },
    clients: { type: 'string', default: '100' },
    duration: { type: 'string', default: '20' },
  },
});
const root = resolve(import.meta.dirname, '../..');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = new Set(args.only.split(','));

type Figures = Record<string, unknown>;
interface Step {
  name: string;
  /** The figures the report shows, and whether they meet the bar. */
  figures: Figures | null;
  ok: boolean;
  seconds: number;
}
const steps: Step[] = [];

/** Runs a command with its output passed through; its exit status and the figures it printed. */
function run(command: string, commandArgs: string[], env: Record<string, string>, pick: (output: string) => Figures | null): Promise<{ status: number; figures: Figures | null }> {
  console.log(`\n=== ${command} ${commandArgs.join(' ')}${Object.keys(env).length ? `  (${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')})` : ''}`);
  const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  return new Promise((done) => child.on('close', (status) => done({ status: status ?? 1, figures: pick(output) })));
}

/** The last `RESULT {json}` line of a script. */
function resultLine(output: string): Figures | null {
  const line = output.split('\n').findLast((l) => l.startsWith('RESULT '));
  return line ? (JSON.parse(line.slice('RESULT '.length)) as Figures) : null;
}

async function step(name: string, command: string, commandArgs: string[], env: Record<string, string>, pick: (output: string) => Figures | null, meets: (f: Figures) => boolean) {
  const started = Date.now();
  const { status, figures } = await run(command, commandArgs, env, pick);
  steps.push({ name, figures, ok: status === 0 && figures !== null && meets(figures), seconds: Math.round((Date.now() - started) / 1000) });
}

/** The permission matrix test prints "permission matrix: N cells, M unexpected answers". */
function matrixFigures(output: string): Figures | null {
  const m = /permission matrix: (\d+) cells, (\d+) unexpected answers/.exec(output);
  return m ? { cells: Number(m[1]), unexpected: Number(m[2]) } : null;
}

const zero = (f: Figures, ...keys: string[]) => keys.every((k) => f[k] === 0);

if (only.has('matrix')) {
  const vitest = ['vitest', 'run', '--project', 'server', 'permission-matrix', '--reporter=default'];
  await step('permission matrix, embedded', 'npx', vitest, { HUELLA_RELIABILITY: '1' }, matrixFigures, (f) => zero(f, 'unexpected'));
  await step('permission matrix, PostgreSQL', 'npx', vitest, { HUELLA_RELIABILITY: '1', TEST_DATABASE_URL: POSTGRES }, matrixFigures, (f) => zero(f, 'unexpected'));
}

if (only.has('fuzz')) {
  const fuzz = ['--expose-gc', '--import', 'tsx', 'bench/api-fuzz.ts', '--runs', args['fuzz-runs'], '--seed', '20261125'];
  const clean = (f: Figures) => zero(f, 'serverErrors', 'timeouts', 'otherProblems') && f.requests === Number(args['fuzz-runs']);
  await step('OpenAPI fuzz, embedded', 'node', fuzz, {}, resultLine, clean);
  await step('OpenAPI fuzz, PostgreSQL', 'node', fuzz, { TEST_DATABASE_URL: POSTGRES }, resultLine, clean);
}

if (only.has('crash')) {
  await step('crash safety (SIGKILL)', 'node', ['--import', 'tsx', 'bench/reliability/crash-safety.ts', '--kills', args.kills, '--database', 'both'], { TEST_DATABASE_URL: POSTGRES }, resultLine, (f) =>
    zero(f, 'writesLost', 'totalsMismatches', 'halfConsolidated', 'rollUpDifferences', 'failures'),
  );
}

if (only.has('load')) {
  await step(
    'two processes behind nginx',
    'node',
    ['--import', 'tsx', 'bench/reliability/two-processes.ts', '--clients', args.clients, '--duration', args.duration, '--rate', '0.5'],
    { TEST_DATABASE_URL: POSTGRES },
    resultLine,
    (f) => zero(f, 'errors', 'non2xx'),
  );
}

if (only.has('sqlmap')) {
  await step('sqlmap on the list filters', 'node', ['--import', 'tsx', 'bench/reliability/sqlmap.ts'], {}, resultLine, (f) => zero(f, 'injectable'));
}

/** The figures the issue asks for, by step. */
const HEADLINE: Record<string, (f: Figures) => string> = {
  'permission matrix': (f) => `${f.cells} cells, ${f.unexpected} unexpected answers`,
  'OpenAPI fuzz': (f) => `${f.requests} requests, ${f.serverErrors} × 5xx, ${f.timeouts} hangs, ${f.otherProblems} other problems, heap +${f.heapGrowthAfterWarmUpMb ?? '?'} MB after warm-up`,
  'crash safety': (f) => `${f.killsSurvived} of ${f.kills} kills survived, ${f.acknowledgedWrites} acknowledged writes, ${f.writesLost} lost, ${f.totalsMismatches} totals mismatches, ${f.halfConsolidated} half-consolidated`,
  'two processes': (f) => `${f.requests} requests at ${f.clients} clients, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} errors, ${f.non2xx} non-2xx`,
  sqlmap: (f) => `${f.parametersTested} parameters of ${f.sqlmapTargets} lists tested, ${f.injectable} injectable`,
};

console.log('\n=== reliability suite');
for (const s of steps) {
  const headline = Object.entries(HEADLINE).find(([prefix]) => s.name.startsWith(prefix))?.[1];
  const figures = s.figures ? (headline?.(s.figures) ?? JSON.stringify(s.figures)) : 'no figures (the step failed before it printed them)';
  console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s): ${figures}`);
}
const failed = steps.filter((s) => !s.ok).length;
console.log(`reliability: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
