import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { openNewForm } from '../support/forms.ts';
import { storeSession, unique } from '../support/users.ts';

// Issue #11 item 3: the stage forms say what the vessel and aircraft fields do to the figures, in both languages.
// Under DESNZ 2025 the ship type's class sets the factor, while gross tonnage, total load and port operations need
// fuel-per-day entries the set does not have; only freighters with a fuel-burn entry are calculated from fuel.

const SAID = {
  en: {
    nautical: ['Nautical transport data', 'New nautical stage'],
    air: ['Air transport data', 'New air stage'],
    shipType: 'Its size class sets the factor per tonne-km.',
    entryOnly: 'Used only with fuel-per-day entries (DESNZ 2025 has none).',
    aircraft: 'Freighters with fuel-burn data are calculated from fuel; others use the average per tonne-km.',
  },
  es: {
    nautical: ['Datos de transporte marítimo', 'Nueva etapa marítima'],
    air: ['Datos de transporte aéreo', 'Nueva etapa aérea'],
    shipType: 'Su clase de tamaño fija el factor por tonelada-km.',
    entryOnly: 'Solo se usa con consumos diarios del buque (DESNZ 2025 no los tiene).',
    aircraft: 'Los cargueros con datos de consumo se calculan por combustible; el resto, con la media por tonelada-km.',
  },
} as const;

async function checkForms(page: Page, language: 'en' | 'es', id: number) {
  const said = SAID[language];
  await page.goto(`/reports/${id}/edit`);
  const [nauticalTitle, nauticalNew] = said.nautical;
  const nautical = await openNewForm(page.getByRole('region', { name: nauticalTitle }), nauticalNew);
  await expect(nautical.getByText(said.shipType)).toBeVisible();
  // Gross tonnage, total load and port operations.
  await expect(nautical.getByText(said.entryOnly)).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath(`nautical-${language}.png`), fullPage: true });
  const [airTitle, airNew] = said.air;
  const air = await openNewForm(page.getByRole('region', { name: airTitle }), airNew);
  await expect(air.getByText(said.aircraft)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`air-${language}.png`), fullPage: true });
}

test('the nautical and air forms say what ship type, tonnage, load, port operations and aircraft model do', async ({ page, request }) => {
  test.setTimeout(90_000);
  const author = await apiAs(request, 'demo.super');
  const report = await author.post<{ id: number }>('/api/reports/', { project_name: unique('Vessel hints'), date: '2026-03-10' });
  await storeSession(page, 'demo.super');
  await checkForms(page, 'en', report.id);
  await page.getByRole('button', { name: 'ESP' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await checkForms(page, 'es', report.id);
});
