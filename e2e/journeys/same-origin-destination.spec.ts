import { expect, test, type Locator, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { choosePlace, choosePort } from '../support/forms.ts';
import { openAs, unique } from '../support/users.ts';

// Decision 0007: a distance is not computed from a place to itself. The form says why under the destination
// field, in the user's language, for "Calculate distance" and for a save, and the stage is not added.
const WORDS = {
  en: {
    road: 'Road overland stages',
    newRoad: 'New road stage',
    addRoad: 'Add road stage',
    sea: 'Nautical transport data',
    newSea: 'New nautical stage',
    addSea: 'Add nautical stage',
    origin: 'Origin',
    destination: 'Destination',
    portOrigin: 'Port of origin',
    portDestination: 'Port of destination',
    calculate: 'Calculate distance',
    distance: 'Distance (km)',
    valencia: 'Valencia, Spain',
    message: 'Destination must differ from origin; to record a local movement, enter the distance.',
  },
  es: {
    road: 'Etapas terrestres por carretera',
    newRoad: 'Nueva etapa por carretera',
    addRoad: 'Añadir etapa por carretera',
    sea: 'Datos de transporte marítimo',
    newSea: 'Nueva etapa marítima',
    addSea: 'Añadir etapa marítima',
    origin: 'Origen',
    destination: 'Destino',
    portOrigin: 'Puerto de origen',
    portDestination: 'Puerto de destino',
    calculate: 'Calcular distancia',
    distance: 'Distancia (km)',
    valencia: 'Valencia, España',
    message: 'El destino debe ser distinto del origen; para registrar un movimiento local, introduzca la distancia.',
  },
} as const;

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The section's "New …" button opens the form named as the button is. */
async function openForm(scope: Locator, name: string): Promise<Locator> {
  await scope.getByRole('button', { name, exact: true }).click();
  const form = scope.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

for (const language of ['en', 'es'] as const) {
  const w = WORDS[language];
  test(`a stage from a place to itself is refused under the destination field (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const author = await apiAs(request, 'demo.super');
    const report = await author.post<{ id: number }>('/api/reports/', { project_name: unique('Local move'), date: '2026-03-10' });
    await author.post(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 8 });
    await openAs(page, 'demo.super', `/reports/${report.id}/edit`, language);

    // Road, Valencia → Valencia: "Calculate distance" says why beside the destination, not a figure.
    const road = await openForm(section(page, w.road), w.newRoad);
    await road.getByRole('checkbox', { name: /^C1 · / }).check();
    await choosePlace(page, road, w.origin, 'Valen', w.valencia);
    await choosePlace(page, road, w.destination, 'Valen', w.valencia);
    await road.getByRole('button', { name: w.calculate }).click();
    await expect(road.getByRole('combobox', { name: w.destination })).toHaveAccessibleDescription(w.message);
    // Saving without a distance is refused the same way, and no row is added.
    await road.getByRole('button', { name: w.addRoad }).click();
    await expect(road.getByRole('combobox', { name: w.destination })).toHaveAccessibleDescription(w.message);
    await expect(section(page, w.road).getByRole('row').filter({ hasText: /Valencia.*→.*Valencia/ })).toHaveCount(0);
    await page.screenshot({ path: `.cache/same-origin-${language}-road.png`, fullPage: false });
    // A declared distance records the local movement.
    await road.getByRole('textbox', { name: w.distance }).fill('12');
    await road.getByRole('button', { name: w.addRoad }).click();
    await expect(section(page, w.road).getByRole('row').filter({ hasText: /Valencia.*→.*Valencia/ })).toHaveCount(1);

    // Sea, Valencia → Valencia: the save is refused under the port of destination.
    const sea = await openForm(section(page, w.sea), w.newSea);
    await choosePort(page, sea, w.portOrigin, 'ESVLC');
    await choosePort(page, sea, w.portDestination, 'ESVLC');
    await sea.getByRole('checkbox', { name: /^C1 · / }).check();
    await sea.getByRole('button', { name: w.addSea }).click();
    await expect(sea.getByRole('combobox', { name: w.portDestination })).toHaveAccessibleDescription(w.message);
    await sea.getByRole('button', { name: w.calculate }).click();
    await expect(sea.getByRole('combobox', { name: w.portDestination })).toHaveAccessibleDescription(w.message);
    await page.screenshot({ path: `.cache/same-origin-${language}-sea.png`, fullPage: false });
  });
}
