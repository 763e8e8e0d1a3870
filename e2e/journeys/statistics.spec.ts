import { readFileSync } from 'node:fs';
import { enumLabel, tagKeyLabel } from '@huella/contracts';
import { expect, test, type Download, type Locator, type Page } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { translator, type Translate } from '../support/i18n.ts';
import { dismissNotice, notice } from '../support/notices.ts';
import { openAs, unique } from '../support/users.ts';

/**
 * Issue #14 items 5 and 6: the statistics page. A super user of Demo Logistics (30 transport reports over 2025 and
 * 2026, four consumption reports, company-car voyages) opens every tab in each language over the two years, reads
 * its tables and charts, exports the CSV, keeps a filter template, applies it again and deletes it, and is stopped
 * when a date is missing; an only-scope-3 company gets four tabs and no arrows. Other journeys add reports while this
 * one runs, so figures are checked for their form and their words, not their sums (the API tests check those).
 */

type Language = 'en' | 'es';
const TOPICS = ['global_emissions', 'emissions_projects', 'emissions_materials', 'emissions_tags', 'emissions_consumptions', 'emissions_company_vehicles'] as const;

/** Tonnes with three decimals as each language writes them (docs/spec/part-2.md §9). */
const TONNES = { en: /^\d{1,3}(,\d{3})*\.\d{3}$/, es: /^\d{1,3}(\.\d{3})*,\d{3}$/ } as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const panel = (page: Page) => page.getByRole('tabpanel');
const section = (page: Page, title: string) => panel(page).getByRole('region', { name: title, exact: true });

/** The day buttons of Mantine's calendar are named "1 January 2025" ("1 enero 2025"). */
function dayName(language: Language, year: number, month: number, day: number): string {
  const monthName = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  return `${day} ${monthName} ${year}`;
}

/**
 * A preset of the date picker, as a person picks it: open, choose, close, and wait for the calendar to go. Its closing
 * fade covers the breakdown toggle for a moment, and a click there under CI's load was lost in it.
 */
async function choosePreset(page: Page, t: Translate, preset: 'last_year' | 'this_year') {
  await panel(page).getByRole('button', { name: t('statistics.filters.dates') }).click();
  const presetButton = page.getByRole('button', { name: t(`date_range.${preset}`) });
  await presetButton.click();
  await page.keyboard.press('Escape');
  await expect(presetButton).toBeHidden();
}

/** In the open calendar: up to the decade, then down to the year, the month and the day, as a person clicks. */
async function pickDay(page: Page, language: Language, year: number, month: number, day: number) {
  const calendar = page.getByRole('dialog');
  // The header names the level on view: "January 2026" (a month), then "2026" (a year), then the decade.
  await calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u }).click();
  await calendar.getByRole('button', { name: /^\d{4}$/ }).click();
  await calendar.getByRole('button', { name: String(year), exact: true }).click();
  const short = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { month: 'short', timeZone: 'UTC' })
    .format(new Date(Date.UTC(year, month - 1, 1)))
    .replace('.', '')
    .slice(0, 3);
  await calendar.getByRole('button', { name: new RegExp(`^${escaped(short)}`, 'i') }).click();
  await calendar.getByRole('button', { name: dayName(language, year, month, day), exact: true }).click();
}

/** The tab's date range set through its picker to 2025-01-01 – 2026-12-31, both years of the demo data. */
async function chooseBothYears(page: Page, t: Translate, language: Language) {
  await panel(page).getByRole('button', { name: t('statistics.filters.dates') }).click();
  await pickDay(page, language, 2025, 1, 1);
  await pickDay(page, language, 2026, 12, 31);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel(page).getByRole('button', { name: t('statistics.filters.dates') })).toHaveText('2025-01-01 – 2026-12-31');
}

async function refresh(page: Page, t: Translate) {
  await panel(page).getByRole('button', { name: t('statistics.refresh') }).click();
}

/** A results section once loaded: no spinner, no "nothing recorded", its table's rows. */
async function loadedTable(page: Page, t: Translate, title: string): Promise<Locator> {
  const part = section(page, title);
  await expect(part).toHaveAttribute('aria-busy', 'false');
  await expect(part.getByText(t('statistics.no_data'))).toHaveCount(0);
  const table = part.getByRole('table', { name: title, exact: true });
  await expect(table).toBeVisible();
  return table;
}

/** A figure of a row reads as tonnes with three decimals: the first (CO2e), or the last (a pivot's total). */
async function expectTonnes(row: Locator, language: Language, which: 'first' | 'last' = 'first') {
  const cells = row.getByRole('cell');
  await expect(which === 'first' ? cells.first() : cells.last()).toHaveText(TONNES[language]);
}

function chart(page: Page, t: Translate, title: string, table: string) {
  return panel(page).getByRole('figure', { name: t('statistics.chart.figure', { title, table }), exact: true });
}

/** A chart is drawn (its SVG is there) and is one stop of the keyboard. */
async function expectChart(figure: Locator) {
  await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
  await figure.focus();
  await expect(figure).toHaveFocus();
}

/** axe's findings once the notices have gone: one fading out reads as too little contrast. */
async function violationsWhenSettled(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  return seriousViolations(page);
}

/** A downloaded CSV as rows of cells; `;` in Spanish, `,` in English (docs/exports.md). */
function csvRows(download: Download, path: string): string[][] {
  const text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const delimiter = text.split(/\r?\n/, 1)[0]?.includes(';') ? ';' : ',';
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(delimiter).map((cell) => cell.replace(/^"|"$/g, '')));
}

async function openTab(page: Page, language: Language, topic: (typeof TOPICS)[number]) {
  const tab = page.getByRole('tab', { name: enumLabel('statistics_topic', topic, language), exact: true });
  // Tabs out of the carousel's window are brought in with its arrow, as a mouse user would.
  const next = page.getByRole('button', { name: translator(language)('statistics.next_topics') });
  // The carousel scrolls smoothly: measure again until the tab is in the window, clicking on while the arrow allows.
  await expect
    .poll(
      async () => {
        if (await isInView(page, tab)) return true;
        if (await next.isEnabled()) await next.click();
        return isInView(page, tab);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Whether the tab lies within the tab bar's window (the carousel clips the others). */
async function isInView(page: Page, tab: Locator): Promise<boolean> {
  const box = await tab.boundingBox();
  const bar = await page.getByRole('tablist').locator('..').boundingBox();
  return Boolean(box && bar && box.x >= bar.x - 1 && box.x + box.width <= bar.x + bar.width + 1);
}

// In one language: the long journeys share the two languages between them, and only the report journey runs
// whole in both (docs/architecture.md §5).
for (const language of ['en'] as ('en' | 'es')[]) {
  test(`every statistics tab shows the demo data of 2025 and 2026 in tables and charts, and exports its CSV (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const t = translator(language);
    const mode = (type: string) => enumLabel('activity_type', type, language);
    await openAs(page, 'demo.super', '/dashboard', language);
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.stats') }).click();
    await expect(page).toHaveURL(/\/stats$/);
    await expect(page.getByRole('heading', { name: t('statistics.title'), level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${t('statistics.title')} — Huella`);

    // docs/spec/part-2.md §2.7, §9: six tabs, four at a time, arrows to move.
    const tabs = page.getByRole('tablist', { name: t('statistics.topics') }).getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(page.getByRole('button', { name: t('statistics.previous_topics') })).toBeDisabled();
    await expect(page.getByRole('button', { name: t('statistics.next_topics') })).toBeEnabled();

    // Global emissions over both years.
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const byType = t('statistics.sections.by_type');
    const typeTable = await loadedTable(page, t, byType);
    for (const type of ['nautical', 'air', 'road', 'rail', 'storage', 'gasoil', 'natural_gas', 'electricity', 'voyage']) {
      await expectTonnes(typeTable.getByRole('row', { name: new RegExp(`^${escaped(mode(type))} `) }), language);
    }
    await expectTonnes(typeTable.getByRole('row', { name: new RegExp(`^${t('statistics.total')} `) }), language);
    await expectChart(chart(page, t, t('statistics.sections.share'), byType));
    await expectChart(chart(page, t, t('statistics.sections.intensity'), byType));
    const byMonth = t('statistics.sections.by_month');
    await expect(section(page, byMonth)).toHaveAttribute('aria-busy', 'false');
    await expectChart(chart(page, t, byMonth, t('statistics.chart.figures', { title: byMonth })));
    // The bar chart's figures for screen readers: 24 months, each a row.
    await expect(section(page, byMonth).getByRole('table', { name: t('statistics.chart.figures', { title: byMonth }) }).getByRole('row')).toHaveCount(25);
    const yearOverYear = t('statistics.sections.year_over_year');
    await expect(section(page, yearOverYear)).toHaveAttribute('aria-busy', 'false');
    await expectChart(chart(page, t, yearOverYear, t('statistics.chart.figures', { title: yearOverYear })));
    const years = section(page, yearOverYear).getByRole('table').getByRole('columnheader');
    await expect(years).toHaveText([t('statistics.columns.month'), '2025', '2026']);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // docs/spec/part-2.md §4, §7: the CSV of the first breakdown, through the download manager.
    const saved = page.waitForEvent('download');
    await panel(page).getByRole('button', { name: t('statistics.export') }).click();
    const download = await saved;
    const rows = csvRows(download, await download.path());
    expect(rows[0]?.[0]).toBe(enumLabel('statistics_group_key', 'transport_type', language));
    expect(rows.at(-1)?.[0]).toBe('Total');
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining([mode('air'), mode('road'), mode('electricity')]));

    // Projects: each transport report of the range, biggest first, leading to its totals.
    await openTab(page, language, 'emissions_projects');
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const projects = panel(page).getByRole('table', { name: t('statistics.sections.projects') });
    await expect(projects.getByRole('row')).toHaveCount(11);
    const firstProject = projects.getByRole('row').nth(1);
    await expect(firstProject.getByRole('link')).toHaveAttribute('href', /^\/reports\/\d+\/totals$/);
    await expect(firstProject.getByRole('cell').nth(3)).toHaveText(TONNES[language]);
    await expect(panel(page).getByText(/^\d+–\d+ (of|de) \d+$/)).toHaveText(/^1–10 (of|de) (3\d|[4-9]\d|\d{3,})$/);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // Materials, by material and mode, then by mode alone.
    await openTab(page, language, 'emissions_materials');
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const byMaterial = t('statistics.sections.by_material');
    const materials = await loadedTable(page, t, byMaterial);
    expect(await materials.getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await expect(materials.getByRole('columnheader', { name: mode('nautical') })).toBeVisible();
    await expectTonnes(materials.getByRole('row', { name: new RegExp(`^${t('statistics.total')} `) }), language, 'last');
    await expectChart(chart(page, t, byMaterial, byMaterial));
    expect(await violationsWhenSettled(page)).toEqual([]);
    await panel(page).getByText(t('statistics.view.transport'), { exact: true }).click();
    const modes = await loadedTable(page, t, byType);
    await expectTonnes(modes.getByRole('row', { name: new RegExp(`^${escaped(mode('air'))} `) }), language);
    // Freight only: energy has no material.
    await expect(modes.getByRole('row', { name: new RegExp(`^${escaped(mode('electricity'))} `) })).toHaveCount(0);

    // Tags, by customer and mode.
    await openTab(page, language, 'emissions_tags');
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const byTag = t('statistics.sections.by_tag', { tag: tagKeyLabel('customer', language) });
    const tagTable = await loadedTable(page, t, byTag);
    for (const customer of ['ACME Retail', 'Globex', 'Initech', 'Umbrella Foods']) await expectTonnes(tagTable.getByRole('row', { name: new RegExp(`^${customer} `) }), language, 'last');
    await expectChart(chart(page, t, byTag, byTag));
    expect(await violationsWhenSettled(page)).toEqual([]);

    // Consumptions: gas oil, natural gas and electricity, and their months.
    await openTab(page, language, 'emissions_consumptions');
    await expect(page.getByRole('button', { name: t('statistics.previous_topics') })).toBeEnabled();
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const byConsumption = t('statistics.sections.by_consumption');
    const consumptions = await loadedTable(page, t, byConsumption);
    for (const type of ['gasoil', 'natural_gas', 'electricity']) await expectTonnes(consumptions.getByRole('row', { name: new RegExp(`^${escaped(mode(type))} `) }), language);
    await expect(consumptions.getByRole('row', { name: new RegExp(`^${escaped(mode('road'))} `) })).toHaveCount(0);
    await expectChart(chart(page, t, t('statistics.sections.share_consumption'), byConsumption));
    const consumptionMonths = t('statistics.sections.by_month_consumption');
    await expectChart(chart(page, t, consumptionMonths, t('statistics.chart.figures', { title: consumptionMonths })));
    expect(await violationsWhenSettled(page)).toEqual([]);

    // Company vehicles: each car by its plate, and the months.
    await openTab(page, language, 'emissions_company_vehicles');
    await expect(page.getByRole('button', { name: t('statistics.next_topics') })).toBeDisabled();
    await chooseBothYears(page, t, language);
    await refresh(page, t);
    const byCar = t('statistics.sections.by_car');
    const cars = await loadedTable(page, t, byCar);
    for (const plate of ['1234ABC', '5678DEF', '9012GHI']) await expectTonnes(cars.getByRole('row', { name: new RegExp(`^${plate} `) }), language);
    const carMonths = t('statistics.sections.by_car_month');
    await expectChart(chart(page, t, carMonths, t('statistics.chart.figures', { title: carMonths })));
    expect(await violationsWhenSettled(page)).toEqual([]);

    // The keyboard: the arrow keys move along the tabs, and the carousel brings the open one into view.
    const vehicles = page.getByRole('tab', { name: enumLabel('statistics_topic', 'emissions_company_vehicles', language) });
    await vehicles.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowLeft');
    const global = page.getByRole('tab', { name: enumLabel('statistics_topic', 'global_emissions', language) });
    await expect(global).toHaveAttribute('aria-selected', 'true');
    await expect(global).toHaveFocus();
    expect(await isInView(page, global)).toBe(true);
    await expect(page).toHaveURL(/\?tab=global_emissions$/);
  });
}

for (const language of ['en', 'es'] as const) {
  test(`a filter template is saved, applied again and deleted, with its notices (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = translator(language);
    const name = unique('Last year by material');
    await openAs(page, 'demo.super', '/stats?tab=emissions_materials', language);
    await expect(panel(page).getByRole('button', { name: t('statistics.filters.dates') })).toBeVisible();

    // Last year, by mode: the preset is saved as a preset (docs/decisions/0012-statistics.md).
    await choosePreset(page, t, 'last_year');
    await panel(page).getByText(t('statistics.view.transport'), { exact: true }).click();
    // The results settle first: a section that swaps its table for a spinner shortens the page, the browser scrolls
    // up, and a click aimed at the form below lands beside its button (seen once under CI's load).
    await loadedTable(page, t, t('statistics.sections.by_type'));

    await panel(page).getByRole('button', { name: t('statistics.accordion.template') }).click();
    const form = panel(page).getByRole('form', { name: t('statistics.accordion.template') });
    await expect(form.getByRole('textbox', { name: t('statistics.template.name') })).toBeVisible();
    // docs/spec/part-2.md §5: a template not saved yet needs a name. The button is pressed with the keyboard: a
    // click aims at where the button was, and a results section still swapping its spinner above moved it 190 px
    // between the aim and the click (seen in CI and locally, about one run in four).
    await form.getByRole('button', { name: t('statistics.template.save') }).press('Enter');
    await expect(notice(page, t('statistics.template.name_required'))).toBeVisible();
    await expect(form.getByRole('textbox', { name: t('statistics.template.name') })).toHaveFocus();
    await form.getByRole('textbox', { name: t('statistics.template.name') }).fill(name);
    await form.getByRole('textbox', { name: t('statistics.template.description') }).fill('Journey');
    await form.getByRole('button', { name: t('statistics.template.save') }).press('Enter');
    await dismissNotice(page, t('statistics.template.created'));

    // Other dates and the other view, then the template brings its own back and shows them.
    await choosePreset(page, t, 'this_year');
    await panel(page).getByText(t('statistics.view.material_transport'), { exact: true }).click();
    const chooser = panel(page).getByRole('combobox', { name: t('statistics.template.saved') });
    await chooser.click();
    await chooser.fill('');
    await page.getByRole('option', { name, exact: true }).click();
    await expect(panel(page).getByRole('button', { name: t('statistics.filters.dates') })).toHaveText('2025-01-01 – 2025-12-31');
    await expect(panel(page).getByRole('radio', { name: t('statistics.view.transport') })).toBeChecked();
    const modes = await loadedTable(page, t, t('statistics.sections.by_type'));
    await expectTonnes(modes.getByRole('row', { name: new RegExp(`^${escaped(enumLabel('activity_type', 'road', language))} `) }), language);

    // Saved again with a new description, then deleted.
    await form.getByRole('textbox', { name: t('statistics.template.description') }).fill('Journey, updated');
    await form.getByRole('button', { name: t('statistics.template.save') }).click();
    await dismissNotice(page, t('statistics.template.updated'));
    await form.getByRole('button', { name: t('statistics.template.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('statistics.template.delete_title') });
    await confirm.getByRole('button', { name: t('common.delete') }).click();
    await expect(notice(page, t('statistics.template.deleted'))).toBeVisible();
    await expect(chooser).toHaveValue('');
    await chooser.click();
    await expect(page.getByRole('option', { name, exact: true })).toHaveCount(0);
  });
}

test('a refresh or an export without both dates shows the Empty field notice and asks nothing', async ({ page }) => {
  const t = translator('en');
  await openAs(page, 'demo.super', '/stats');
  await loadedTable(page, t, t('statistics.sections.by_type'));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/reports\/(emissions_dynamic_group_by|export_metric)\//.test(request.url())) asked.push(request.url());
  });
  // The picker's clear button empties the range.
  await panel(page).getByRole('button', { name: t('date_range.clear') }).click();
  await expect(panel(page).getByRole('button', { name: t('statistics.filters.dates') })).toHaveText('');
  for (const action of [t('statistics.refresh'), t('statistics.export')]) {
    await panel(page).getByRole('button', { name: action }).click();
    const shown = notice(page, t('statistics.dates_required'));
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(t('statistics.empty_field'));
    await dismissNotice(page, t('statistics.dates_required'));
  }
  expect(asked).toEqual([]);
});

test('an only-scope-3 company has the four freight tabs and no arrows', async ({ page }) => {
  const t = translator('en');
  await openAs(page, 'scope3.super', '/stats?tab=emissions_consumptions');
  const tabs = page.getByRole('tablist', { name: t('statistics.topics') }).getByRole('tab');
  await expect(tabs).toHaveText(['global_emissions', 'emissions_projects', 'emissions_materials', 'emissions_tags'].map((topic) => enumLabel('statistics_topic', topic, 'en')));
  // A tab the company does not have, asked for by the address, opens the first.
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: t('statistics.previous_topics') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('statistics.next_topics') })).toHaveCount(0);
  await expect(section(page, t('statistics.sections.by_type'))).toHaveAttribute('aria-busy', 'false');
  expect(await violationsWhenSettled(page)).toEqual([]);
});
