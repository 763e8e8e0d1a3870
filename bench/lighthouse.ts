// Lighthouse 12.2.3 (pinned in package.json) on the eight pages of issue #21, as a new visitor on a phone and on a
// desktop: cold cache, default throttling, median of three runs. Drives Debian's chromium; starts the built server on
// a fresh embedded database unless --url names a running one (then HUELLA_DEMO_PASSWORD must be its demo password).
// Run after `npm run build`: node --import tsx bench/lighthouse.ts [--runs 3] [--pages /,/reports/:id/edit]
//   [--form-factors mobile,desktop] [--dist path/to/dist] [--url http://…] [--json results.json]
//   [--lhr-dir folder] (every run's full Lighthouse report, to read its audits, and its trace)
//   [--throttling simulate|devtools] (simulate, the default, is Lighthouse's own model of a phone's network and CPU
//   from an unthrottled load; devtools throttles Chromium itself and measures what it sees)
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { benchPages, demoServer, demoSession, fillLocalStorage, isPublicPage, storedSession } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    url: { type: 'string' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    json: { type: 'string' },
    dist: { type: 'string' },
    'lhr-dir': { type: 'string' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const runs = Number(values.runs);
if (values.dist) process.env.HUELLA_WEB_DIST = values.dist;
const server = await demoServer({ url: values.url, port: 8795, name: 'lighthouse' });
const base = server.base;
const { token, user, reportId } = await demoSession(server);
const pages = values.pages ? values.pages.split(',').map((page) => page.replace(':id', String(reportId))) : benchPages(reportId);
const signedIn = (page: string) => !isPublicPage(page);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

// The session lives in local storage, which Lighthouse's storage reset leaves alone (it clears the HTTP cache):
// signed-in pages load cold but signed in, as they would for a returning user on a new deploy.
async function storeSession(signed: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(fillLocalStorage, [storedSession({ token, user }), signed] as const);
  await page.close();
  await browser.close();
}

interface Row {
  page: string;
  formFactor: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  kib: number;
  finalUrl: string;
}

function row(page: string, formFactor: string, lhr: Result): Row {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    page,
    formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kib: audit('total-byte-weight') / 1024,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

const median = (rows: Row[]) => rows.toSorted((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)]!;
const results: Row[] = [];
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  throttlingMethod: values.throttling === 'devtools' ? 'devtools' : 'simulate',
  // With --lhr-dir the kept traces carry the sampling profiler too, for bench/long-tasks.ts to name what ran; the
  // profiler slows the page a little, so compare scores from runs made the same way.
  ...(values['lhr-dir'] ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};
try {
  for (const formFactor of values['form-factors'].split(',')) {
    for (const page of pages) {
      await storeSession(signedIn(page));
      const tries: Row[] = [];
      // A run Lighthouse could not score (its trace lost the navigation, no paint it could measure) shows as 0 and
      // says why; it is run again, twice at most per page, so that a glitch does not become the median.
      let retries = 2;
      for (let run = 0; run < runs; run += 1) {
        const answer = await lighthouse(`${base}${page}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!answer) throw new Error(`Lighthouse gave no result for ${page}`);
        const measured = row(page, formFactor, answer.lhr);
        const failure = answer.lhr.runtimeError ?? (answer.lhr.categories.performance?.score === null ? { code: 'NO_SCORE', message: answer.lhr.runWarnings.join(' ') } : undefined);
        if (failure) {
          console.error(`${formFactor} ${page} run ${run + 1}: ${failure.code} ${failure.message}${retries > 0 ? ' (run again)' : ''}`);
          if (retries > 0) {
            retries -= 1;
            run -= 1;
            continue;
          }
        }
        if (values['lhr-dir']) {
          const { mkdirSync, writeFileSync } = await import('node:fs');
          mkdirSync(values['lhr-dir'], { recursive: true });
          const name = `${values['lhr-dir']}/${formFactor}${page.replaceAll('/', '_')}-${run}`;
          writeFileSync(`${name}.json`, JSON.stringify(answer.lhr));
          // The trace Lighthouse recorded, for bench/long-tasks.ts --trace (what ran in each long task).
          const trace = (answer.artifacts as { Trace?: unknown }).Trace;
          if (trace) writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
        }
        if (signedIn(page) && new URL(measured.finalUrl).pathname !== page) throw new Error(`${page} ended on ${measured.finalUrl}: not signed in`);
        tries.push(measured);
      }
      const chosen = median(tries);
      results.push(chosen);
      console.error(`${formFactor} ${page}: ${tries.map((tried) => tried.performance).join(', ')} → ${chosen.performance}`);
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

const label = (page: string) => page.replace(String(reportId), '{id}');
const fixed = (value: number, digits: number) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
console.log(`Lighthouse 12.2.3, ${runs} run(s) per page, median by performance score, ${flags.throttlingMethod} throttling; ${new Date().toISOString()}`);
console.log('| page | mobile perf | mobile LCP | mobile TBT | mobile CLS | desktop perf | desktop CLS | bytes sent | a11y | best practices |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const page of pages) {
  const mobile = results.find((result) => result.page === page && result.formFactor === 'mobile');
  const desktop = results.find((result) => result.page === page && result.formFactor === 'desktop');
  const any = mobile ?? desktop!;
  console.log(
    `| ${label(page)} | ${mobile?.performance ?? '–'} | ${mobile ? `${fixed(mobile.lcp / 1000, 1)} s` : '–'} | ${mobile ? `${fixed(mobile.tbt, 0)} ms` : '–'} | ${mobile ? fixed(mobile.cls, 3) : '–'} | ${desktop?.performance ?? '–'} | ${desktop ? fixed(desktop.cls, 3) : '–'} | ${fixed(any.kib, 0)} KiB | ${any.accessibility} | ${any.bestPractices} |`,
  );
}
if (values.json) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(values.json, JSON.stringify(results, null, 2));
}
