import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { openNewForm } from '../support/forms.ts';
import { translator } from '../support/i18n.ts';
import { notice } from '../support/notices.ts';
import { openAs, storeSession, unique } from '../support/users.ts';

// Issue #11 items 7, 8, 13 and 16: the edit page shows each section's table and opens one form on demand; a
// missing record is a page that says so; an error names the field as the form does; a rail stage with no
// cargo says so but is saved. Each in English and Spanish, with a picture of each screen to look at.

const SHOTS = join(fileURLToPath(new URL('../..', import.meta.url)), '.cache', 'shots');
mkdirSync(SHOTS, { recursive: true });

const point = (lat: number, lng: number) => ({ lat, lng });
const VALENCIA = point(39.4699, -0.3763);
const LYON = point(45.764, 4.8357);
const MADRID = point(40.4168, -3.7038);
const NEW_YORK = point(40.7128, -74.006);
const DUISBURG = point(51.4344, 6.7623);
const MILAN = point(45.4642, 9.19);

/** A report with two cargos, five stages (two by road, rail, air, sea) and a warehouse, made through the API. */
async function fiveStageReport(page: Page, project: string) {
  const author = await apiAs(page.request, 'demo.super');
  const report = await author.post<{ id: number }>('/api/reports/', { project_name: project, date: '2026-03-10' });
  const first = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 12 });
  const second = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 3.5 });
  const cargos = [{ cargo: first.id }, { cargo: second.id }];
  const leg = (origin: string, destination: string, from: { lat: number; lng: number }, to: { lat: number; lng: number }, distance: number) => ({
    origin,
    destination,
    origin_location: from,
    destination_location: to,
    distance,
    cargos,
  });
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, leg('Madrid', 'Valencia', MADRID, VALENCIA, 355));
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, leg('Valencia', 'Lyon', VALENCIA, LYON, 1080));
  await author.post(`/api/reports/${report.id}/rail-overland-stages/`, leg('Duisburg', 'Milan', DUISBURG, MILAN, 980));
  await author.post(`/api/reports/${report.id}/air-stages/`, leg('Madrid', 'New York', MADRID, NEW_YORK, 5770));
  await author.post(`/api/reports/${report.id}/nautical-stages/`, {
    ship_load_type: 'container',
    port_origin: 'ESVLC',
    port_destination: 'NLRTM',
    distance: 2900,
    cargos,
  });
  await author.post(`/api/reports/${report.id}/storages/`, { warehouse_name: 'Valencia hub', place: 'Valencia', place_location: VALENCIA, moves_number: 2, cargos });
  return report.id;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const language of ['en', 'es'] as const) {
  test.describe(`Edit page and failure pages, in ${language}`, () => {
    const t = translator(language);

    test('a report with five stages fits in two screens, and one form opens at a time with the focus in it', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      const id = await fiveStageReport(page, unique(language === 'es' ? 'Cinco etapas' : 'Five stages'));
      await openAs(page, 'demo.super', `/reports/${id}/edit`, language);
      const rows = (title: string) => section(page, title).getByRole('table', { name: title, exact: true }).getByRole('row');
      await expect(rows(t('stages.road.title'))).toHaveCount(3);
      for (const kind of ['nautical', 'air', 'rail', 'storage']) await expect(rows(t(`stages.${kind}.title`))).toHaveCount(2);
      await expect(page).toHaveTitle(new RegExp(`^${t('reports.edit_title')} TR-\\d{4}-\\d{6} — Huella$`));

      // Only the report's own form is in the page until a section's is asked for.
      await expect(page.getByRole('form')).toHaveCount(0);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      console.log(`edit page, five stages, ${language}: ${height} px tall at 1366×768, ${elements} elements`);
      await page.screenshot({ path: join(SHOTS, `edit-page-five-stages-${language}.png`), fullPage: true });
      expect(height).toBeLessThanOrEqual(2 * 768);
      // Every pager is a landmark of its own name.
      const pagers = await page.getByRole('navigation').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
      expect(new Set(pagers).size).toBe(pagers.length);
      expect(await seriousViolations(page)).toEqual([]);

      // The road section's form opens with the focus on its first field, and Cancel puts the focus back.
      const road = section(page, t('stages.road.title'));
      const form = await openNewForm(road, t('stages.road.new'));
      // The focus is on the form's heading, which names it; the next Tab is its first field.
      await expect(road.getByRole('heading', { level: 3, name: t('stages.road.new') })).toHaveFocus();
      await page.keyboard.press('Tab');
      await expect(form.getByRole('combobox', { name: t('stages.fields.vehicle') })).toHaveFocus();
      await page.keyboard.press('Escape');
      await page.screenshot({ path: join(SHOTS, `edit-page-road-form-${language}.png`) });
      await form.getByRole('button', { name: t('common.cancel') }).click();
      await expect(form).toHaveCount(0);
      await expect(road.getByRole('button', { name: t('stages.road.new'), exact: true })).toHaveFocus();

      // A row's pen opens that record; saving closes the form and the focus returns to the pen.
      const pen = road.getByRole('button', { name: t('stages.edit', { name: 'Valencia → Lyon' }) });
      await pen.click();
      const edit = road.getByRole('form', { name: t('stages.road.edit_title') });
      await expect(edit.getByRole('textbox', { name: t('stages.fields.distance') })).toHaveValue(/1[.,]?080/);
      await edit.getByRole('button', { name: t('stages.save') }).click();
      await expect(edit).toHaveCount(0);
      await expect(pen).toHaveFocus();
    });

    test('an error names the field as the form shows it, and a rail stage without cargo says so but is saved', async ({ page }) => {
      test.setTimeout(60_000);
      const author = await apiAs(page.request, 'demo.super');
      const report = await author.post<{ id: number }>('/api/reports/', { project_name: unique('Errors'), date: '2026-03-10' });
      await author.post(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 5 });
      await openAs(page, 'demo.super', `/reports/${report.id}/edit`, language);

      const road = await openNewForm(section(page, t('stages.road.title')), t('stages.road.new'));
      await road.getByRole('textbox', { name: t('stages.fields.distance') }).fill('100');
      await road.getByRole('button', { name: t('stages.road.add') }).click();
      const refused = notice(page, `${t('stages.fields.cargos')}: `);
      await expect(refused).toBeVisible();
      await expect(refused).not.toContainText('cargos:');
      await expect(road).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `edit-page-error-${language}.png`) });
      await road.getByRole('button', { name: t('common.cancel') }).click();

      const railTitle = t('stages.rail.title');
      const rail = await openNewForm(section(page, railTitle), t('stages.rail.new'));
      await rail.getByRole('textbox', { name: t('stages.fields.distance') }).fill('250');
      await rail.getByRole('button', { name: t('stages.rail.add') }).click();
      await expect(notice(page, t('stages.empty', { field: t('stages.fields.cargos') }))).toBeVisible();
      await expect(section(page, railTitle).getByRole('table', { name: railTitle, exact: true }).getByRole('row')).toHaveCount(2);
      await page.screenshot({ path: join(SHOTS, `edit-page-rail-empty-cargos-${language}.png`) });
    });

    test('a report or user that is missing or another company’s is a page that says so and links back', async ({ page }) => {
      const platform = await apiAs(page.request, 'platform.super');
      const trips = await platform.get<{ results: { id: number }[] }>('/api/reports/?business_trip=true&page_size=1');
      const otherCompanys = trips.results[0]?.id;
      expect(otherCompanys).toBeDefined();

      await storeSession(page, 'demo.admin', language);
      const cases: [string, string, string, string][] = [
        [`/reports/999999/totals`, 'not_found.report_title', 'not_found.back_reports', '/reports'],
        [`/reports/999999/edit`, 'not_found.report_title', 'not_found.back_reports', '/reports'],
        [`/reports/${otherCompanys}/totals`, 'not_found.report_title', 'not_found.back_reports', '/reports'],
        ['/users/1/edit', 'not_found.user_title', 'not_found.back_users', '/users'],
      ];
      for (const [path, title, back, list] of cases) {
        await page.goto(path);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1, name: t(title) })).toBeVisible();
        await expect(main.getByRole('link', { name: t(back) })).toHaveAttribute('href', list);
        await expect(page).toHaveTitle(`${t(title)} — Huella`);
        // The page is the message: no passing notice beside it.
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await page.screenshot({ path: join(SHOTS, `not-found-user-${language}.png`) });
      await page.goto('/reports/999999/totals');
      await expect(page.getByRole('heading', { level: 1, name: t('not_found.report_title') })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `not-found-report-${language}.png`) });
      await page.getByRole('link', { name: t('not_found.back_reports') }).click();
      await expect(page).toHaveURL('/reports');
      await expect(page).toHaveTitle(`${t('reports.title')} — Huella`);
    });
  });
}

// Issue #21 item 4: a long cargo list is shown ten at a time, in a stage's row and in its form (English only: the
// words are the tables' own, walked in both languages above).
test('a stage carrying twelve cargos lists them ten at a time, in its row and in its form', async ({ page }) => {
  test.setTimeout(60_000);
  const t = translator('en');
  const author = await apiAs(page.request, 'demo.super');
  const report = await author.post<{ id: number }>('/api/reports/', { project_name: unique('Twelve cargos'), date: '2026-03-10' });
  const cargos: { cargo: number }[] = [];
  for (let weight = 1; weight <= 12; weight += 1) {
    cargos.push({ cargo: (await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight })).id });
  }
  const route = 'Madrid → Valencia';
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, {
    origin: 'Madrid',
    destination: 'Valencia',
    origin_location: MADRID,
    destination_location: VALENCIA,
    distance: 355,
    cargos,
  });
  await openAs(page, 'demo.super', `/reports/${report.id}/edit`);
  const road = section(page, t('stages.road.title'));

  await road.getByRole('button', { name: t('stages.show_cargos', { name: route, count: 12 }) }).click();
  const caption = t('stages.cargos_of', { name: route });
  const carried = road.getByRole('table', { name: caption, exact: true }).getByRole('row');
  await expect(carried).toHaveCount(11);
  await road.getByRole('navigation', { name: t('table.pagination_of', { caption }) }).getByRole('button', { name: t('table.next') }).click();
  await expect(carried).toHaveCount(3);
  await expect(road.getByText(t('table.range', { first: 11, last: 12, total: 12 }), { exact: true })).toBeVisible();

  await road.getByRole('button', { name: t('stages.edit', { name: route }) }).click();
  const form = road.getByRole('form', { name: t('stages.road.edit_title') });
  await expect(form.getByRole('checkbox')).toHaveCount(10);
  await expect(form.getByText(t('stages.cargos_chosen', { chosen: 12, total: 12 }))).toBeVisible();
  await form.getByRole('navigation', { name: t('stages.cargo_choice_pages') }).getByRole('button', { name: t('table.page', { page: 2 }) }).click();
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  await form.getByRole('checkbox', { name: 'C12 · 12 t' }).uncheck();
  await expect(form.getByText(t('stages.cargos_chosen', { chosen: 11, total: 12 }))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: t('stages.save') }).click();
  await expect(form).toHaveCount(0);
  await expect(road.getByRole('button', { name: t('stages.show_cargos', { name: route, count: 11 }) })).toBeVisible();
});
