// `npm test`: every check and every test, then one closing line "tests: N passed, N failed, N skipped"
// that CI reads. Steps run in order; a failed step still lets the later test steps run so one
// red unit test does not hide the end-to-end results.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.cache', 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
// Names of failed tests and the first lines of why, printed again at the end so a truncated CI log still shows them.
const failedTests = [];

// The first two lines of a failure message, without the terminal's colours: enough to tell a timeout from a wrong
// answer, and to say which locator or call it was.
function whyItFailed(message) {
  const lines = stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean)
    .slice(0, 2);
  return lines.length ? ` — ${lines.join(' / ').slice(0, 400)}` : '';
}
const stepTimes = [];
const suiteStarted = Date.now();

// A step whose output goes straight to ours; held steps (start) may run beside it.
function run(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('close', (status) => resolve(finished(name, started, status))));
}

function finished(name, started, status) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: exit ${status} in ${seconds} s`);
  stepTimes.push(`${name} ${seconds} s`);
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

// Like run, for steps that run side by side: each one's output is held and printed whole when it ends.
function start(name, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      resolve(finished(name, started, status));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// HUELLA_TEST_SUITE=server runs only the API suite (CI runs it a second time on PostgreSQL).
const serverOnly = process.env.HUELLA_TEST_SUITE === 'server';

// The checks and the client build run beside the unit and API tests: tsc, the lints and vite leave a core idle for
// most of their time, which the tests take (on two cores about half a minute). Their output is held and
// printed whole when each ends.
const checks = serverOnly
  ? Promise.resolve(null)
  : Promise.all([
      start('typecheck', 'npm', ['run', '--silent', 'typecheck']),
      start('lint', 'npm', ['run', '--silent', 'lint']).then(async (lint) => [lint, await start('OpenAPI lint', 'npm', ['run', '--silent', 'lint:openapi'])]),
    ]).then(async (passed) => {
      for (const ok of passed.flat()) {
        if (ok) totals.passed += 1;
        else totals.failed += 1;
      }
      // One build serves the budget check and the browser suite.
      return start('client build', 'npm', ['run', '--silent', 'build']);
    });

const vitestFile = join(out, 'vitest.json');
const projectArgs = serverOnly ? ['--project', 'server'] : [];
await run('unit and API tests', 'npx', ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
const built = await checks;
const vitest = readJson(vitestFile);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A suite that fails to load has no test results; count it so it cannot pass silently.
  totals.failed += vitest.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
  for (const file of vitest.testResults) {
    const name = file.name.slice(root.length);
    if (file.status === 'failed' && file.assertionResults.length === 0) failedTests.push(`${name} (did not load)`);
    for (const t of file.assertionResults) {
      if (t.status === 'failed') failedTests.push(`${name} › ${t.fullName}${whyItFailed(t.failureMessages?.[0])}`);
    }
  }
} else {
  totals.failed += 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!serverOnly) {
  if (built) {
    // Issue #21: what each route downloads, compressed, against its budget (scripts/check-bundle-budget.mjs).
    const withinBudget = await run('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']);
    if (withinBudget) totals.passed += 1;
    else {
      totals.failed += 1;
      failedTests.push('bundle budget (a route is over, or loads zod where it should not: see its OVER or ZOD row)');
    }
  } else {
    totals.failed += 1;
  }
}

if (serverOnly) {
  // The browser suite ran in the full run.
} else if (existsSync(chromium)) {
  const playwrightFile = join(out, 'playwright.json');
  await run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
  });
  const pw = readJson(playwrightFile);
  if (pw) {
    totals.passed += pw.stats.expected + pw.stats.flaky;
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    collectPlaywrightFailures(pw.suites ?? [], []);
  } else {
    totals.failed += 1;
  }
} else if (process.env.CI) {
  console.error(`\nNo Chromium at ${chromium}: CI must install it (see .ci/run).`);
  totals.failed += 1;
} else {
  console.warn(`\nEnd-to-end tests skipped: no Chromium at ${chromium}. Install Debian's chromium or set CHROMIUM_PATH.`);
  totals.skipped += 1;
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const unexpected = spec.tests?.find((t) => t.status === 'unexpected');
      if (!unexpected) continue;
      const error = unexpected.results?.flatMap((r) => r.errors ?? (r.error ? [r.error] : [])).find(Boolean);
      failedTests.push(`e2e › ${[...path, spec.title].join(' › ')}${whyItFailed(error?.message)}`);
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

console.log(`\nstep times: ${stepTimes.join(', ')}; all ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
for (const name of failedTests) console.log(`failed test: ${name}`);
if (failedSteps.length) console.log(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || failedSteps.length > 0 ? 1 : 0);
