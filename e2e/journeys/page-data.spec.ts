import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { holdRequests } from '../support/held-requests.ts';
import { storeSession } from '../support/users.ts';

// Issue #21: a report's edit and totals pages ask for their data while their code is still downloading, and the edit
// page's header does not wait for the form's and sections' code, which is asked for once the header is on screen
// (docs/performance.md "The data before the code").

async function demoReport(page: Page) {
  const api = await apiAs(page.request, 'demo.super');
  const list = await api.get<{ results: { id: number; reference: string; project_name: string }[] }>('/api/reports/', { project_name: 'Electronics Shanghai–Madrid', page_size: '1' });
  const report = list.results[0];
  if (!report) throw new Error('the demo data has no report “Electronics Shanghai–Madrid”');
  return report;
}

test('the edit page asks for its report before its own code has come', async ({ page }) => {
  const report = await demoReport(page);
  await storeSession(page, 'demo.super');
  const release = await holdRequests(page, /\/assets\/report-edit-page-[^/]*\.js$/);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/reports/${report.id}/`);
  await page.goto(`/reports/${report.id}/edit`);
  // The page's code is held back: only the signed-in shell can have asked.
  await asked;
  release();
  await expect(page.getByText(report.reference, { exact: false }).first()).toBeVisible();
});

test('the edit page shows its header while the form’s and sections’ code is still coming', async ({ page }) => {
  const report = await demoReport(page);
  await storeSession(page, 'demo.super');
  const release = await holdRequests(page, /\/assets\/transport-edit-content-[^/]*\.js$/);
  await page.goto(`/reports/${report.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit report', level: 1 })).toBeVisible();
  await expect(page.getByText(`${report.reference} · ${report.project_name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveCount(0);
  release();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue(report.project_name);
  await expect(page.getByRole('heading', { name: 'Road overland stages', level: 2 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('the edit page asks for the form’s and sections’ code only once its header is on screen', async ({ page }) => {
  const report = await demoReport(page);
  await storeSession(page, 'demo.super');
  const releaseReport = await holdRequests(page, new RegExp(`/api/reports/${report.id}/$`));
  const contentAsked: number[] = [];
  page.on('request', (request) => {
    if (/\/assets\/transport-edit-content-[^/]*\.js$/.test(request.url())) contentAsked.push(Date.now());
  });
  const pageCode = page.waitForResponse((response) => /\/assets\/report-edit-page-[^/]*\.js$/.test(response.url()));
  await page.goto(`/reports/${report.id}/edit`);
  await pageCode;
  // The page's code is here and waiting for the report: no header yet, so no form's code either. (What is not asked
  // for can only be waited for: a second is many times what the chunk's request took to leave in the other tests.)
  await expect(page.getByLabel('Loading')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(contentAsked).toHaveLength(0);
  releaseReport();
  await expect(page.getByRole('heading', { name: 'Edit report', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue(report.project_name);
  expect(contentAsked).toHaveLength(1);
});

test('the totals page asks for the report and its totals before its own code has come', async ({ page }) => {
  const report = await demoReport(page);
  await storeSession(page, 'demo.super');
  const release = await holdRequests(page, /\/assets\/report-totals-page-[^/]*\.js$/);
  const askedReport = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/reports/${report.id}/`);
  const askedTotals = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/reports/${report.id}/totals/`);
  await page.goto(`/reports/${report.id}/totals`);
  await Promise.all([askedReport, askedTotals]);
  release();
  await expect(page.getByRole('table', { name: 'Carbon footprint of the project' })).toBeVisible();
});
