import { expect, test } from '../support/test.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs } from '../support/users.ts';

test.describe('Accessibility', () => {
  test('the login page has no serious or critical axe violations, also with an error shown', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ERROR' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/users', 'Users'],
    ['/materials', 'Materials'],
    ['/users/edit', 'New user'],
    ['/materials/edit', 'New material'],
    ['/activity', 'Activity log'],
  ] as const) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await openAs(page, 'demo.super', path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the users list can be worked with the keyboard alone, and its delete dialog passes axe', async ({ page }) => {
    await openAs(page, 'demo.super', '/users');
    await page.getByLabel('Rows per page').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Search by username')).toHaveFocus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'New user' })).toHaveFocus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Username/ })).toHaveFocus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('columnheader', { name: /Username/ })).toHaveAttribute('aria-sort', 'descending');

    await page.getByRole('button', { name: 'Delete demo.admin' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete user' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
