import { expect, test } from '../support/test.ts';
import { dismissNotice, notice } from '../support/notices.ts';
import { openAs, unique } from '../support/users.ts';

test.describe('Materials', () => {
  test('a super user adds a material, finds it, edits it and deletes it', async ({ page }) => {
    const name = unique('Copper coils');
    await openAs(page, 'demo.super', '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Configuration' }).click();
    await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();

    await page.getByRole('link', { name: 'New material' }).click();
    await expect(page).toHaveURL('/materials/edit');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel('Description').fill('Coils on wooden pallets');
    await page.getByRole('button', { name: 'Save' }).click();
    await dismissNotice(page, 'Success');
    await expect(page).toHaveURL('/materials');

    await page.getByLabel('Search').fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Description')).toHaveValue('Coils on wooden pallets');
    await page.getByLabel('Description').fill('Coils in crates');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Success')).toBeVisible();

    await page.getByLabel('Search').fill(name);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete material' }).getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'Successfully deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('cancelling the delete keeps the material', async ({ page }) => {
    await openAs(page, 'demo.super', '/materials');
    await page.getByRole('button', { name: 'Delete Textiles' }).click();
    await page.getByRole('dialog', { name: 'Delete material' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Textiles' })).toHaveCount(1);
  });

  test('the material form says which fields are missing, in English and in Spanish', async ({ page }) => {
    await openAs(page, 'demo.super', '/materials/edit');
    await page.getByRole('button', { name: 'Save' }).click();
    const error = notice(page, 'ERROR');
    await expect(error).toContainText('Name must not be blank');
    await expect(error).toContainText('Description must not be blank');

    await page.getByRole('button', { name: 'ESP' }).click();
    await page.getByLabel(/^Nombre/).fill('Acero');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(notice(page, 'Descripción no puede estar vacio')).toBeVisible();
    await expect(page).toHaveURL('/materials/edit');
  });

  test('a user without the admin role sees the list but no new, edit or delete buttons', async ({ page }) => {
    await openAs(page, 'demo.user', '/materials');
    await expect(page.getByRole('row').filter({ hasText: 'Electronics' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New material' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  });

  test('an admin may add materials but the server refuses their edits, and the refusal is shown', async ({ page }) => {
    await openAs(page, 'demo.admin', '/materials');
    await expect(page.getByRole('link', { name: 'New material' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Electronics' })).toHaveCount(0);

    const id = await page.evaluate(async () => {
      const token = localStorage.getItem('huella.token');
      const response = await fetch('/api/commodities/?search=Electronics', { headers: { Authorization: `Token ${token}` } });
      const body = (await response.json()) as { results: { id: number }[] };
      return body.results[0]?.id;
    });
    await page.goto(`/materials/${id}/edit`);
    await page.getByLabel('Description').fill('Changed by an admin');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'ERROR')).toBeVisible();
    await expect(page).toHaveURL(`/materials/${id}/edit`);
  });
});
