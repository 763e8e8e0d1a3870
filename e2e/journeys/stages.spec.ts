import { expect, test, type Locator, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { choosePlace, choosePort, openNewForm } from '../support/forms.ts';
import { openAs, unique } from '../support/users.ts';

async function chooseOption(page: Page, form: Locator, label: string, option: string | RegExp) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const rowsOf = (page: Page, title: string) => section(page, title).getByRole('table', { name: title, exact: true }).getByRole('row');

async function newReport(request: Parameters<typeof apiAs>[0], login: 'demo.super' | 'scope3.super', project: string) {
  const author = await apiAs(request, login);
  const report = await author.post<{ id: number }>('/api/reports/', { project_name: project, date: '2026-03-10' });
  await author.post(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 12.5 });
  await author.post(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 3 });
  return { author, id: report.id };
}

test.describe('Stages', () => {
  test('a super user adds, edits and deletes stages and a storage, and a consolidated report offers no forms', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { author, id } = await newReport(request, 'demo.super', unique('Stages journey'));
    await openAs(page, 'demo.super', `/reports/${id}/edit`);

    // Road: both cargos, a tag, the distance previewed from two chosen places.
    const roadTitle = 'Road overland stages';
    const road = await openNewForm(section(page, roadTitle), 'New road stage');
    // The focus moved into the form: on its heading, which names it.
    await expect(section(page, roadTitle).getByRole('heading', { name: 'New road stage' })).toHaveFocus();
    await chooseOption(page, road, 'Vehicle', 'Rigid truck 3.5-7.5 t');
    await road.getByRole('checkbox', { name: /^C1 · / }).check();
    await road.getByRole('checkbox', { name: /^C2 · / }).check();
    await road.getByRole('textbox', { name: 'Customer for C1' }).fill('  ACME  ');
    await choosePlace(page, road, 'Origin', 'Valen', 'Valencia, Spain');
    await choosePlace(page, road, 'Destination', 'Lyon', 'Lyon, France');
    await road.getByRole('button', { name: 'Calculate distance' }).click();
    await expect(road.getByText(/^Calculated: [\d,.]+ km \(great circle × circuity\)/)).toBeVisible();
    await road.getByRole('button', { name: 'Add road stage' }).click();
    const roadRow = rowsOf(page, roadTitle).filter({ hasText: 'Valencia, Spain → Lyon, France' });
    await expect(roadRow).toHaveCount(1);
    // Saved: the form closes and the focus is back on the button that opened it.
    await expect(road).toHaveCount(0);
    await expect(section(page, roadTitle).getByRole('button', { name: 'New road stage' })).toHaveFocus();
    await roadRow.getByRole('button', { name: /^Cargos of Valencia, Spain → Lyon, France/ }).click();
    const roadCargos = section(page, roadTitle).getByRole('table', { name: 'Cargos of Valencia, Spain → Lyon, France' });
    await expect(roadCargos.getByRole('row').filter({ hasText: 'C1' })).toContainText('Customer: ACME');
    await expect(roadCargos.getByRole('row')).toHaveCount(3);

    // Nautical: Valencia → Shanghai with the distance left empty, so the server routes it.
    const nauticalTitle = 'Nautical transport data';
    const nautical = await openNewForm(section(page, nauticalTitle), 'New nautical stage');
    await choosePort(page, nautical, 'Port of origin', 'ESVLC');
    await choosePort(page, nautical, 'Port of destination', 'CNSHA');
    await nautical.getByRole('checkbox', { name: /^C1 · / }).check();
    await nautical.getByRole('button', { name: 'Add nautical stage' }).click();
    const nauticalRow = rowsOf(page, nauticalTitle).filter({ hasText: 'Valencia → Shanghai' });
    // The first sea route of a server builds the network graph: allow it more than the default.
    await expect(nauticalRow).toHaveCount(1, { timeout: 30_000 });
    // Cells: expand, route, ship type, operated by, distance.
    const seaKm = Number((await nauticalRow.getByRole('cell').nth(4).innerText()).replace(/,/g, ''));
    expect(seaKm).toBeGreaterThan(15_000);

    // Air and rail.
    const air = await openNewForm(section(page, 'Air transport data'), 'New air stage');
    await chooseOption(page, air, 'Aircraft model', 'Airbus A330-200F');
    await expect(air.getByRole('textbox', { name: 'Payload (t)' })).not.toHaveValue('');
    await choosePlace(page, air, 'Origin', 'Madrid', 'Madrid, Spain');
    await choosePlace(page, air, 'Destination', 'New York', 'New York City, United States of America');
    await air.getByRole('checkbox', { name: /^C2 · / }).check();
    await air.getByRole('button', { name: 'Add air stage' }).click();
    await expect(rowsOf(page, 'Air transport data').filter({ hasText: 'Madrid, Spain → New York City' })).toHaveCount(1);

    const railTitle = 'Rail overland stages';
    const rail = await openNewForm(section(page, railTitle), 'New rail stage');
    await chooseOption(page, rail, 'Vehicle', 'Diesel freight train (average)');
    await choosePlace(page, rail, 'Origin', 'Duisburg', 'Duisburg, Germany');
    await choosePlace(page, rail, 'Destination', 'Milan', 'Milan, Italy');
    await rail.getByRole('checkbox', { name: /^C1 · / }).check();
    await rail.getByRole('button', { name: 'Add rail stage' }).click();
    await expect(rowsOf(page, railTitle).filter({ hasText: 'Duisburg, Germany → Milan, Italy' })).toHaveCount(1);

    // Storage with a tag.
    const storageTitle = 'Warehousing data';
    const storage = await openNewForm(section(page, storageTitle), 'New warehousing');
    await storage.getByRole('textbox', { name: 'Warehouse' }).fill('Valencia hub');
    await storage.getByRole('textbox', { name: 'Number of moves' }).fill('2');
    await storage.getByRole('checkbox', { name: /^C2 · / }).check();
    await storage.getByRole('textbox', { name: 'order for C2' }).fill('PO-77');
    await storage.getByRole('button', { name: 'Add warehousing' }).click();
    const storageRow = rowsOf(page, storageTitle).filter({ hasText: 'Valencia hub' });
    await expect(storageRow).toHaveCount(1);
    await storageRow.getByRole('button', { name: /^Cargos of Valencia hub/ }).click();
    await expect(section(page, storageTitle).getByRole('table', { name: 'Cargos of Valencia hub' })).toContainText('Order: PO-77');

    expect(await seriousViolations(page)).toEqual([]);

    // Edit the road stage: the pen loads it with its cargos and tags; a typed distance is declared.
    await roadRow.getByRole('button', { name: 'Edit Valencia, Spain → Lyon, France' }).click();
    const roadEdit = section(page, roadTitle).getByRole('form', { name: 'Edit road stage' });
    await expect(roadEdit.getByRole('checkbox', { name: /^C2 · / })).toBeChecked();
    await expect(roadEdit.getByRole('textbox', { name: 'Customer for C1' })).toHaveValue('ACME');
    await roadEdit.getByRole('textbox', { name: 'Distance (km)' }).fill('612');
    await roadEdit.getByRole('button', { name: 'Save changes' }).click();
    // Cells: expand, route, vehicle, load type, operated by, distance.
    await expect(roadRow.getByRole('cell').nth(5)).toHaveText('612');
    await expect(roadEdit).toHaveCount(0);
    await expect(roadRow.getByRole('button', { name: 'Edit Valencia, Spain → Lyon, France' })).toHaveFocus();

    // Delete the rail stage after confirming.
    await rowsOf(page, railTitle).getByRole('button', { name: 'Delete Duisburg, Germany → Milan, Italy' }).click();
    await page.getByRole('dialog', { name: 'Delete rail stage' }).getByRole('button', { name: 'Delete' }).click();
    await expect(rowsOf(page, railTitle).filter({ hasText: 'Duisburg' })).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Results preview' })).toHaveAttribute('href', `/reports/${id}/totals`);

    await author.post(`/api/reports/${id}/consolidate/`, {});
    await page.reload();
    await expect(rowsOf(page, roadTitle).filter({ hasText: 'Valencia, Spain → Lyon, France' })).toHaveCount(1);
    await expect(page.getByRole('form', { name: /^New .* stage$|^New warehousing$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^New / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Cargos of Valencia hub/ })).toBeEnabled();
  });

  test('a scope-3-only company is offered neither port operations nor who operates a stage or storage', async ({ page, request }) => {
    const { id } = await newReport(request, 'scope3.super', unique('Scope 3 stages'));
    await openAs(page, 'scope3.super', `/reports/${id}/edit`);
    const nautical = await openNewForm(section(page, 'Nautical transport data'), 'New nautical stage');
    await expect(nautical.getByRole('combobox', { name: 'Ship type' })).toBeVisible();
    await expect(nautical.getByRole('combobox', { name: 'Port operations' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Operated by' })).toHaveCount(0);
    const storage = await openNewForm(section(page, 'Warehousing data'), 'New warehousing');
    await expect(storage.getByRole('textbox', { name: 'Warehouse' })).toBeVisible();
    await expect(storage.getByRole('combobox', { name: 'Type' })).toHaveCount(0);
  });
});
