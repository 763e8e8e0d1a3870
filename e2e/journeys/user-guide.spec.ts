import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { notice } from '../support/notices.ts';
import { translator } from '../support/i18n.ts';
import { DEMO_PASSWORD, unique } from '../support/users.ts';

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

const PLACES = {
  en: { madrid: 'Madrid, Spain', valencia: 'Valencia, Spain', shanghai: 'Shanghai, China', hub: 'Valencia port hub' },
  es: { madrid: 'Madrid, España', valencia: 'Valencia, España', shanghai: 'Shanghái, China', hub: 'Almacén del puerto de Valencia' },
};

async function guideReport(page: Page, language: 'en' | 'es', project: string) {
  const places = PLACES[language];
  const author = await apiAs(page.request, 'demo.super');
  const report = await author.post<{ id: number; reference: string }>('/api/reports/', {
    project_name: project,
    project_reference: 'PO-4471',
    date: '2026-03-02',
    origin: places.madrid,
    destination: places.shanghai,
  });
  const machinery = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { commodity: null, cargo_type: 'conventional', weight: 12 });
  const spares = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { commodity: null, cargo_type: 'conventional', weight: 3.5 });
  const both = [
    { cargo: machinery.id, tags: { customer: 'ACME Shanghai' } },
    { cargo: spares.id, tags: { customer: 'ACME Shanghai' } },
  ];
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, {
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
    ship_load_type: 'container',
    port_origin: 'ESVLC',
    port_destination: 'CNSHA',
    cargos: both,
  });
  return report;
}

async function shoot(page: Page, language: string, step: string, clipHeight?: number) {
  const dir = join(shotsDir, language);
  mkdirSync(dir, { recursive: true });
  // JPEG keeps the committed pictures and the PDFs small; the text on them stays sharp at this quality.
  const clip = clipHeight ? { x: 0, y: 0, width: page.viewportSize()?.width ?? 1280, height: clipHeight } : undefined;
  await page.screenshot({ path: join(dir, `${step}.jpg`), type: 'jpeg', quality: 80, animations: 'disabled', clip });
}

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
    const report = await guideReport(page, language, unique(language === 'es' ? 'Maquinaria Shanghái' : 'Machinery to Shanghai'));

    await page.goto('/login');
    await page.getByLabel(t('fields.username')).fill('demo.super');
    await page.getByLabel(new RegExp(`^${t('fields.password')}`)).fill(DEMO_PASSWORD);
    await shoot(page, language, '01-login', 560);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`^${t('header.welcome').replace('{{name}}', '')}`) })).toBeVisible();
    await shoot(page, language, '02-dashboard', 640);

    await page.goto('/reports');
    await expect(page.getByRole('table', { name: t('reports.title') }).getByRole('row')).not.toHaveCount(1);
    await shoot(page, language, '03-reports');

    await page.goto(`/reports/${report.id}/edit`);
    await expect(page.getByRole('textbox', { name: new RegExp(`^${t('reports.fields.date')}`) })).toHaveValue('2026-03-02');
    await shoot(page, language, '04-report-form');

    const road = page.getByRole('region', { name: t('stages.road.title') });
    await expect(road.getByRole('table', { name: t('stages.road.title'), exact: true }).getByRole('row')).toHaveCount(2);
    await scrollBelowTopBar(road);
    await shoot(page, language, '05-stages');

    await page.goto(`/reports/${report.id}/totals`);
    const map = page.getByRole('region', { name: t('totals.map.label') });
    await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('share-pie').locator('svg .recharts-pie-sector')).toHaveCount(3);
    await shoot(page, language, '06-totals');
    await scrollBelowTopBar(map);
    await shoot(page, language, '07-map-chart');

    await page.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('totals.consolidate.title') });
    await expect(confirm).toBeVisible();
    await shoot(page, language, '08-consolidate');
    await confirm.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    await expect(notice(page, t('totals.consolidate.success'))).toBeVisible({ timeout: 20_000 });

    await page.goto('/reports');
    const reports = page.getByRole('region', { name: t('reports.title') });
    await reports.getByRole('button', { name: t('downloads.export.panel') }).click();
    await reports.getByRole('button', { name: t('reports.filters.dates') }).click();
    await page.getByRole('button', { name: t('date_range.last_year') }).click();
    await page.keyboard.press('Escape');
    await expect(reports.getByRole('button', { name: t('downloads.export.action'), exact: true })).toBeVisible();
    await shoot(page, language, '09-export');
  });
}
