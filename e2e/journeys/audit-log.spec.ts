import { expect, test } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { openAs, unique } from '../support/users.ts';

// docs/decisions/0014-audit-log.md: a super user reads who did what to the company's reports and users, when and
// from where; nobody else finds the log.

test.describe('Activity log', () => {
  test("a super user finds a colleague's consolidation in the activity log, filters it and works it with the keyboard", async ({ page, request }) => {
    const user = await apiAs(request, 'demo.user');
    const report = await user.post<{ id: number; reference: string }>('/api/reports/', { project_name: unique('Audited shipment'), date: '2026-03-02' });
    await user.post(`/api/reports/${report.id}/consolidate/`, {});

    await openAs(page, 'demo.super', '/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity log' }).click();
    await expect(page).toHaveURL('/activity');
    await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: report.reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('demo.user');
    await expect(row).toContainText('Consolidated a report');
    await expect(row).toContainText('Transport report');
    await expect(row).toContainText('127.0.0.1');
    expect(await seriousViolations(page)).toEqual([]);

    // The filters from the keyboard: the action, then the person.
    await page.getByRole('combobox', { name: 'Action' }).focus();
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Deleted a report' });
    await expect(page.getByRole('row').filter({ hasText: report.reference })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Consolidated a report' });
    await expect(row).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Person')).toHaveFocus();
    await page.keyboard.type('demo.admin');
    await expect(page.getByRole('row').filter({ hasText: report.reference })).toHaveCount(0);
    await page.getByLabel('Person').fill('demo.user');
    await expect(row).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('shows the log in Spanish', async ({ page, request }) => {
    const admin = await apiAs(request, 'demo.admin');
    // A name that sorts after demo.admin: the users journey expects demo.admin first in the shared database.
    const username = unique('registrada');
    await admin.post('/api/users/', { username, name: 'Auditada', email: `${username}@example.com`, password: 'a-good-password' });
    await openAs(page, 'demo.super', '/activity', 'es');
    await expect(page.getByRole('heading', { name: 'Registro de actividad', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText('Creó un usuario');
    await expect(row).toContainText('Rol: Otro');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('is not offered to admin and other users, and tells them why when they open it', async ({ page }) => {
    await openAs(page, 'demo.admin', '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity log' })).toHaveCount(0);
    await page.goto('/activity');
    await expect(page.getByText('Only super users read the activity log.')).toBeVisible();
  });
});
