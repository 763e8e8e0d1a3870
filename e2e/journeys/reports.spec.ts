import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { choosePlace, choosePlaceByKeyboard, openNewForm } from '../support/forms.ts';
import { notice } from '../support/notices.ts';
import { openAs, unique } from '../support/users.ts';

async function addCargo(page: Page, material: string, weight: string) {
  const form = await openNewForm(page.getByRole('region', { name: 'Cargos' }), 'New cargo');
  await form.getByRole('combobox', { name: 'Material' }).click();
  await page.getByRole('option', { name: material, exact: true }).click();
  await form.getByRole('textbox', { name: 'Weight (t)' }).fill(weight);
  await form.getByRole('button', { name: 'Add cargo' }).click();
  // The previous cargo's notice may still be up, so the new row is what tells the save worked.
  await expect(page.getByRole('table', { name: 'Cargos' }).getByRole('row').filter({ hasText: material })).toHaveCount(1);
  await expect(form).toHaveCount(0);
}

test.describe('Reports', () => {
  test('a super user creates a report with places and cargos, finds it, duplicates it and deletes the copy', async ({ page }) => {
    test.setTimeout(90_000);
    const project = unique('Oranges to Valencia');
    await openAs(page, 'demo.super', '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Create report' }).click();
    await expect(page).toHaveURL('/report/add');
    await expect(page.getByRole('heading', { name: 'New report', level: 1 })).toBeVisible();

    await page.getByLabel(/^Project name/).fill(project);
    await page.getByLabel('Project reference').fill('PR-77');
    await choosePlace(page, page, 'Origin', 'Valen', 'Valencia, Spain');
    const destination = await choosePlaceByKeyboard(page, page, 'Destination', 'Lyon');
    expect(destination).toContain('Lyon');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Success')).toBeVisible();
    await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
    await expect(page.getByRole('heading', { name: 'Edit report', level: 1 })).toBeVisible();
    const referenceField = page.getByRole('textbox', { name: 'Reference', exact: true });
    await expect(referenceField).toHaveValue(/^TR-/);
    const reference = await referenceField.inputValue();
    await expect(page.getByRole('region', { name: 'Project data' }).getByRole('combobox', { name: 'Origin' })).toHaveValue('Valencia, Spain');

    await addCargo(page, 'Electronics', '12.5');
    await addCargo(page, 'Textiles', '3');
    const cargos = page.getByRole('table', { name: 'Cargos' });
    await expect(cargos.getByRole('row').filter({ hasText: 'Electronics' })).toContainText('12.5');
    await expect(cargos.getByRole('row').filter({ hasText: 'Textiles' })).toContainText('3');
    await expect(page.getByRole('link', { name: 'Results preview' })).toHaveAttribute('href', /\/reports\/\d+\/totals$/);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(project);
    const rows = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: project });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Valencia, Spain');

    await page.getByRole('button', { name: `Duplicate ${reference}` }).click();
    await expect(notice(page, 'Success').first()).toBeVisible();
    await expect(rows).toHaveCount(2);
    const copy = rows.filter({ hasNotText: reference });
    const copyReference = (await copy.getByRole('cell').nth(1).innerText()).trim();

    await page.getByRole('button', { name: `Delete ${copyReference}` }).click();
    await page.getByRole('dialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Successfully deleted')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(reference);
  });

  test('the author of a consolidated report sees its edit action disabled', async ({ page, request }) => {
    const project = unique('Consolidated load');
    const author = await apiAs(request, 'demo.user');
    const report = await author.post<{ id: number; reference: string }>('/api/reports/', { project_name: project, date: '2026-03-02' });
    await author.post(`/api/reports/${report.id}/cargos/`, { cargo_type: 'conventional', weight: 4 });
    await author.post(`/api/reports/${report.id}/consolidate/`, {});

    await openAs(page, 'demo.user', '/reports');
    await page.getByRole('searchbox', { name: 'Search' }).fill(project);
    const row = page.getByRole('table', { name: 'Reports' }).getByRole('row').filter({ hasText: project });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Consolidated');
    await expect(row.getByRole('button', { name: `Edit ${report.reference}` })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Duplicate ${report.reference}` })).toBeEnabled();
    await expect(row.getByRole('link', { name: `View ${report.reference}` })).toBeVisible();
  });

  test('a user may neither edit nor delete a report by a colleague', async ({ page, request }) => {
    const project = unique('Someone else');
    const admin = await apiAs(request, 'demo.admin');
    const report = await admin.post<{ reference: string }>('/api/reports/', { project_name: project, date: '2026-03-03' });
    await openAs(page, 'demo.user', '/reports');
    await page.getByRole('searchbox', { name: 'Search' }).fill(project);
    await expect(page.getByRole('button', { name: `Edit ${report.reference}` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Delete ${report.reference}` })).toHaveCount(0);
  });

  test('the report list and the edit screen have no serious or critical axe violations', async ({ page }) => {
    // The edit screen holds every stage form: axe needs more than the default time on a loaded machine.
    test.setTimeout(90_000);
    await openAs(page, 'demo.super', '/reports');
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Reports' }).getByRole('row')).not.toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Edit / }).first().click();
    await expect(page.getByRole('heading', { name: 'Edit report', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cargos' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
