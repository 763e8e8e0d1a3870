import { expect, test } from '../support/test.ts';
import { notice } from '../support/notices.ts';
import { DEMO_PASSWORD, signIn } from '../support/users.ts';

test.describe('Password change', () => {
  test('a wrong current password is refused by the server and a mismatch is caught before it', async ({ page }) => {
    await signIn(page, 'demo.admin');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/password');

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('a-brand-new-password');
    await page.getByLabel('Repeat new password').fill('another-password');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(notice(page, 'The passwords do not match')).toBeVisible();

    await page.getByLabel('Repeat new password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    // The server's message names the field by its label on the form, not by the API's key.
    await expect(notice(page, 'Current password:')).toBeVisible();
  });

  test('a common password is refused by the server under the new password field, in both languages', async ({ page }) => {
    await signIn(page, 'demo.user');
    await page.goto('/password');
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel(/^New password/).fill('password');
    await page.getByLabel('Repeat new password').fill('password');
    await page.getByRole('button', { name: 'Change password' }).last().click();
    await expect(page.getByLabel(/^New password/)).toHaveAccessibleDescription(/This password is too common/);

    await page.getByRole('button', { name: 'ESP' }).click();
    await page.getByLabel(/^Nueva contraseña/).fill('aaaaaaaa');
    await page.getByLabel('Repetir nueva contraseña').fill('aaaaaaaa');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).last().click();
    await expect(page.getByLabel(/^Nueva contraseña/)).toHaveAccessibleDescription(/Esta contraseña repite un solo carácter/);
  });
});
