import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { expectNoLoaders, loadersIn, type Region } from '../support/loaders.ts';
import { notice } from '../support/notices.ts';
import { translator } from '../support/i18n.ts';
import { DEMO_PASSWORD, storeSession } from '../support/users.ts';

/**
 * Walks the journey the user guides describe (login, list, a report with stages, totals, consolidation,
 * export) and photographs each step. `npm run guide:screenshots` points HUELLA_GUIDE_SHOTS at
 * packages/server/assets/user-guide, from which the server renders /pdf/user-guide-{en,sp}.pdf; in the
 * ordinary suite the pictures go to .cache, so the walk is checked without touching the committed ones.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const shotsDir = process.env.HUELLA_GUIDE_SHOTS ? join(root, process.env.HUELLA_GUIDE_SHOTS) : join(root, '.cache', 'user-guide-shots');

const MADRID = { lat: 40.4168, lng: -3.7038 };
const VALENCIA = { lat: 39.4699, lng: -0.3763 };

/** The shipped names guideReport picks, as the screens show them in each language (data/reference/). */
const GUIDE_NAMES = {
  en: { machinery: 'Machinery parts', truck: 'Articulated truck 40-44 t' },
  es: { machinery: 'Piezas de maquinaria', truck: 'Tractocamión articulado 40-44 t' },
};

const PLACES = {
  en: { madrid: 'Madrid, Spain', valencia: 'Valencia, Spain', shanghai: 'Shanghai, China', hub: 'Valencia port hub' },
  es: { madrid: 'Madrid, España', valencia: 'Valencia, España', shanghai: 'Shanghái, China', hub: 'Almacén del puerto de Valencia' },
};

interface Named {
  id: number;
  name: string;
}

/** A shipped material, vehicle or ship type by its English name (the API answers English without a language). */
async function shipped(author: Awaited<ReturnType<typeof apiAs>>, path: string, name: string): Promise<number> {
  const page = await author.get<{ results: Named[] }>(`${path}?search=${encodeURIComponent(name)}&page_size=100`);
  const found = page.results.find((row) => row.name === name);
  if (!found) throw new Error(`no "${name}" in ${path}`);
  return found.id;
}

async function guideReport(page: Page, language: 'en' | 'es', project: string) {
  const places = PLACES[language];
  const author = await apiAs(page.request, 'demo.super');
  // Named things the pictures show in the guide's language: default materials, a truck, a container ship.
  const machineryParts = await shipped(author, '/api/commodities/', 'Machinery parts');
  const electronics = await shipped(author, '/api/commodities/', 'Electronics');
  const truck = await shipped(author, '/api/road-vehicles/', 'Articulated truck 40-44 t');
  const ship = await shipped(author, '/api/ship-types/', 'Container Panamax (4,500 TEU)');
  const report = await author.post<{ id: number; reference: string }>('/api/reports/', {
    project_name: project,
    project_reference: 'PO-4471',
    date: '2026-03-02',
    origin: places.madrid,
    destination: places.shanghai,
  });
  const machinery = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { commodity: machineryParts, cargo_type: 'conventional', weight: 12 });
  const spares = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { commodity: electronics, cargo_type: 'conventional', weight: 3.5 });
  const both = [
    { cargo: machinery.id, tags: { customer: 'ACME Shanghai' } },
    { cargo: spares.id, tags: { customer: 'ACME Shanghai' } },
  ];
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, {
    vehicle: truck,
    vehicle_load_type: 'full_cargo',
    distance: null,
    origin: places.madrid,
    destination: places.valencia,
    origin_location: MADRID,
    destination_location: VALENCIA,
    cargos: both,
  });
  await author.post(`/api/reports/${report.id}/storages/`, {
    warehouse_name: places.hub,
    place: places.valencia,
    place_location: VALENCIA,
    moves_number: 2,
    cargos: both,
  });
  await author.post(`/api/reports/${report.id}/nautical-stages/`, {
    distance: null,
    ship_type: ship,
    ship_load_type: 'container',
    port_origin: 'ESVLC',
    port_destination: 'CNSHA',
    cargos: both,
  });
  return report;
}

/**
 * Photographs the window (its top `clipHeight` pixels when given). The caller has waited for the step's data;
 * a loader still in the picture, or one that came back while it was taken, fails the walk (issue #11 item 10).
 */
async function shoot(page: Page, language: string, step: string, clipHeight?: number) {
  const dir = join(shotsDir, language);
  mkdirSync(dir, { recursive: true });
  const clip: Region | undefined = clipHeight ? { x: 0, y: 0, width: page.viewportSize()?.width ?? 1280, height: clipHeight } : undefined;
  const picture = `${language}/${step}`;
  await expectNoLoaders(page, picture, clip);
  // JPEG keeps the committed pictures and the PDFs small; the text on them stays sharp at this quality.
  await page.screenshot({ path: join(dir, `${step}.jpg`), type: 'jpeg', quality: 80, animations: 'disabled', clip });
  expect(await loadersIn(page, clip), `${picture} was taken while a loader showed`).toEqual([]);
}

/** The report list's rows that show a report (its reference), not the loading or empty row. */
const reportRows = (page: Page, title: string) => page.getByRole('table', { name: title }).getByRole('row').filter({ hasText: /TR-\d{4}-\d{6}/ });

/** Brings a section to the top of the window, just below the sticky top bar that would cover its title. */
async function scrollBelowTopBar(section: Locator) {
  await section.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -90);
  });
}

for (const language of ['en', 'es'] as const) {
  test(`the user guide's walk through Huella, photographed in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = translator(language);
    // Tall enough that a picture fills the page of the guide below its text.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.addInitScript((chosen) => localStorage.setItem('huella.language', chosen), language);
    // The project name the guide's text and pictures show; each run starts on a fresh database (playwright.config.ts).
    const project = language === 'es' ? 'Maquinaria a Shanghái' : 'Machinery to Shanghai';
    const report = { ...(await guideReport(page, language, project)), project };
    const places = PLACES[language];

    await page.goto('/login');
    await page.getByLabel(t('fields.username')).fill('demo.super');
    await page.getByLabel(new RegExp(`^${t('fields.password')}`)).fill(DEMO_PASSWORD);
    await shoot(page, language, '01-login', 560);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page.getByText(new RegExp(`^${t('header.welcome').replace('{{name}}', '')}`))).toBeVisible();
    await shoot(page, language, '02-dashboard', 640);

    await page.goto('/reports');
    // The list's first page of reports: the picture shows rows, not the list loading (newest date first).
    await expect(reportRows(page, t('reports.title')).first()).toBeVisible();
    await shoot(page, language, '03-reports');

    await page.goto(`/reports/${report.id}/edit`);
    await expect(page.getByRole('textbox', { name: new RegExp(`^${t('reports.fields.date')}`) })).toHaveValue('2026-03-02');
    // Both cargos listed with their materials, in the guide's language.
    const cargos = page.getByRole('table', { name: t('cargos.title'), exact: true });
    await expect(cargos.getByRole('row')).toHaveCount(3);
    await expect(cargos.getByRole('row').filter({ hasText: GUIDE_NAMES[language].machinery })).toHaveCount(1);
    await shoot(page, language, '04-report-form');

    // The road leg opened for edit: the form the guide's text describes (vehicle, cargos and tags, distance).
    const road = page.getByRole('region', { name: t('stages.road.title') });
    const roadRows = road.getByRole('table', { name: t('stages.road.title'), exact: true }).getByRole('row');
    await expect(roadRows).toHaveCount(2);
    await road.getByRole('button', { name: t('stages.edit', { name: `${places.madrid} → ${places.valencia}` }) }).click();
    const roadForm = road.getByRole('form', { name: t('stages.road.edit_title') });
    const vehicle = roadForm.getByRole('combobox', { name: t('stages.fields.vehicle') });
    await expect(vehicle).toHaveValue(GUIDE_NAMES[language].truck);
    // The focus lands on the vehicle, whose list opens with it: closed, the picture shows the whole form.
    await vehicle.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(roadForm).toBeVisible();
    await scrollBelowTopBar(road);
    await shoot(page, language, '05-stages');

    await page.goto(`/reports/${report.id}/totals`);
    await expect(page.getByTestId('share-pie').locator('svg path')).toHaveCount(3);
    await shoot(page, language, '06-totals');
    // The warehouses, the map and the chart, whole (where the page ends first, the last stage row shows above);
    // the map loads as it nears the screen.
    await scrollBelowTopBar(page.getByRole('heading', { name: t('totals.storages.title'), exact: true }));
    const map = page.getByRole('region', { name: t('totals.map.label') });
    await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => map.locator('.leaflet-base-map-pane svg path').count()).toBeGreaterThan(100);
    await shoot(page, language, '07-map-chart');

    await page.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('totals.consolidate.title') });
    await expect(confirm).toBeVisible();
    await shoot(page, language, '08-consolidate');
    await confirm.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    await expect(notice(page, t('totals.consolidate.success'))).toBeVisible({ timeout: 20_000 });

    await page.goto('/reports');
    const reports = page.getByRole('region', { name: t('reports.title') });
    await expect(reportRows(page, t('reports.title')).first()).toBeVisible();
    await reports.getByRole('button', { name: t('downloads.export.panel') }).click();
    await reports.getByRole('button', { name: t('reports.filters.dates') }).click();
    await page.getByRole('button', { name: t('date_range.last_year') }).click();
    await page.keyboard.press('Escape');
    // The calendar fades out: the picture is taken once it has gone.
    await expect(page.getByRole('button', { name: t('date_range.last_year') })).toBeHidden();
    await expect(reports.getByRole('button', { name: t('downloads.export.action'), exact: true })).toBeVisible();
    await shoot(page, language, '09-export');
  });
}

test("the walk's loader check sees the report list loading, and the list once its rows arrive", async ({ page }) => {
  await storeSession(page, 'demo.super');
  // The list's answer held back, as on a slow connection: the table shows its skeleton rows meanwhile.
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/reports\/\?/, async (route) => {
    await held;
    await route.continue();
  });
  const t = translator('en');
  await page.goto('/reports');
  await expect(page.getByRole('table', { name: t('reports.title') })).toHaveAttribute('aria-busy', 'true');
  expect(await loadersIn(page)).toEqual(expect.arrayContaining([`.mantine-Skeleton-root[data-visible] ${t('common.loading')}`, '[aria-busy="true"]']));
  // The loading table is accessible too: its placeholder's name sits on a status, not on a bare element.
  expect(await seriousViolations(page)).toEqual([]);
  release?.();
  await expect(reportRows(page, t('reports.title')).first()).toBeVisible();
  await expectNoLoaders(page, 'the report list');
});
