import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api.ts';
import { openAs } from '../support/users.ts';

// The server's Content-Security-Policy forbids inline and evaluated scripts. A page that breaks it still works but
// the browser reports every breach (Lighthouse's best-practices counts them): zod's eval probe once did on the
// pages that validate with it (issue #21).
async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

test('the pages that validate with zod keep to the Content-Security-Policy', async ({ page }) => {
  const violations = await watchViolations(page);
  const api = await apiAs(page.request, 'demo.super');
  const list = await api.get<{ results: { id: number; type: string }[] }>('/api/reports/', { page_size: '50' });
  const report = list.results.find((row) => row.type === 'transport');
  expect(report, 'the demo company has a transport report').toBeDefined();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('User must not be blank').first()).toBeVisible();

  await page.goto('/contact');
  await page.getByRole('button', { name: /^Send/ }).click();
  await expect(page.getByText('The field Name is empty.').first()).toBeVisible();

  await openAs(page, 'demo.super', '/reports');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.goto(`/reports/${report!.id}/edit`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/reports/${report!.id}/totals`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A frame for late reports: the browser fires the event after the task that broke the policy.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  expect(violations).toEqual([]);
});
