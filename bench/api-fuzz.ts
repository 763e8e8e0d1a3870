// Property-based API fuzz (issue #20): requests generated from the OpenAPI document with fast-check, sent to an
// in-process app as every kind of caller; prints the answers by status, every distinct 5xx (and any other answer
// that breaks the error convention) with a minimal example, the time, and the heap before and after.
// Run: node --expose-gc --import tsx bench/api-fuzz.ts --runs 10000 --seed 20261125
// Its last line is `RESULT {json}`, the figures `npm run test:reliability` gathers.
// Embedded database by default; a fresh database on the PostgreSQL server of DATABASE_URL or TEST_DATABASE_URL.
import { parseArgs } from 'node:util';
import { createFuzzTarget, formatFuzzReport, runFuzz } from '../packages/server/src/test-support/fuzz-session.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20261125' },
    'timeout-ms': { type: 'string', default: '30000' },
  },
});
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
// createTestApp makes (and drops) its own database on the server TEST_DATABASE_URL names.
if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const target = await createFuzzTarget();
const before = heapMb();
// The first requests compile routes' code and build the generator's constants (100 kB texts, deep values):
// growth after them is what a leak would look like.
let warm: number | undefined;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
const report = await runFuzz(target, {
  runs: Number(values.runs),
  seed: Number(values.seed),
  timeoutMs: Number(values['timeout-ms']),
  onProgress: (sent, partial) => {
    const heap = heapMb();
    warm ??= heap;
    console.error(
      `… ${sent} sent, ${partial.findings.filter((f) => f.problem === 'server_error').reduce((n, f) => n + f.count, 0)} × 5xx, ` +
        `${partial.seconds.toFixed(0)} s, heap ${heap.toFixed(0)} MB`,
    );
  },
});
clearInterval(sampler);
const after = heapMb();

console.log(`database: ${serverUrl ? 'PostgreSQL' : 'embedded (PGlite)'}`);
console.log(formatFuzzReport(report));
const signed = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;
console.log(
  `\nheap used ${gc ? 'after GC' : '(no --expose-gc: without GC)'}: ${before.toFixed(1)} MB before, ` +
    (warm === undefined ? '' : `${warm.toFixed(1)} MB after the first 500 requests, `) +
    `${after.toFixed(1)} MB after (${signed(after - before)}; ${warm === undefined ? '' : `${signed(after - warm)} after warm-up; `}` +
    `peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB)`,
);
await target.close();
const countOf = (problems: string[]) => report.findings.filter((f) => problems.includes(f.problem)).reduce((n, f) => n + f.count, 0);
// The figures `npm run test:reliability` gathers (bench/reliability/run.ts).
console.log(
  `RESULT ${JSON.stringify({
    database: serverUrl ? 'postgres' : 'pglite',
    requests: report.sent,
    serverErrors: countOf(['server_error']),
    timeouts: countOf(['timeout', 'broken_stream']),
    otherProblems: countOf(['bad_error_body', 'unexpected_status', 'undocumented_status', 'undocumented_media_type']),
    seconds: Math.round(report.seconds),
    heapGrowthAfterWarmUpMb: warm === undefined ? null : Number((after - warm).toFixed(1)),
  })}`,
);
