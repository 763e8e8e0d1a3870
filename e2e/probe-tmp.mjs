import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
function cpu() { const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (f[0] + f[1] + f[2]) / 100; }
const base = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const extra = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
const t0 = Date.now(), c0 = cpu();
for (let i = 0; i < 5; i++) {
  const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:8123', locale: 'en-GB' });
  const page = await ctx.newPage();
  await page.goto('/login'); await page.getByLabel('Username').waitFor();
  await page.goto('/product'); await page.getByRole('heading', {level: 1}).first().waitFor();
  await ctx.close();
}
console.log(JSON.stringify(extra), Date.now() - t0, 'ms', (cpu() - c0).toFixed(2), 'cpu-s');
await browser.close();
