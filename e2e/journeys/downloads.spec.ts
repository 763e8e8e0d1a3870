import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { apiAs } from '../support/api.ts';
import { cuttingProxy } from '../support/cutting-proxy.ts';
import { downloadedText } from '../support/downloads.ts';
import { notice } from '../support/notices.ts';
import { openAs, unique } from '../support/users.ts';

/** A slow line (in bytes per second; null: full speed) keeps the first export running long enough to be replaced. */
async function networkControl(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return async (bytesPerSecond: number | null) => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: bytesPerSecond ?? -1, uploadThroughput: -1 });
  };
}

test.describe('Downloads', () => {
  test('the report list exports a CSV of the chosen dates, one download at a time', async ({ page }) => {
    const exportCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/reports/export/')) exportCalls.push(request.url());
    });
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));

    await openAs(page, 'demo.super', '/reports');
    const reports = page.getByRole('region', { name: 'Reports' });
    await reports.getByRole('button', { name: 'Export CSV' }).click();
    await expect(reports.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-expanded', 'true');
    const exportButton = reports.getByRole('button', { name: 'Export', exact: true });
    await expect(exportButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await exportButton.click();
    await expect(notice(page, 'Empty field')).toContainText('Date');
    expect(exportCalls).toEqual([]);

    await reports.getByRole('button', { name: 'Dates', exact: true }).click();
    await page.getByRole('button', { name: 'Last year' }).click();
    await page.keyboard.press('Escape');
    const year = new Date().getFullYear() - 1;
    await expect(reports.getByRole('button', { name: 'Dates', exact: true })).toContainText(`${year}-01-01 – ${year}-12-31`);
    await reports.getByRole('combobox', { name: 'Level of detail' }).click();
    await page.getByRole('option', { name: 'Stages', exact: true }).click();

    const throttle = await networkControl(page);
    await throttle(256);
    await exportButton.click();
    await expect(notice(page, 'Downloading')).toContainText('KB received');
    await exportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Another download is running' });
    await expect(dialog).toBeVisible();
    const saved = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Stop it and download' }).click();
    await expect(notice(page, 'Download aborted')).toBeVisible();
    await throttle(null);

    const download = await saved;
    expect(download.suggestedFilename()).toBe(`huella-stages-${year}-01-01_${year}-12-31.csv`);
    const csv = (await downloadedText(download)).replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toContain(',');
    expect(rows.length).toBeGreaterThan(0);
    await expect(notice(page, `Downloaded huella-stages-${year}`)).toBeVisible();
    expect(exportCalls).toHaveLength(2);
    expect(downloads).toHaveLength(1);
  });

  test('a consolidating export found by search freezes the report and the list shows it', async ({ page, request }) => {
    const project = unique('Exported load');
    const author = await apiAs(request, 'demo.user');
    await author.post('/api/reports/', { project_name: project, date: '2026-03-04' });

    await openAs(page, 'demo.user', '/reports');
    await page.getByRole('searchbox', { name: 'Search' }).fill(project);
    const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: project });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('Consolidated');

    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByRole('switch', { name: /^Consolidate the exported reports/ }).check();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await saved).suggestedFilename()).toBe('huella-reports-search.csv');
    await expect(row).toContainText('Consolidated');
  });

  test('the totals screen downloads the summary PDF', async ({ page }) => {
    await openAs(page, 'demo.super', '/reports');
    await page.getByRole('region', { name: 'Reports' }).getByRole('link', { name: /^View / }).first().click();
    await expect(page).toHaveURL(/\/reports\/\d+\/totals$/);
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Summary PDF' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

test.describe('A broken download', () => {
  test('an export whose connection breaks half-way ends as an error, and nothing is saved', async ({ page, baseURL }) => {
    // The real server's export passes through a hop that drops the connection after 1,000 bytes of the file: about
    // half of it as it travels, compressed (the demo year's stages are some 8 kB of text, 2 kB of brotli).
    const proxy = await cuttingProxy(baseURL as string, 1_000);
    try {
      await page.route('**/api/reports/export/**', (route) => {
        const url = new URL(route.request().url());
        return route.continue({ url: `${proxy.url}${url.pathname}${url.search}` });
      });
      const downloads: Download[] = [];
      page.on('download', (download) => downloads.push(download));

      await openAs(page, 'demo.super', '/reports');
      const reports = page.getByRole('region', { name: 'Reports' });
      await reports.getByRole('button', { name: 'Export CSV' }).click();
      await reports.getByRole('button', { name: 'Dates', exact: true }).click();
      await page.getByRole('button', { name: 'Last year' }).click();
      await page.keyboard.press('Escape');
      await reports.getByRole('combobox', { name: 'Level of detail' }).click();
      await page.getByRole('option', { name: 'Stages', exact: true }).click();
      await reports.getByRole('button', { name: 'Export', exact: true }).click();

      await expect(notice(page, 'ERROR')).toContainText('The download was cut off before the end: the file is incomplete and was not saved.');
      expect(proxy.forwarded()).toBe(1_000);
      await expect(notice(page, 'Downloaded')).toHaveCount(0);
      expect(downloads).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
