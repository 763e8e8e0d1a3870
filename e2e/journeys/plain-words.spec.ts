import { expect, test, type Page } from '../support/test.ts';
import { storeSession } from '../support/users.ts';
import { rawCodesIn, visibleTexts } from '../support/raw-codes.ts';
import { translator } from '../support/i18n.ts';

// Issue #11: a person reads words, not the API's codes. The walk visits the screens an auditor reads (totals of
// each mode, the edit page, a form error, a not-found page) in both languages and fails on any raw enumeration
// code, any snake_case word, any factor key, and on a main area that is empty or still loading.

async function demoReportId(page: Page, search: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('huella.token'));
  const answer = await page.request.get(`/api/reports/?search=${encodeURIComponent(search)}&page_size=1`, {
    headers: { Authorization: `Token ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: { id: number }[] };
  expect(results.length, `a demo report matching "${search}"`).toBe(1);
  return results[0]!.id;
}

/** The main area has settled: something to read, no loader, no busy table. */
async function expectSettledMain(page: Page) {
  const main = page.locator('main');
  await expect(main).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(main.locator('.mantine-Loader-root')).toHaveCount(0);
  await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(40);
}

async function expectPlainWords(page: Page, where: string) {
  const findings = rawCodesIn(await visibleTexts(page.locator('body')));
  expect(findings, `raw codes on ${where}`).toEqual([]);
}

test.describe('Plain words on every screen an auditor reads', () => {
  test('the checker itself finds the codes the issue names', () => {
    const findings = rawCodesIn([
      'Container Panamax · container · mgo_mdo',
      'groupage',
      'Boeing 777F · freighter',
      'per_tkm',
      'road_vehicle_reviews[HGV average (all diesel)/*].A1',
      'cost_center: VLC',
      'project_name: This field may not be blank.',
      'Project name: This field may not be blank.',
      'Groupage is shared by several shippers; a container ship carries it.',
    ]).map((f) => f.code);
    expect(findings).toEqual(expect.arrayContaining(['container', 'mgo_mdo', 'groupage', 'freighter', 'per_tkm', 'cost_center', 'project_name']));
    expect(findings.some((code) => code.includes('_reviews['))).toBe(true);
    expect(rawCodesIn(['Project name: This field may not be blank.', 'Groupage is shared by several shippers; a container ship carries it.'])).toEqual([]);
  });

  for (const language of ['en', 'es'] as const) {
    test(`totals, edit page, an error and a not-found page read in plain words (${language})`, async ({ page }) => {
      test.setTimeout(120_000);
      const t = translator(language);
      await storeSession(page, 'demo.super', language);

      for (const search of ['Electronics Shanghai', 'Road Valencia', 'Air spare parts', 'Rail machinery']) {
        const id = await demoReportId(page, search);
        await page.goto(`/reports/${id}/totals`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectSettledMain(page);
        // The auditors' section too: its factor labels are where raw keys used to show.
        await page.getByRole('button', { name: t('totals.details.show') }).click();
        await expect(page.getByText(t('totals.details.intro'))).toBeVisible();
        await expectPlainWords(page, `the totals of "${search}" (${language})`);

        await page.goto(`/reports/${id}/edit`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectSettledMain(page);
        await expectPlainWords(page, `the edit page of "${search}" (${language})`);
      }

      await page.goto('/report/add');
      await expectSettledMain(page);
      await page.getByRole('button', { name: t('common.save') }).click();
      const error = page.getByRole('alert').filter({ hasText: t('reports.fields.project_name') });
      await expect(error).toBeVisible();
      await expectPlainWords(page, `the report form's error (${language})`);

      await page.goto('/reports/999999/totals');
      await expectSettledMain(page);
      await expect(page.getByRole('heading', { name: t('not_found.report_title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: t('not_found.back_reports') })).toBeVisible();
      await expectPlainWords(page, `the not-found page (${language})`);
      await expect(page).toHaveTitle(/Huella/);
    });
  }
});
