import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { notice } from '../support/notices.ts';
import { rawCodesIn, visibleTexts } from '../support/raw-codes.ts';
import { openAs, unique } from '../support/users.ts';

const MADRID = { lat: 40.4168, lng: -3.7038 };
const VALENCIA = { lat: 39.4699, lng: -0.3763 };

/**
 * A report with one 10 t cargo on a declared 500 km road leg: docs/methodology.md §7 (a), 626.100 kg CO2e WTW,
 * which the screen shows as 0.6261 t.
 */
async function roadReport(page: Page, project: string) {
  const author = await apiAs(page.request, 'demo.user');
  const report = await author.post<{ id: number; reference: string }>('/api/reports/', {
    project_name: project,
    project_reference: 'PR-TOT',
    date: '2026-03-02',
    origin: 'Madrid, Spain',
    destination: 'Shanghai, China',
  });
  const cargo = await author.post<{ id: number }>(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 10 });
  await author.post(`/api/reports/${report.id}/road-overland-stages/`, {
    distance: 500,
    origin: 'Madrid',
    destination: 'Valencia',
    origin_location: MADRID,
    destination_location: VALENCIA,
    cargos: [{ cargo: cargo.id }],
  });
  return { author, report, cargo };
}

test.describe('Report totals', () => {
  test('the author reads the figures, stages, map and chart, consolidates, and an admin unconsolidates', async ({ page }) => {
    // Two sign-ins, a routed sea leg and two axe scans: longer than the default budget when workers share the CPU.
    test.setTimeout(90_000);
    const project = unique('Totals journey');
    const { author, report, cargo } = await roadReport(page, project);

    await openAs(page, 'demo.user', `/reports/${report.id}/totals`);
    await expect(page.getByRole('heading', { name: 'Transport report totals', level: 1 })).toBeVisible();
    await expect(page.getByText(report.reference, { exact: true })).toBeVisible();
    await expect(page.getByText(project, { exact: true })).toBeVisible();
    await expect(page.getByText('PR-TOT', { exact: true })).toBeVisible();
    await expect(page.getByText('The figures are based on the emission factors of the review “DESNZ 2025”.')).toBeVisible();

    const footprint = page.getByRole('table', { name: 'Carbon footprint of the project' });
    await expect(footprint.getByRole('row', { name: /CO₂ equivalent total/ })).toContainText('0.6261');
    // Issue #11 item 2: a gas no factor covers says so; a few grams show in kg, never as 0.0000 t.
    await expect(footprint.getByRole('row', { name: /^HFCs/ })).toContainText('not estimated');
    await expect(footprint.getByRole('row', { name: /^CH₄/ })).not.toContainText('0.0000');
    await expect(footprint.getByRole('row', { name: /^CH₄/ })).toContainText(/\d (kg|t)$/);
    const scopes = page.getByRole('table', { name: 'Emissions by scope' });
    await expect(scopes.getByRole('row', { name: /^Scope 3/ })).toContainText('0.6261');
    await expect(scopes.getByRole('row', { name: /^Total/ })).toContainText('0.6261');

    // The sea leg is routed by the server (distance null), then the page shows both legs.
    await author.post(`/api/reports/${report.id}/nautical-stages/`, {
      distance: null,
      ship_load_type: 'container',
      port_origin: 'ESVLC',
      port_destination: 'CNSHA',
      cargos: [{ cargo: cargo.id }],
    });
    await page.reload();
    const stages = page.getByRole('table', { name: 'Emissions by stage' });
    const road = stages.getByRole('row').filter({ hasText: 'Madrid → Valencia' });
    const sea = stages.getByRole('row').filter({ hasText: 'Valencia → Shanghai' });
    await expect(road).toContainText('Overland');
    await expect(road).toContainText('500');
    await expect(road).toContainText('declared by the user');
    await expect(road).toContainText('0.6261');
    await expect(sea).toContainText('Sea');
    await expect(sea).toContainText('shortest route over the sea network');

    await page.getByRole('button', { name: 'Show the cargos of stage 1' }).click();
    await expect(page.getByRole('table', { name: 'Cargos of stage 1' }).getByRole('row').filter({ hasText: 'C1' })).toContainText('0.6261');
    await page.getByRole('button', { name: 'Hide the cargos of stage 1' }).click();
    await expect(page.getByRole('table', { name: 'Cargos of stage 1' })).toHaveCount(0);

    // The popover labels its factors, and opens below the top bar even when its row is right under it.
    const how = page.getByRole('button', { name: 'How stage 2 was calculated' });
    await how.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 70));
    await how.click();
    const factors = page.getByRole('dialog', { name: 'How stage 2 was calculated' });
    await expect(factors).toContainText('Sea, container ship, per tkm');
    await expect(factors).not.toContainText('sea.per_tkm');
    await expect(factors).toContainText('shortest route over the sea network');
    const topBar = await page.getByRole('banner').boundingBox();
    expect((await factors.boundingBox())?.y).toBeGreaterThanOrEqual((topBar?.y ?? 0) + (topBar?.height ?? 0));
    await page.keyboard.press('Escape');
    await expect(factors).toHaveCount(0);

    // Issue #11 item 12: hashes and factors wait behind "Calculation details".
    await expect(page.getByText(/input hash/)).toBeHidden();
    await page.getByRole('button', { name: 'Show calculation details' }).click();
    const details = page.locator('#calculation-details');
    await expect(details).toContainText('Factor set: DESNZ 2025');
    await expect(details.getByRole('table', { name: 'Stage 2 · Sea: Valencia → Shanghai' })).toContainText('Sea, container ship, per tkm');
    await expect(details).toContainText(/input hash [0-9a-f]{64}/);
    // Issue #11 item 6: nothing on the page is a raw code.
    expect(rawCodesIn(await visibleTexts(page.getByRole('main')))).toEqual([]);

    // Leaflet and the base map load as the map nears the screen (issue #21 item 2).
    await page.getByRole('heading', { name: 'Map of the stages' }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: "Map of the report's stages and warehouses" });
    await expect(map).toBeVisible();
    // Two legs in the overlay pane, and the offline coastlines in their own pane below it.
    await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => map.locator('.leaflet-base-map-pane svg path').count()).toBeGreaterThan(100);

    const chart = page.getByRole('region', { name: 'Share of each stage in the CO₂e' });
    // A wedge per stage, named with its tonnes under the pointer.
    const wedges = chart.getByTestId('share-pie').locator('svg path');
    await expect(wedges).toHaveCount(2);
    await expect(wedges.first().locator('title')).toHaveText('1. Overland: Madrid → Valencia · 0.6261 t');
    await expect(chart.getByRole('listitem').filter({ hasText: '1. Overland: Madrid → Valencia' })).toContainText('%');

    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Consolidate report', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Consolidate report' });
    await expect(confirm).toContainText('Changes will be saved permanently. The report will not be editable anymore.');
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Consolidate report', exact: true }).click();
    // Consolidating recalculates the report first (its sea leg included): on a loaded machine that takes seconds.
    await expect(notice(page, 'Report consolidated')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Edit report' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Consolidate report', exact: true })).toHaveCount(0);
    // docs/spec/part-2.md §6: only super and admin users may unconsolidate.
    await expect(page.getByRole('button', { name: 'Unconsolidate report' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await openAs(page, 'demo.admin', `/reports/${report.id}/totals`);
    await page.getByRole('button', { name: 'Unconsolidate report' }).click();
    const undo = page.getByRole('dialog', { name: 'Unconsolidate report' });
    await undo.getByRole('button', { name: 'Unconsolidate report' }).click();
    await expect(notice(page, 'Report unconsolidated')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Consolidate report', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unconsolidate report' })).toHaveCount(0);
  });

  test('the author may edit an open report from its totals', async ({ page }) => {
    const { report } = await roadReport(page, unique('Totals edit'));
    await openAs(page, 'demo.user', `/reports/${report.id}/totals`);
    await page.getByRole('link', { name: 'Edit report' }).click();
    await expect(page).toHaveURL(`/reports/${report.id}/edit`);
  });

  test('the Spanish screen shows Spanish labels and figures', async ({ page }) => {
    const { report } = await roadReport(page, unique('Totales'));
    await openAs(page, 'demo.user', `/reports/${report.id}/totals`, 'es');
    await expect(page.getByRole('heading', { name: 'Totales del informe de transporte', level: 1 })).toBeVisible();
    const footprint = page.getByRole('table', { name: 'Huella de carbono del proyecto' });
    await expect(footprint.getByRole('row', { name: /Total CO₂ equivalente/ })).toContainText('0,6261');
    await expect(page.getByRole('table', { name: 'Emisiones por etapa' }).getByRole('row').filter({ hasText: 'Madrid → Valencia' })).toContainText(
      'declarada por el usuario',
    );
    await expect(footprint.getByRole('row', { name: /^HFC/ })).toContainText('no estimado');
    await page.getByRole('button', { name: 'Mostrar los detalles del cálculo' }).click();
    await expect(page.locator('#calculation-details')).toContainText('Carretera, vehículo pesado medio, por tkm');
    await expect(page.locator('#calculation-details')).toContainText('Conjunto de factores: DESNZ 2025');
    expect(rawCodesIn(await visibleTexts(page.getByRole('main')))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Consolidar informe' })).toBeVisible();
    await page.getByRole('heading', { name: 'Mapa de las etapas' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Mapa de las etapas y almacenes del informe' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
