import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { enumLabel, factorKeyLabel, formatDecimal, formatFixed, formatTonnes, tagKeyLabel, type ConsumptionType } from '@huella/contracts';
import { calculate, compileFactorSet, type ReportInput } from '@huella/emissions';
import { expect, test, type Download, type Locator, type Page } from '../support/test.ts';
import { startHseqServer } from '../../packages/server/src/test-support/hseq-server.ts';
import { apiAs, type Api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { openNewForm } from '../support/forms.ts';
import { translator, type Translate } from '../support/i18n.ts';
import { notice } from '../support/notices.ts';
import { rawCodesIn, visibleTexts } from '../support/raw-codes.ts';
import { apiToken, openAs, unique } from '../support/users.ts';

/**
 * Issue #12: a consumption report from creation to export, in each language. The author builds it through the forms
 * (gas oil, natural gas and electricity from a supplier with its own factor; two company-car voyages, one typed
 * with the language's decimal mark), reads its totals, which must be what the calculation core gives for the same
 * inputs with the shipped "DESNZ 2025" set, downloads both PDFs, consolidates it for good, and exports both levels.
 * Then an import from the company's HSEQ service (a small HTTP server of the test), and an only-scope-3 company
 * that has no consumptions at all.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startingWith = (text: string) => new RegExp(`^${escaped(text)}`);

const DATE = '2026-03-10';
/** Demo Logistics' lookups (packages/server/src/db/demo-lookups.ts): company data, the same in both languages. */
const VALENCIA = 'Valencia warehouse';
const MADRID = 'Madrid office';
const IBERDROLA = 'Iberdrola Clientes';

/** What is typed in each language: the decimal mark and the thousands separator of the reader. */
const TYPED = {
  en: { gasoil: '1,000', naturalGas: '5000', electricity: '10,000.5', golf: '250', tesla: '1,234.5', bad: '12,34,5' },
  es: { gasoil: '1.000', naturalGas: '5000', electricity: '10.000,5', golf: '250', tesla: '1.234,5', bad: '12,34,5' },
} as const;
const QUANTITIES = { gasoil: 1000, natural_gas: 5000, electricity: 10_000.5 } as const;
const DISTANCES = { golf: 250, tesla: 1234.5 } as const;

/** axe's findings once the notices have gone: a notice fading in or out reads as too little contrast. */
async function violationsWhenSettled(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  return seriousViolations(page);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const rowsOf = (page: Page, title: string) => section(page, title).getByRole('table', { name: title, exact: true }).getByRole('row');

async function chooseOption(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The shipped default set, as the server seeds it (data/factors/desnz-2025.json). */
function shippedFactorSet() {
  const shipped = compileFactorSet(JSON.parse(readFileSync(new URL('../../data/factors/desnz-2025.json', import.meta.url), 'utf8')));
  if (!shipped.ok) throw new Error(`data/factors/desnz-2025.json: ${shipped.field} ${shipped.code}`);
  return shipped.factorSet;
}

/** A downloaded CSV as rows of cells (quoted cells may hold the delimiter); `;` for Spanish, `,` for English. */
async function csvRows(download: Download): Promise<string[][]> {
  const text = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const delimiter = text.split(/\r?\n/, 1)[0]?.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  for (const line of text.trim().split(/\r?\n/)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = !quoted;
      else if (char === delimiter && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

/** The text of a downloaded PDF (poppler's pdftotext). */
async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function addConsumption(page: Page, t: Translate, fill: (form: Locator) => Promise<void>, shownType: string) {
  const form = await openNewForm(section(page, t('consumptions.consumption.title')), t('consumptions.consumption.new'));
  await fill(form);
  await form.getByRole('button', { name: t('consumptions.consumption.add') }).click();
  await expect(form).toHaveCount(0);
  await expect(rowsOf(page, t('consumptions.consumption.title')).filter({ hasText: shownType })).toHaveCount(1);
}

async function addVoyage(page: Page, t: Translate, fill: (form: Locator) => Promise<void>, shownDistance: string) {
  const form = await openNewForm(section(page, t('consumptions.voyage.title')), t('consumptions.voyage.new'));
  await fill(form);
  await form.getByRole('button', { name: t('consumptions.voyage.add') }).click();
  await expect(form).toHaveCount(0);
  await expect(rowsOf(page, t('consumptions.voyage.title')).filter({ hasText: shownDistance })).toHaveCount(1);
}

/** The same inputs as the server gives the core (packages/server/src/resources/reports/recalculate.ts). */
async function expectedFigures(author: Api) {
  const { results: suppliers } = await author.get<{ results: { name: string; A1: number; B1: number; C1: number; factor_source: string }[] }>(
    '/api/suppliers/',
    { page_size: '999' },
  );
  const iberdrola = suppliers.find((supplier) => supplier.name === IBERDROLA);
  if (!iberdrola) throw new Error(`no supplier ${IBERDROLA}`);
  const input: ReportInput = {
    only_scope3: false,
    consumptions: [
      { id: 'gasoil', type: 'gasoil', quantity: QUANTITIES.gasoil },
      { id: 'natural_gas', type: 'natural_gas', quantity: QUANTITIES.natural_gas },
      {
        id: 'electricity',
        type: 'electricity',
        quantity: QUANTITIES.electricity,
        supplier: IBERDROLA,
        supplier_factor: { A1: iberdrola.A1, B1: iberdrola.B1, C1: iberdrola.C1, source: iberdrola.factor_source },
      },
    ],
    // A car family's fuel as the core names it: gas oil is diesel, electricity a battery-electric car.
    voyages: [
      { id: 'golf', distance: DISTANCES.golf, fuel: 'diesel', car_family: 'Golf TDI' },
      { id: 'tesla', distance: DISTANCES.tesla, fuel: 'bev', car_family: 'Model 3' },
    ],
  };
  const factorSet = shippedFactorSet();
  const expected = calculate(input, factorSet);
  if (!expected.ok) throw new Error(`the core refused the journey's input: ${expected.field} ${expected.code}`);
  return { expected, title: factorSet.factorSet.title };
}

// In one language: the long journeys share the two languages between them, and only the report journey runs
// whole in both (docs/architecture.md §5).
for (const language of ['es'] as ('en' | 'es')[]) {
  test(`a consumption report goes from creation through totals, PDFs and final consolidation to both exports, in ${language}`, async ({
    page,
    request,
  }) => {
    // Five forms, two PDFs, a consolidation, two exports and three axe scans on a machine whose two cores are shared.
    test.setTimeout(180_000);
    const t = translator(language);
    const typed = TYPED[language];
    const tonnes = (kg: number) => formatTonnes(kg, language);
    const typeName = (type: ConsumptionType) => enumLabel('consumption_type', type, language);
    const project = unique(language === 'es' ? 'Sede de Valencia' : 'Valencia site');
    const author = await apiAs(request, 'demo.user');

    // 1. The list, from the menu, and a new consumption report.
    await openAs(page, 'demo.user', '/dashboard', language);
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.consumptions') }).click();
    await expect(page.getByRole('heading', { name: t('consumptions.title'), level: 1 })).toBeVisible();
    await expect(page.getByText(t('consumptions.subtitle'), { exact: true })).toBeVisible();
    expect(await violationsWhenSettled(page)).toEqual([]);
    await page.getByRole('link', { name: t('consumptions.new') }).click();
    await expect(page.getByRole('heading', { name: t('consumptions.new_title'), level: 1 })).toBeVisible();
    // docs/spec/part-1.md §2: a consumption report has no route and is no business trip.
    await expect(page.getByRole('combobox', { name: t('reports.fields.origin') })).toHaveCount(0);
    await page.getByLabel(startingWith(t('reports.fields.project_name'))).fill(project);
    await page.getByLabel(t('reports.fields.project_reference')).fill('PR-CONS');
    const date = page.getByRole('textbox', { name: startingWith(t('reports.fields.date')) });
    await date.fill(DATE);
    await date.press('Tab');
    await page.getByRole('button', { name: t('common.save') }).click();
    await expect(notice(page, t('notify.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/consumptions\/\d+\/edit$/);
    const id = Number(/\/consumptions\/(\d+)\/edit$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name: t('consumptions.edit_title'), level: 1 })).toBeVisible();
    const reference = await page.getByRole('textbox', { name: t('reports.fields.reference'), exact: true }).inputValue();
    expect(reference).toMatch(/^CR-/);

    // 2. Three consumptions. A quantity the language cannot read is refused next to its field, nothing saved.
    const quantityIn = (unit: 'l' | 'kWh') => t('consumptions.fields.quantity_in', { unit: t(`consumptions.units.${unit}`) });
    const consumptionForm = await openNewForm(section(page, t('consumptions.consumption.title')), t('consumptions.consumption.new'));
    const quantity = consumptionForm.getByRole('textbox', { name: startingWith(quantityIn('l')) });
    await quantity.fill(typed.bad);
    await consumptionForm.getByRole('button', { name: t('consumptions.consumption.add') }).click();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(rowsOf(page, t('consumptions.consumption.title')).filter({ hasText: typeName('gasoil') })).toHaveCount(0);
    await quantity.fill(typed.gasoil);
    await chooseOption(page, consumptionForm, t('consumptions.fields.center'), VALENCIA);
    await consumptionForm.getByRole('button', { name: t('consumptions.consumption.add') }).click();
    await expect(consumptionForm).toHaveCount(0);
    await expect(rowsOf(page, t('consumptions.consumption.title')).filter({ hasText: typeName('gasoil') })).toContainText(
      `${formatDecimal(1000, language, 3)} l`,
    );

    await addConsumption(
      page,
      t,
      async (form) => {
        await chooseOption(page, form, t('consumptions.fields.type'), typeName('natural_gas'));
        await form.getByRole('textbox', { name: startingWith(quantityIn('kWh')) }).fill(typed.naturalGas);
      },
      typeName('natural_gas'),
    );
    await addConsumption(
      page,
      t,
      async (form) => {
        // docs/spec/part-2.md §2.5: the supplier is offered for electricity only, among the electricity suppliers.
        await expect(form.getByRole('combobox', { name: t('consumptions.fields.supplier') })).toHaveCount(0);
        await chooseOption(page, form, t('consumptions.fields.type'), typeName('electricity'));
        await form.getByRole('combobox', { name: t('consumptions.fields.supplier') }).click();
        await expect(page.getByRole('option', { name: 'Naturgy' })).toHaveCount(0);
        await page.getByRole('option', { name: IBERDROLA, exact: true }).click();
        await chooseOption(page, form, t('consumptions.fields.center'), MADRID);
        await form.getByRole('textbox', { name: startingWith(quantityIn('kWh')) }).fill(typed.electricity);
        await form.getByRole('textbox', { name: tagKeyLabel('customer', language), exact: true }).fill('ACME');
      },
      typeName('electricity'),
    );
    await expect(rowsOf(page, t('consumptions.consumption.title')).filter({ hasText: IBERDROLA })).toContainText(
      `${formatDecimal(QUANTITIES.electricity, language, 3)} kWh`,
    );

    // 3. Two voyages: choosing a car sets its family; the other has a family and no car.
    await addVoyage(
      page,
      t,
      async (form) => {
        await chooseOption(page, form, t('consumptions.fields.car'), '5678DEF');
        await expect(form.getByRole('combobox', { name: t('consumptions.fields.car_family') })).toHaveValue(
          `Volkswagen Golf TDI (${enumLabel('car_fuel', 'gasoil', language)})`,
        );
        await form.getByRole('textbox', { name: startingWith(t('consumptions.fields.distance')) }).fill(typed.golf);
      },
      '5678DEF',
    );
    await addVoyage(
      page,
      t,
      async (form) => {
        await chooseOption(page, form, t('consumptions.fields.car_family'), `Tesla Model 3 (${enumLabel('car_fuel', 'electricity', language)})`);
        await form.getByRole('textbox', { name: startingWith(t('consumptions.fields.distance')) }).fill(typed.tesla);
      },
      formatDecimal(DISTANCES.tesla, language, 1),
    );
    expect(rawCodesIn(await visibleTexts(page.getByRole('main')))).toEqual([]);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // 4. The totals page shows the core's figures, to the 4 decimals of the screen.
    const { expected, title } = await expectedFigures(author);
    await page.getByRole('link', { name: t('reports.results_preview') }).click();
    await expect(page.getByRole('heading', { name: t('consumption_totals.title'), level: 1 })).toBeVisible();
    await expect(page.getByText(reference, { exact: true })).toBeVisible();
    await expect(page.getByText(project, { exact: true })).toBeVisible();
    await expect(page.getByText('PR-CONS', { exact: true })).toBeVisible();
    await expect(page.getByText(t('totals.review_note', { title }))).toBeVisible();

    const { totals } = expected;
    const rowNamed = (table: Locator, name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    const scopes = page.getByRole('table', { name: t('totals.scopes.title') });
    const scopeRows = [
      ['scope1', totals.scopes.scope1],
      ['scope2_location', totals.scopes.scope2],
      ['scope2_market', totals.scope2_market_based],
      ['scope3', totals.scopes.scope3],
    ] as const;
    for (const [key, kg] of scopeRows) {
      expect(kg, `the journey reaches ${key}`).toBeGreaterThan(0);
      await expect(rowNamed(scopes, t(`consumption_totals.scopes.${key}`)).getByRole('cell')).toHaveText(tonnes(kg));
    }
    // The supplier's own factor is lower than the grid's: the market-based figure differs.
    expect(tonnes(totals.scope2_market_based)).not.toBe(tonnes(totals.scopes.scope2));
    await expect(rowNamed(scopes, t('consumption_totals.scopes.total')).getByRole('cell')).toHaveText(tonnes(totals.co2e_wtw));
    const footprint = page.getByRole('table', { name: t('consumption_totals.footprint_title') });
    await expect(rowNamed(footprint, t('totals.gases.CO2_total')).getByRole('cell')).toHaveText(`${tonnes(totals.co2e_wtw)} t`);

    // Cells: number, type, date, center, supplier, quantity, scope 1, scope 2, scope 2 market-based, scope 3, t CO2e, factors.
    const consumptionRows = page.getByRole('table', { name: t('consumption_totals.consumptions.title') }).getByRole('row');
    for (const type of ['gasoil', 'natural_gas', 'electricity'] as const) {
      const figures = expected.consumptions.find((consumption) => consumption.id === type);
      if (!figures) throw new Error(`the core gave no ${type}`);
      const cells = consumptionRows.filter({ hasText: typeName(type) }).getByRole('cell');
      await expect(cells.nth(6)).toHaveText(tonnes(figures.scopes.scope1));
      await expect(cells.nth(7)).toHaveText(tonnes(figures.scopes.scope2));
      await expect(cells.nth(8)).toHaveText(figures.scope2_market_based === null ? '—' : tonnes(figures.scope2_market_based));
      await expect(cells.nth(9)).toHaveText(tonnes(figures.scopes.scope3));
      await expect(cells.nth(10)).toHaveText(tonnes(figures.co2e_wtw));
    }
    // Cells: number, date, car, car family, center, distance, scope 1, scope 2, scope 3, t CO2e, factors.
    const voyageRows = page.getByRole('table', { name: t('consumption_totals.voyages.title') }).getByRole('row');
    for (const [key, text] of [
      ['golf', '5678DEF'],
      ['tesla', 'Tesla Model 3'],
    ] as const) {
      const figures = expected.voyages.find((voyage) => voyage.id === key);
      if (!figures) throw new Error(`the core gave no voyage ${key}`);
      const cells = voyageRows.filter({ hasText: text }).getByRole('cell');
      await expect(cells.nth(5)).toHaveText(formatDecimal(DISTANCES[key], language, 1));
      await expect(cells.nth(6)).toHaveText(tonnes(figures.scopes.scope1));
      await expect(cells.nth(7)).toHaveText(tonnes(figures.scopes.scope2));
      await expect(cells.nth(9)).toHaveText(tonnes(figures.co2e_wtw));
    }

    const consumptionChart = page.getByRole('region', { name: t('consumption_totals.consumptions.chart') });
    await expect(consumptionChart.getByTestId('share-pie').locator('svg path')).toHaveCount(3);
    await expect(consumptionChart.getByRole('listitem').filter({ hasText: typeName('electricity') })).toContainText('%');
    const voyageChart = page.getByRole('region', { name: t('consumption_totals.voyages.chart') });
    await expect(voyageChart.getByTestId('share-pie').locator('svg path')).toHaveCount(2);

    // Every figure can be traced: the factors behind a row, by their labels.
    await page.getByRole('button', { name: t('consumption_totals.consumptions.how', { number: 3 }) }).click();
    const factors = page.getByRole('dialog', { name: t('consumption_totals.consumptions.how', { number: 3 }) });
    await expect(factors.getByRole('row')).not.toHaveCount(0);
    await expect(factors).toContainText(factorKeyLabel(`supplier[${IBERDROLA}].A1`, language));
    await page.keyboard.press('Escape');
    await expect(factors).toHaveCount(0);
    expect(rawCodesIn(await visibleTexts(page.getByRole('main')))).toEqual([]);
    expect(await violationsWhenSettled(page)).toEqual([]);

    // 5. Both PDFs name the report.
    for (const type of ['summary', 'extended'] as const) {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: t(`downloads.pdf.${type}`) }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await pdfText(download)).toContain(reference);
      await expect(notice(page, t('downloads.success', { name: download.suggestedFilename() }))).toBeVisible();
    }

    // 6. Consolidation is final (docs/spec/part-2.md §4): the dialog says so, and afterwards nothing offers a change.
    await page.getByRole('button', { name: t('totals.consolidate.action'), exact: true }).click();
    const confirm = page.getByRole('dialog', { name: t('consumption_totals.consolidate.title') });
    await expect(confirm).toContainText(t('consumption_totals.consolidate.message'));
    await expect(confirm.getByRole('button', { name: t('consumption_totals.consolidate.cancel'), exact: true })).toBeVisible();
    // The dialog has faded in: half-transparent, its buttons would read as too little contrast.
    await expect(confirm).toHaveCSS('opacity', '1');
    expect(await violationsWhenSettled(page)).toEqual([]);
    await confirm.getByRole('button', { name: t('consumption_totals.consolidate.action'), exact: true }).click();
    await expect(notice(page, t('totals.consolidate.success'))).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(t('totals.consolidated'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('totals.consolidate.action'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('totals.unconsolidate.action') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('totals.edit') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('totals.edit') })).toHaveCount(0);
    await expect(rowNamed(scopes, t('consumption_totals.scopes.total')).getByRole('cell')).toHaveText(tonnes(totals.co2e_wtw));

    // Not even a super user can undo it, and no change goes through.
    const superUser = await apiAs(request, 'demo.super');
    expect(await superUser.status('POST', `/api/reports/${id}/desconsolidate/`, {})).toBe(409);
    expect(await author.status('POST', `/api/reports/${id}/consumptions/`, { type: 'gasoil', date: DATE, quantity: '1' })).toBe(409);
    await page.reload();
    await expect(page.getByRole('heading', { name: t('consumption_totals.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('totals.consolidate.action'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('totals.edit') })).toHaveCount(0);

    await page.goto(`/consumptions/${id}/edit`);
    await expect(page.getByText(t('reports.consolidated_notice'))).toBeVisible();
    await expect(rowsOf(page, t('consumptions.consumption.title')).filter({ hasText: IBERDROLA })).toHaveCount(1);
    await expect(page.getByRole('button', { name: t('consumptions.consumption.new'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('consumptions.voyage.new'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('common.save') })).toBeDisabled();

    // 7. The list marks the row, its edit disabled, its total in whole tonnes.
    await page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.consumptions') }).click();
    await page.getByRole('searchbox', { name: t('reports.search') }).fill(project);
    const list = page.getByRole('table', { name: t('consumptions.title') });
    const row = list.getByRole('row').filter({ hasText: project });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t('reports.consolidated'));
    await expect(row.getByRole('button', { name: t('reports.actions.edit', { reference }) })).toBeDisabled();
    await expect(row.getByRole('cell').nth(5)).toHaveText(formatFixed(totals.co2e_wtw / 1000, language, 0));
    expect(await violationsWhenSettled(page)).toEqual([]);

    // 8. Both export levels of what the list shows (found by search, so no dates are needed).
    const exported = async (level: 'consumption' | 'voyage') => {
      await page.getByRole('combobox', { name: t('downloads.export.level') }).click();
      await page.getByRole('option', { name: enumLabel('export_level', level, language), exact: true }).click();
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: t('downloads.export.action'), exact: true }).click();
      const [header = [], ...rows] = await csvRows(await saved);
      // Every row starts with its report's columns, the reference first.
      expect(header.length).toBeGreaterThan(10);
      return { header, rows: rows.filter((cells) => cells[0] === reference) };
    };
    await page.getByRole('button', { name: t('downloads.export.panel') }).click();
    const consumptionsCsv = await exported('consumption');
    expect(consumptionsCsv.rows).toHaveLength(3);
    expect(consumptionsCsv.rows.map((cells) => cells.join('|')).join('\n')).toContain(IBERDROLA);
    const voyagesCsv = await exported('voyage');
    expect(voyagesCsv.rows).toHaveLength(2);
    expect(voyagesCsv.rows.map((cells) => cells.join('|')).join('\n')).toContain('5678DEF');
  });
}

/**
 * Presses Import and waits for the server's answer: a refusal fails here with its status and body (the screen shows
 * it only as a passing notice, and an empty status line says nothing about why).
 */
async function importIntakes(page: Page, form: Locator, t: Translate) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/import_hseq_intakes/'));
  await form.getByRole('button', { name: t('consumptions.import.action') }).click();
  const response = await answer;
  expect(response.status(), `import_hseq_intakes answered ${response.status()}: ${await response.text()}`).toBe(200);
}

test('an import from the company’s HSEQ service adds its intakes once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const t = translator('en');
  const hseq = await startHseqServer();
  const platform = await apiAs(request, 'platform.super');
  const author = await apiAs(request, 'demo.user');
  const { company } = await author.get<{ company: { id: number } }>('/api/rest-auth/user/');
  const run = unique('intake');
  hseq.setIntakes('VLC-01', 2026, 3, [
    { id: `${run}-vlc-e`, center: 'VLC-01', year: 2026, month: 3, energy_type: 'electricity', quantity: 1234.5, unit: 'kWh', supplier: IBERDROLA },
    { id: `${run}-vlc-g`, center: 'VLC-01', year: 2026, month: 3, energy_type: 'gasoil', quantity: 300, unit: 'l' },
  ]);
  hseq.setIntakes('MAD-01', 2026, 3, [
    { id: `${run}-mad-n`, center: 'MAD-01', year: 2026, month: 3, energy_type: 'natural_gas', quantity: 800, unit: 'kWh', date: '2026-03-15' },
  ]);
  try {
    expect(await platform.status('PUT', `/api/companies/${company.id}/hseq/`, { has_hseq_connection: true, url: hseq.url, token: hseq.token })).toBe(200);
    const report = await author.post<{ id: number }>('/api/reports/', { type: 'consumption', project_name: unique('HSEQ import'), date: DATE });

    // The user's company now says it is connected: the form is offered.
    await openAs(page, 'demo.user', `/consumptions/${report.id}/edit`);
    const form = page.getByRole('form', { name: t('consumptions.import.title') });
    await expect(form).toBeVisible();
    for (const center of [`${VALENCIA} (VLC-01)`, `${MADRID} (MAD-01)`]) {
      await form.getByRole('combobox', { name: t('consumptions.import.centers'), exact: true }).click();
      await page.getByRole('option', { name: center, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: t('consumptions.import.year'), exact: true }).fill('2026');
    await form.getByRole('combobox', { name: t('consumptions.import.months'), exact: true }).click();
    await page.getByRole('option', { name: 'March', exact: true }).click();
    await page.keyboard.press('Escape');
    expect(await violationsWhenSettled(page)).toEqual([]);

    await importIntakes(page, form, t);
    await expect(form.getByRole('status')).toHaveText(t('consumptions.import.result', { created: 3, already: 0 }));
    const rows = rowsOf(page, t('consumptions.consumption.title'));
    await expect(rows.filter({ hasText: IBERDROLA })).toContainText('1,234.5 kWh');
    await expect(rows.filter({ hasText: 'Natural gas' })).toContainText('2026-03-15');
    await expect(rows).toHaveCount(4);
    expect(hseq.requests.map((r) => `${r.center} ${r.year}-${r.month}`).toSorted()).toEqual(['MAD-01 2026-3', 'VLC-01 2026-3']);
    expect(hseq.requests.every((r) => r.authorization === `Bearer ${hseq.token}`)).toBe(true);

    // A second import of the same centers and month adds nothing.
    await importIntakes(page, form, t);
    await expect(form.getByRole('status')).toHaveText(t('consumptions.import.result', { created: 0, already: 3 }));
    await expect(rows).toHaveCount(4);
  } finally {
    await platform.status('PUT', `/api/companies/${company.id}/hseq/`, { has_hseq_connection: false });
    await hseq.close();
  }
});

test('an only-scope-3 company has no consumptions: not in the menu, not on the dashboard, refused by the API', async ({ page, request }) => {
  const t = translator('en');
  await openAs(page, 'scope3.super', '/dashboard');
  await expect(page.getByText(startingWith(t('header.welcome', { name: '' })))).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('nav.label') }).getByRole('link', { name: t('nav.reports') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('nav.consumptions') })).toHaveCount(0);

  const token = await apiToken(request, 'scope3.super');
  const answer = await request.get('/api/reports/', {
    headers: { Authorization: `Token ${token}` },
    params: { type: 'consumption', confirmed: 'false', business_trip: 'false' },
  });
  expect(answer.status()).toBe(403);

  // Typed in, the address says why instead of a list that fails.
  await page.goto('/consumptions');
  await expect(page.getByRole('heading', { name: t('not_found.forbidden_title'), level: 1 })).toBeVisible();
  await expect(page.getByText(t('consumptions.only_scope3'))).toBeVisible();
});
