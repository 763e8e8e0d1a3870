import { expect, test as base, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { holdRequests } from '../support/held-requests.ts';
import { describeShifts, layoutShifts, recordLayoutShifts, totalShift } from '../support/layout-shift.ts';
import { storeSession } from '../support/users.ts';

// Issue #21 item 5: a page does not move under its reader as its parts arrive (Lighthouse's CLS under 0.05).
const LIMIT = 0.05;

// Playwright hides a headless Chromium's scrollbars; a visitor's browser and Lighthouse show them, and a scrollbar
// that comes as the page grows moves everything beside it.
const test = base.extend({
  launchOptions: [async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] }), { scope: 'worker' }],
});

const DEVICES = [
  { name: 'desktop', options: { viewport: { width: 1440, height: 900 } } },
  { name: 'phone', options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
] as const;

/**
 * A slow connection: each script and stylesheet comes a while after it is asked for, so a lazily loaded page or
 * part arrives after the page around it is on screen, as it does on a phone.
 */
async function slowAssets(page: Page) {
  await page.route(/\/assets\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
}

/** Two frames: what the page shows now is on screen. */
async function painted(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function expectSteady(page: Page, what: string) {
  const shifts = await layoutShifts(page);
  const total = totalShift(shifts);
  expect(total, `${what} moved by ${total.toFixed(4)} as it loaded:\n${describeShifts(shifts)}`).toBeLessThan(LIMIT);
}

for (const device of DEVICES) {
  test.describe(`Layout shift on a ${device.name}`, () => {
    test.use(device.options);

    test('the report list holds its rows’ room while they load', async ({ page }) => {
      await storeSession(page, 'demo.super');
      await recordLayoutShifts(page);
      await slowAssets(page);
      const release = await holdRequests(page, /\/api\/reports\/\?/);
      await page.goto('/reports');
      const table = page.getByRole('table', { name: 'Reports' });
      // The list really is seen loading: without its placeholder rows this is where the page would jump.
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(table.getByRole('status', { name: 'Loading' })).toBeAttached();
      await painted(page);
      release();
      await expect(table.getByRole('row').filter({ hasText: /TR-\d{4}-\d{6}/ })).toHaveCount(10);
      await expect(table).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('navigation', { name: 'Pages of Reports' }).getByRole('button', { name: 'Page 2' })).toBeVisible();
      await expectSteady(page, 'The report list');
    });

    test('the product page comes whole, its footer after it', async ({ page }) => {
      await recordLayoutShifts(page);
      await slowAssets(page);
      await page.goto('/product');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectSteady(page, 'The product page');
    });

    test('the totals page keeps still as its map and chart arrive', async ({ page }) => {
      // A demo report of two legs and a warehouse: two lines on the map, three wedges in the chart.
      const api = await apiAs(page.request, 'demo.super');
      const list = await api.get<{ results: { id: number }[] }>('/api/reports/', { project_name: 'Electronics Shanghai–Madrid', page_size: '1' });
      const report = list.results[0];
      if (!report) throw new Error('the demo data has no report “Electronics Shanghai–Madrid”');
      await storeSession(page, 'demo.super');
      await recordLayoutShifts(page);
      await slowAssets(page);
      await page.goto(`/reports/${report.id}/totals`);
      await expect(page.getByRole('heading', { name: 'Transport report totals', level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Carbon footprint of the project' })).toBeVisible();
      // The map and the chart load as they near the screen: the reader scrolls down to them.
      await page.getByRole('heading', { name: 'Map of the stages' }).scrollIntoViewIfNeeded();
      const map = page.getByRole('region', { name: "Map of the report's stages and warehouses" });
      await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => map.locator('.leaflet-base-map-pane svg path').count()).toBeGreaterThan(100);
      const pie = page.getByRole('region', { name: 'Share of each stage in the CO₂e' }).getByTestId('share-pie');
      await pie.scrollIntoViewIfNeeded();
      await expect(pie.locator('svg path')).toHaveCount(3);
      await expectSteady(page, 'The totals page');
    });
  });
}
