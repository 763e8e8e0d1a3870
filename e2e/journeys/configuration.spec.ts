import type { Page } from '../support/test.ts';
import { expect, test } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { choosePlace } from '../support/forms.ts';
import { dismissNotice, notice } from '../support/notices.ts';
import { openAs, signIn, unique } from '../support/users.ts';

// Issue #12 item 1: a company keeps its centers, energy suppliers, car families, cars and cost accounts under
// Configuration, beside the materials.

const LISTS = [
  { tab: 'Centers', path: '/configuration/centers', create: 'New center' },
  { tab: 'Suppliers', path: '/configuration/suppliers', create: 'New supplier' },
  { tab: 'Car families', path: '/configuration/car-families', create: 'New car family' },
  { tab: 'Cars', path: '/configuration/cars', create: 'New car' },
  { tab: 'Cost accounts', path: '/configuration/accounts', create: 'New cost account' },
] as const;

/** The tabs of the Configuration area. */
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Configuration' });

/** The page as it stands passes axe, once its heading is there, its data loaded and no notice over it. */
async function expectAccessible(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

async function save(page: Page, list: string, success = 'Success') {
  await page.getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  await dismissNotice(page, success);
  await expect(page).toHaveURL(list);
}

test.describe('Configuration', () => {
  test('an admin sets up a center, a supplier, a car family and a car; a super edits; a family in use stays', async ({ page }) => {
    // Four forms, their edits and an accessibility scan of each screen: on two shared cores it came near the default
    // minute (CI ran out of it once while another browser ran the reviews journey), as the consumption journeys do.
    test.setTimeout(120_000);
    const center = unique('Depot');
    const supplier = unique('Green power');
    const model = unique('Leon');
    const plate = unique('E2E');
    const storedPlate = plate.replace(/-/g, '').toUpperCase();

    await openAs(page, 'demo.admin', '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
    await tabs(page).getByRole('link', { name: 'Centers' }).click();
    await expect(page).toHaveURL('/configuration/centers');
    await expect(tabs(page).getByRole('link', { name: 'Centers' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Configuration' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'Centers');

    // A center: its country comes with the address chosen among the suggestions.
    await page.getByRole('link', { name: 'New center' }).click();
    await expect(page).toHaveURL('/configuration/centers/edit');
    await expectAccessible(page, 'New center');
    await page.getByLabel(/^Name/).fill(center);
    await choosePlace(page, page.locator('form'), 'Address', 'Valencia', 'Valencia, Spain');
    await expect(page.getByLabel('Country')).toHaveValue('Spain');
    await save(page, '/configuration/centers');
    await page.getByLabel('Search by name or address').fill(center);
    await expect(page.getByRole('row').filter({ hasText: center })).toContainText('Spain');
    // An admin creates and deletes but does not edit (the materials' rules).
    await expect(page.getByRole('link', { name: `Edit ${center}` })).toHaveCount(0);

    // A supplier with its own factor, typed the Spanish way.
    await tabs(page).getByRole('link', { name: 'Suppliers' }).click();
    await expectAccessible(page, 'Suppliers');
    await page.getByRole('link', { name: 'New supplier' }).click();
    await expectAccessible(page, 'New supplier');
    await page.getByRole('button', { name: 'ESP' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo proveedor', level: 1 })).toBeVisible();
    await page.getByLabel(/^Nombre/).fill(supplier);
    await expect(page.getByRole('combobox', { name: /^Tipo de energía/ })).toHaveValue('Electricidad');
    await page.getByLabel('CO₂ (kg/kWh)').fill('0,09');
    await page.getByLabel('CH₄ (g/kWh)').fill('0,002');
    await page.getByLabel('N₂O (g/kWh)').fill('0,001');
    await page.getByLabel('Fuente del factor').fill('Etiquetado 2025');
    await save(page, '/configuration/suppliers', 'Éxito');
    await page.getByLabel('Buscar por nombre').fill(supplier);
    await expect(page.getByRole('row').filter({ hasText: supplier })).toContainText('0,09 kg CO₂ · 0,002 g CH₄ · 0,001 g N₂O por kWh');
    const api = await apiAs(page.request, 'demo.admin');
    const stored = await api.get<{ results: { A1: number; B1: number; C1: number }[] }>('/api/suppliers/', { search: supplier });
    expect(stored.results).toEqual([expect.objectContaining({ A1: 0.09, B1: 0.002, C1: 0.001 })]);
    await page.getByRole('button', { name: 'ENG' }).click();
    await expect(page.getByRole('row').filter({ hasText: supplier })).toContainText('0.09 kg CO₂');

    // A car family and a car of it at the new center.
    await tabs(page).getByRole('link', { name: 'Car families' }).click();
    await expectAccessible(page, 'Car families');
    await page.getByRole('link', { name: 'New car family' }).click();
    await expectAccessible(page, 'New car family');
    await page.getByLabel(/^Brand/).fill('Seat');
    await page.getByLabel(/^Model/).fill(model);
    await chooseOption(page, 'Fuel', 'Natural gas (CNG)');
    await save(page, '/configuration/car-families');

    await tabs(page).getByRole('link', { name: 'Cars' }).click();
    await expectAccessible(page, 'Cars');
    await page.getByRole('link', { name: 'New car' }).click();
    await expectAccessible(page, 'New car');
    // Nothing is sent while a required field is blank; each is named.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Plate must not be blank')).toContainText('Car family must not be blank');
    await page.getByLabel(/^Plate/).fill(plate);
    await page.getByRole('combobox', { name: 'Car family' }).fill(model);
    await page.getByRole('option', { name: `Seat ${model}` }).click();
    await page.getByRole('combobox', { name: 'Center' }).fill(center);
    await page.getByRole('option', { name: center }).click();
    await save(page, '/configuration/cars');
    await page.getByLabel('Search by plate').fill(plate);
    await expect(page.getByRole('row').filter({ hasText: storedPlate })).toContainText([`Seat ${model}`, 'Natural gas (CNG)', center].join(''));

    // The family is in use: its delete is refused and said so.
    await tabs(page).getByRole('link', { name: 'Car families' }).click();
    await page.getByLabel('Search by brand or model').fill(model);
    await page.getByRole('button', { name: `Delete Seat ${model}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete car family' });
    await expect(dialog).toContainText(`Seat ${model}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'This car family is used by 1 car(s)')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: model })).toHaveCount(1);

    // A super edits the car: another center, then no center at all.
    await openAs(page, 'demo.super', '/configuration/cars');
    await page.getByLabel('Search by plate').fill(plate);
    await page.getByRole('link', { name: `Edit ${storedPlate}` }).click();
    await expectAccessible(page, 'Edit car');
    await expect(page.getByRole('combobox', { name: 'Center' })).toHaveValue(center);
    await chooseOption(page, 'Center', 'Madrid office');
    await save(page, '/configuration/cars');
    await page.getByLabel('Search by plate').fill(plate);
    await expect(page.getByRole('row').filter({ hasText: storedPlate })).toContainText('Madrid office');

    // And the supplier's factor, whose form writes it back as the reader's language does.
    await tabs(page).getByRole('link', { name: 'Suppliers' }).click();
    await page.getByLabel('Search by name').fill(supplier);
    await page.getByRole('link', { name: `Edit ${supplier}` }).click();
    await expectAccessible(page, 'Edit supplier');
    await expect(page.getByLabel('CO₂ (kg/kWh)')).toHaveValue('0.09');
    await page.getByLabel('CO₂ (kg/kWh)').fill('0.1.2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'CO₂ factor: A valid number is required.')).toBeVisible();
    await expect(page.getByLabel('CO₂ (kg/kWh)')).toHaveAccessibleDescription('A valid number is required.');
    await page.getByLabel('CO₂ (kg/kWh)').fill('0.08');
    await save(page, '/configuration/suppliers');
    await page.getByLabel('Search by name').fill(supplier);
    await expect(page.getByRole('row').filter({ hasText: supplier })).toContainText('0.08 kg CO₂');
  });

  test('an admin adds a cost account and deletes it', async ({ page }) => {
    const name = unique('Fleet fuel');
    await openAs(page, 'demo.admin', '/configuration/accounts');
    await expectAccessible(page, 'Cost accounts');
    await page.getByRole('link', { name: 'New cost account' }).click();
    await expectAccessible(page, 'New cost account');
    await page.getByLabel(/^Code/).fill('6299');
    await page.getByLabel(/^Name/).fill(name);
    await save(page, '/configuration/accounts');
    await page.getByLabel('Search by code or name').fill(name);
    await page.getByRole('button', { name: `Delete 6299 ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete cost account' }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Successfully deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('a user without the admin role sees every list but no new, edit or delete buttons', async ({ page }) => {
    await openAs(page, 'demo.user', '/materials');
    for (const { tab, path, create } of LISTS) {
      await tabs(page).getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { name: tab, level: 1 })).toBeVisible();
      await expect(page.getByRole('row')).not.toHaveCount(1);
      await expect(page.getByRole('link', { name: create })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
    }
  });

  test('an only-scope-3 company keeps its materials alone and is told it has no consumption lookups', async ({ page }) => {
    await signIn(page, 'scope3.super');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Materials' }).click();
    await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
    await expect(tabs(page)).toHaveCount(0);
    await page.goto('/configuration/centers');
    await expect(page.getByRole('heading', { name: 'No consumptions in your company', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the materials' }).click();
    await expect(page).toHaveURL('/materials');
  });

  test('a record of another company, or none, is not found', async ({ page }) => {
    await openAs(page, 'demo.super', '/configuration/centers/999999/edit');
    await expect(page.getByRole('heading', { name: 'Center not found', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the centers' }).click();
    await expect(page).toHaveURL('/configuration/centers');
  });
});
