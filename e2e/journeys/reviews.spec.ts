import { expect, test, type Page } from '../support/test.ts';
import { apiAs, type Api } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { downloadedText } from '../support/downloads.ts';
import { translator, type Translate } from '../support/i18n.ts';
import { dismissNotice, notice } from '../support/notices.ts';
import { openAs } from '../support/users.ts';

// Issue #13: the platform duplicates the shipped factor set, changes a factor, adds an entry of each kind, and a
// report calculated with the copy changes its totals; in English and in Spanish.

/** Example (a) of docs/methodology.md §7: 10 t by road over 500 km, per tkm. Its TTW part is 508.15 kg, WTT 117.95 kg. */
async function roadReport(api: Api, date: string): Promise<number> {
  const report = await api.post<{ id: number }>('/api/reports/', { project_name: `Review journey ${date}`, date });
  const cargo = await api.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 10 });
  await api.post(`/api/reports/${report.id}/road-overland-stages/`, { vehicle_load_type: 'groupage', distance: 500, cargos: [{ cargo: cargo.id }] });
  return report.id;
}

/** Fills one field of the entry dialog: a combobox is opened and its option picked, a textbox typed into. */
async function pick(page: Page, dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addEntry(page: Page, t: Translate, section: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, coefficients: Record<string, string>, labels: string) {
  const title = t(`reviews.sections.${section}`);
  await page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+\\)$`) }).click();
  await page.getByRole('button', { name: t('reviews.entry.add', { section: title }) }).click();
  const dialog = page.getByRole('dialog', { name: t('reviews.entry.new_title', { section: title }) });
  await fill(dialog);
  for (const [name, value] of Object.entries(coefficients)) await dialog.getByRole('textbox', { name: `${name} · ${t(`reviews.coefficients.${labels}.${name}`)}` }).fill(value);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  // Waits for the notice to close: the next entry's identical notice would otherwise be two at once.
  await dismissNotice(page, t('reviews.entry.saved'));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(`^${title} \\(\\d+\\)$`) })).toBeVisible();
}

// In one language: the long journeys share the two languages between them, and only the report journey runs
// whole in both (docs/architecture.md §5).
for (const language of ['es'] as ('en' | 'es')[]) {
  test(`the platform duplicates DESNZ 2025, changes a factor and adds an entry of each kind (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const t = translator(language);
    const platform = await apiAs(request, 'platform.super');
    const demo = await apiAs(request, 'demo.super');
    // Far in the future, one year per language, so that no other journey's report moves to the copy.
    const year = language === 'en' ? 2090 : 2091;
    const report = await roadReport(demo, `${year}-03-01`);

    await openAs(page, 'platform.super', '/materials', language);
    await page.getByRole('navigation', { name: t('configuration.label') }).getByRole('link', { name: t('configuration.tabs.reviews') }).click();
    await expect(page.getByRole('heading', { name: t('reviews.title'), level: 1 })).toBeVisible();
    const desnz = page.getByRole('row').filter({ hasText: 'DESNZ 2025' });
    await expect(desnz).toContainText(t('reviews.read_only'));
    expect(await seriousViolations(page)).toEqual([]);

    // The shipped set can be read, not changed.
    await desnz.getByRole('link', { name: t('reviews.view', { name: 'DESNZ 2025' }) }).click();
    await expect(page.getByRole('heading', { name: t('reviews.editor.heading', { title: 'DESNZ 2025' }), level: 1 })).toBeVisible();
    await expect(page.getByText(t('reviews.editor.read_only_note'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('reviews.editor.save') })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(`^${t('reviews.editor.group', { group: t('reviews.groups.road') })}`) }).click();
    await expect(page.getByRole('textbox', { name: 'road.per_tkm.hgv_average', exact: true })).toHaveAttribute('readonly', '');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();

    // Duplicate it from the year of the report: the report follows its date, so it moves to the copy.
    const title = `Journey ${language} ${Date.now()}`;
    await desnz.getByRole('button', { name: t('reviews.duplicate', { name: 'DESNZ 2025' }) }).click();
    const dialog = page.getByRole('dialog', { name: t('reviews.duplicate_title', { title: 'DESNZ 2025' }) });
    const start = dialog.getByRole('textbox', { name: new RegExp(`^${t('reviews.fields.start_date')}`) });
    await start.fill(`${year}-01-01`);
    await start.press('Tab');
    await dialog.getByRole('textbox', { name: t('reviews.fields.title') }).fill(title);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: t('reviews.duplicate_submit') }).click();
    await expect(page.getByRole('heading', { name: t('reviews.editor.heading', { title }), level: 1 })).toBeVisible();
    const reviewId = Number(/\/reviews\/(\d+)$/.exec(page.url())?.[1]);
    expect((await demo.get<{ review: { id: number } }>(`/api/reports/${report}/`)).review.id).toBe(reviewId);

    // Double the road factor, typed as the language writes numbers.
    await page.getByRole('button', { name: new RegExp(`^${t('reviews.editor.group', { group: t('reviews.groups.road') })}`) }).click();
    const factor = page.getByRole('textbox', { name: 'road.per_tkm.hgv_average', exact: true });
    await expect(factor).toHaveValue(language === 'es' ? '0,10163' : '0.10163');
    await factor.fill('abc');
    await page.getByRole('button', { name: t('reviews.editor.save') }).click();
    // The server's message stands under the factor it names.
    await expect(factor).toHaveAccessibleDescription(language === 'es' ? 'Se requiere un número válido.' : 'A valid number is required.');
    await factor.fill(language === 'es' ? '0,20326' : '0.20326');
    await page.getByRole('button', { name: t('reviews.editor.save') }).click();
    await expect(notice(page, t('notify.success'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The report calculated with the copy shows the doubled tank-to-wheel part: 1,016.3 + 117.95 kg, on its totals
    // page, which names the copy and links to its factors.
    const totals = await demo.get<{ CO2_total: number }>(`/api/reports/${report}/totals/`);
    expect(totals.CO2_total).toBeCloseTo(1134.25, 6);
    await openAs(page, 'demo.super', `/reports/${report}/totals`, language);
    await expect(page.getByText(t('totals.review_note', { title }))).toBeVisible();
    await expect(page.getByRole('region', { name: t('totals.footprint.title') })).toContainText(language === 'es' ? '1,1343' : '1.1343');
    await expect(page.getByRole('link', { name: t('totals.view_review') })).toHaveAttribute('href', `/reviews/${reviewId}`);
    await openAs(page, 'platform.super', `/reviews/${reviewId}`, language);

    // Restate a consolidated report (dated before the copy, so calculated with DESNZ 2025) under the copy: the road
    // stage's tank-to-wheel part doubles, 0.5082 t more; the stored figures stay.
    const frozen = await roadReport(demo, `${year - 10}-06-01`);
    await demo.post(`/api/reports/${frozen}/consolidate/`, {});
    await openAs(page, 'demo.super', `/reports/${frozen}/totals`, language);
    const section = page.getByRole('region', { name: t('totals.restate.title') });
    await section.getByRole('combobox', { name: t('totals.restate.review') }).click();
    await page.getByRole('option', { name: title, exact: true }).click();
    await section.getByRole('button', { name: t('totals.restate.compare') }).click();
    const figures = section.getByRole('table', { name: t('totals.restate.totals_caption') });
    const total = figures.getByRole('row', { name: new RegExp(`^${t('totals.restate.figures.CO2_total')}`) });
    await expect(total).toContainText(language === 'es' ? '0,6261' : '0.6261');
    await expect(total).toContainText(language === 'es' ? '1,1343' : '1.1343');
    await expect(total).toContainText(language === 'es' ? '0,5082' : '0.5082');
    await expect(section.getByText(t('totals.restate.differences', { count: 6 }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`restatement-${language}.png`), fullPage: true });
    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: t('totals.restate.csv') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`restatement-${frozen}-review-${reviewId}.csv`);
    const csv = await downloadedText(file);
    expect(csv.split('\r\n')[0]).toContain(language === 'es' ? 'kg CO2e recalculado' : 'restated kg CO2e');
    expect((await demo.get<{ CO2_total: number }>(`/api/reports/${frozen}/totals/`)).CO2_total).toBeCloseTo(626.1, 6);
    await openAs(page, 'platform.super', `/reviews/${reviewId}`, language);

    // One entry of each kind.
    const decimal = (text: string) => (language === 'es' ? text.replace('.', ',') : text);
    await addEntry(page, t, 'aircraft_model_reviews', async (d) => pick(page, d, t('reviews.links.aircraft_model'), 'Airbus A321'), { A4: '0', B4: decimal('2.5'), C4: '0', D4: '0', E4: '0', F_Comb: decimal('3.15'), Comb_LTO: '1200', F_CH4: '0' }, 'aircraft');
    await addEntry(page, t, 'ship_load_type_reviews', async (d) => {
      await pick(page, d, t('reviews.links.ship_load_type'), 'Ro-ro');
      await pick(page, d, t('reviews.links.ship_fuel_type'), language === 'es' ? 'Gas natural licuado (GNL)' : 'Liquefied natural gas (LNG)');
    }, { A2: '10', B2: decimal('0.001'), C2: decimal('0.1'), D2: '2', V2: '18' }, 'ship');
    await addEntry(page, t, 'road_vehicle_reviews', async (d) => {
      await pick(page, d, t('reviews.links.vehicle'), language === 'es' ? 'Camión rígido 17-26 t' : 'Rigid truck 17-26 t');
      await pick(page, d, t('reviews.links.euro_standard'), 'Euro 6');
    }, { A1: decimal('0.6'), B1: '1', C1: '0', D1: '0', E1: '0', F1: '0' }, 'road');
    await addEntry(page, t, 'rail_vehicle_reviews', async (d) => pick(page, d, t('reviews.links.vehicle'), language === 'es' ? 'Tren de mercancías eléctrico (media)' : 'Electric freight train (average)'), { A1: decimal('0.02'), B1: '0', C1: '0' }, 'rail');
    await addEntry(page, t, 'car_family_reviews', async (d) => d.getByRole('combobox', { name: new RegExp(`^${t('reviews.links.family').replace(/[()]/g, '\\$&')}`) }).fill('Journey Model'), { A1: decimal('0.1'), B1: '0', C1: '0' }, 'car');
    await addEntry(page, t, 'supplier_type_reviews', async (d) => d.getByRole('combobox', { name: t('reviews.links.supplier') }).fill('Journey Power'), { A1: decimal('0.05'), B1: '0', C1: '0' }, 'supplier');
    const saved = await platform.get<Record<string, unknown[]>>(`/api/reviews/${reviewId}/`);
    expect(saved['supplier_type_reviews']).toContainEqual(expect.objectContaining({ supplier: { name: 'Journey Power' }, type: 'electricity', A1: 0.05 }));
    expect(saved['car_family_reviews']).toContainEqual(expect.objectContaining({ family: { model: 'Journey Model' }, A1: 0.1 }));
    expect(saved['rail_vehicle_reviews']).toHaveLength(1);
    // Checked once the last notice has gone: one fading out reads to axe as text of too little contrast.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // The set travels as one JSON document: downloaded here, imported as a new review.
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: t('reviews.export') }).click();
    const documentFile = await exported;
    const document = JSON.parse((await downloadedText(documentFile)).replace(/^\uFEFF/, '')) as { format: string; factors: Record<string, number> };
    expect(document.format).toBe('huella-review');
    expect(document.factors['road.per_tkm.hgv_average']).toBe(0.20326);
    await openAs(page, 'platform.super', '/reviews', language);
    await page.locator('input[type=file]').setInputFiles(await documentFile.path());
    await expect(notice(page, t('reviews.import.done', { title }))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('reviews.editor.heading', { title }), level: 1 })).toBeVisible();
    const importedId = Number(/\/reviews\/(\d+)$/.exec(page.url())?.[1]);
    expect(importedId).not.toBe(reviewId);
    expect(await platform.status('DELETE', `/api/reviews/${importedId}/`)).toBe(204);

    // The copy goes; the report takes the review in force on its date (the other language's copy, if it still exists,
    // or DESNZ 2025) and its stored totals are that review's.
    expect(await platform.status('DELETE', `/api/reviews/${reviewId}/`)).toBe(204);
    expect((await demo.get<{ review: { id: number } }>(`/api/reports/${report}/`)).review.id).not.toBe(reviewId);
    const stored = await demo.get<{ CO2_total: number; review: { id: number } }>(`/api/reports/${report}/totals/`);
    const fresh = await demo.post<{ CO2_total: number; review: { id: number } }>(`/api/reports/${report}/calculate_emissions/`, {});
    expect(stored.review.id).toBe(fresh.review.id);
    expect(stored.CO2_total).toBeCloseTo(fresh.CO2_total, 9);
  });
}
