import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, signIn } from '../support/users.ts';

test.describe('Getting in and out', () => {
  test('a visitor who opens a page before logging in comes back to it after logging in', async ({ page }) => {
    await page.goto('/materials');
    await expect(page).toHaveURL('/login?redirect=%2Fmaterials');

    await page.getByLabel('Username').fill('demo.user');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL('/materials');
    await expect(page.getByRole('heading', { name: 'Materials', level: 1 })).toBeVisible();
    await expect(page.getByText('Welcome, Olga User')).toBeVisible();
  });

  test('without a redirect the login leads to the dashboard, and a signed-in visitor of /login stays there', async ({ page }) => {
    await signIn(page, 'demo.super');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('We do not inherit the earth')).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('wrong credentials are refused with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('demo.user');
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'ERROR' })).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('logging out ends the session and protected pages ask for a login again', async ({ page }) => {
    await signIn(page, 'demo.user');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/users');
    await expect(page).toHaveURL('/login?redirect=%2Fusers');
    expect(await page.evaluate(() => [localStorage.getItem('huella.token'), localStorage.getItem('huella.user')])).toEqual([null, null]);
  });

  test('a session the server no longer knows sends the user to the login with the page as redirect', async ({ page }) => {
    await signIn(page, 'demo.user');
    await page.evaluate(() => localStorage.setItem('huella.token', 'revoked-token'));
    await page.goto('/users');
    await expect(page).toHaveURL('/login?redirect=%2Fusers');
  });

  test('a user without the admin role who opens a user or material form lands on the dashboard, which says why', async ({ page }) => {
    await signIn(page, 'demo.user');
    await page.goto('/users/edit');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Your role cannot open /users/edit' })).toBeVisible();
    // Still signed in, in the app: no public page with a "Log in" button.
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    await page.goto('/materials/edit');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Your role cannot open /materials/edit' })).toBeVisible();
  });

  test('an unknown address shows the not-found page; the built screens are offered to every role', async ({ page }) => {
    await signIn(page, 'demo.user');
    // Statistics are built (issue #14): offered in the menu and on the dashboard to every role.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/stats');
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /^Statistics$/ })).toHaveAttribute('href', '/stats');
    // Consumptions are built (issue #12): offered in the menu and on the dashboard of a company that has them.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Consumptions' })).toHaveAttribute('href', '/consumptions');
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Consumptions' })).toHaveAttribute('href', '/consumptions');
    await page.goto('/statistics-of-nothing');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('the menu follows the company: only-scope-3 companies get Materials and the user guide', async ({ page }) => {
    await signIn(page, 'scope3.super');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Consumptions' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Configuration' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Materials' })).toHaveAttribute('href', '/materials');
    const guide = menu.getByRole('link', { name: 'User guide (PDF)' });
    await expect(guide).toHaveAttribute('href', '/pdf/user-guide-en.pdf');
    const english = await page.request.get((await guide.getAttribute('href')) ?? '');
    expect(english.headers()['content-type']).toBe('application/pdf');
    expect((await english.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'ESP' }).click();
    const spanish = page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Guía de usuario (PDF)' });
    await expect(spanish).toHaveAttribute('href', '/pdf/user-guide-sp.pdf');
    expect((await page.request.get('/pdf/user-guide-sp.pdf')).headers()['content-type']).toBe('application/pdf');
  });

  test('the platform company sees the configuration shortcut on the dashboard; others only in the menu', async ({ page }) => {
    await signIn(page, 'platform.super');
    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'Configuration' })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();

    await signIn(page, 'demo.super');
    await expect(page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Configuration' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Configuration' })).toBeVisible();
  });
});
