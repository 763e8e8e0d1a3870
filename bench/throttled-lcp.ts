// When a page's largest text paints on a phone, as Chromium itself throttles it (not Lighthouse's simulation): 1.6 Mbps
// down, 750 kbps up, 150 ms latency, 4x CPU, a 412 x 823 screen. Prints the median first and largest contentful paint
// over the loads, the largest element, with --ready <css selector> when that element first appeared (the form's first
// field, say), and with --requests the requests of the last load (start–end, ms).
// Run after `npm run build`; starts the built server on a fresh embedded database unless --url names a running one:
//   node --import tsx bench/throttled-lcp.ts [--page /reports/:id/edit] [--runs 5] [--dist path/to/dist] [--url …]
//   [--ready 'input[required]'] [--requests]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { demoServer, demoSession, fillLocalStorage, isPublicPage, storedSession } from './demo-server.ts';

const { values } = parseArgs({
  options: {
    page: { type: 'string', default: '/reports/:id/edit' },
    runs: { type: 'string', default: '5' },
    dist: { type: 'string' },
    url: { type: 'string' },
    requests: { type: 'boolean', default: false },
    ready: { type: 'string' },
  },
});
if (values.dist) process.env.HUELLA_WEB_DIST = values.dist;
const server = await demoServer({ url: values.url, port: 8796, name: 'throttled-lcp' });
const { token, user, reportId } = await demoSession(server);
const path = values.page.replace(':id', String(reportId));

interface Paint {
  at: number;
  element: string;
}

declare global {
  interface Window {
    paints: Paint[];
    readyAt?: number;
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const firsts: number[] = [];
const largests: Paint[] = [];
const readies: number[] = [];
let requests: string[] = [];
try {
  for (let run = 0; run < Number(values.runs); run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(fillLocalStorage, [storedSession({ token, user }), !isPublicPage(path)] as const);
    await page.addInitScript(() => {
      window.paints = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          const text = (entry.element?.textContent ?? '').trim().slice(0, 60);
          window.paints.push({ at: Math.round(entry.startTime), element: `${entry.element?.tagName ?? '?'} "${text}"` });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    if (values.ready) {
      // No named function inside: tsx would wrap it in a helper the page does not have.
      await page.addInitScript((selector: string) => {
        const observer = new MutationObserver(() => {
          if (window.readyAt === undefined && document.querySelector(selector)) {
            window.readyAt = Math.round(performance.now());
            observer.disconnect();
          }
        });
        observer.observe(document, { childList: true, subtree: true });
      }, values.ready);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.base}${path}`, { waitUntil: 'networkidle' });
    const paints = await page.evaluate(() => window.paints);
    if (paints.length === 0) throw new Error(`${path} painted no content`);
    firsts.push(paints[0]!.at);
    largests.push(paints.at(-1)!);
    if (values.ready) {
      const readyAt = await page.evaluate(() => window.readyAt);
      if (readyAt === undefined) throw new Error(`${values.ready} never appeared on ${path}`);
      readies.push(readyAt);
    }
    requests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => `${Math.round(entry.startTime)}–${Math.round((entry as PerformanceResourceTiming).responseEnd)} ${new URL(entry.name).pathname}${new URL(entry.name).search}`),
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.stop();
}

const median = (list: number[]) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)]!;
const largest = median(largests.map((paint) => paint.at));
console.log(`${values.page}: first contentful paint ${median(firsts)} ms, largest ${largest} ms (median of ${largests.length}; each: ${largests.map((paint) => paint.at).join(', ')})`);
console.log(`largest element: ${largests.find((paint) => paint.at === largest)!.element}`);
if (values.ready) console.log(`${values.ready} appeared at ${median(readies)} ms (median; each: ${readies.join(', ')})`);
if (values.requests) console.log(requests.join('\n'));
