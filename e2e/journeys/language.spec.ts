import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, signIn } from '../support/users.ts';

test.describe('Language', () => {
  test('English is the default and Spanish, once chosen, survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.getByRole('button', { name: 'ESP' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'ESP' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByLabel('Nombre de usuario').fill('demo.user');
    await page.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Bienvenido/a, Olga User')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Informes' })).toBeVisible();

    await page.getByRole('button', { name: 'ENG' }).click();
    await expect(page.getByText('Welcome, Olga User')).toBeVisible();
  });

  test('the server answers in the chosen language', async ({ page }) => {
    await signIn(page, 'demo.super');
    await page.getByRole('button', { name: 'ESP' }).click();
    await page.goto('/users/edit');
    await page.getByLabel('Nombre de usuario').fill('bad name with spaces');
    await page.getByLabel(/^Nombre(?! de)/).fill('Bad');
    await page.getByLabel(/^Contraseña/).fill('long-enough-1');
    await page.getByLabel('Repetir contraseña').fill('long-enough-1');
    await page.getByLabel('Correo electrónico').fill('bad@example.com');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'ERROR' });
    // The message is the server's, in Spanish; the field is named as the form labels it (issue #11 item 7).
    await expect(error).toContainText('Nombre de usuario: Introduzca un nombre de usuario válido');
    await expect(error).not.toContainText('username');
    await expect(page).toHaveURL('/users/edit');
  });
});
