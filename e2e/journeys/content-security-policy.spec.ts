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
    if (message.type() === 'error' && /Content Security Policy|^Refused to/i.test(message.text())) reported.push(message.text());
  });
  return reported;
}

/** A frame for late reports: the browser fires the event after the task that broke the policy. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

const PUBLIC_PAGES = ['/', '/login', '/product', '/contact', '/privacy-policy', '/terms-conditions'] as const;

/** What of a served HTML file breaks a policy without inline scripts: script elements without `src`, `on…=` handlers, `javascript:` links. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    // A data block (JSON) is not run, so a policy does not govern it.
    if (!/\ssrc=/i.test(attributes) && !/\stype=["']?application\/(ld\+)?json/i.test(attributes)) found.push(tag);
  }
  for (const [tag] of html.matchAll(/<[a-z][^>]*\son[a-z]+\s*=[^>]*>/gi)) found.push(tag);
  for (const [link] of html.matchAll(/(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) found.push(link);
  return found;
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
  await settle(page);
  expect(violations).toEqual([]);
});

// Issue #17 part 5 (docs/security.md): the whole app passes the policy, with no inline-script exception.
test('the served pages carry no inline script, and their policy allows none', async ({ request }) => {
  const pages = [...PUBLIC_PAGES.flatMap((path) => (['en', 'es'] as const).map((language) => ({ path, language }))), { path: '/reports', language: 'en' }, { path: '/api/docs/', language: 'en' }];
  for (const { path, language } of pages) {
    const answer = await request.get(path, { headers: { cookie: `huella_language=${language}` } });
    const what = `${path} (${language})`;
    expect(answer.status(), what).toBe(200);
    expect(answer.headers()['content-type'], what).toMatch(/^text\/html/);
    const policy = answer.headers()['content-security-policy'] ?? '';
    const scriptSources = /(?:^|;)\s*script-src\s+([^;]*)/.exec(policy)?.[1]?.trim();
    expect(scriptSources, what).toBe("'self'");
    expect(policy, what).toMatch(/(?:^|;)\s*script-src-attr 'none'/);
    expect(inlineScripts(await answer.text()), what).toEqual([]);
  }
  // The check itself finds what it looks for.
  expect(inlineScripts('<script>alert(1)</script><script type="module" src="/a.js"></script><div onclick="x()"><a href="javascript:x()">')).toHaveLength(3);
});

test('the browser reports a planted inline script, so a silent run means none ran', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/product');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.planted = true';
    document.body.append(script);
  });
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { planted?: boolean }).planted)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});

test('the public pages in both languages and the API documentation keep to the Content-Security-Policy', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  for (const language of ['en', 'es'] as const) {
    await page.context().addCookies([{ name: 'huella_language', value: language, url: baseURL! }]);
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await page.waitForLoadState('networkidle');
      await settle(page);
    }
  }
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Huella API');
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/reports\/$/ }).first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await settle(page);
  expect(violations).toEqual([]);
});

test('every main screen of the signed-in app keeps to the Content-Security-Policy', async ({ page }) => {
  test.slow();
  const violations = await watchViolations(page);
  const api = await apiAs(page.request, 'demo.super');
  const first = async (type: string) => (await api.get<{ results: { id: number }[] }>('/api/reports/', { type, page_size: '1' })).results[0];
  const transport = await first('transport');
  const consumption = await first('consumption');
  const reviews = await api.get<{ results: { id: number }[] }>('/api/reviews/');
  const users = await api.get<{ results: { id: number }[] }>('/api/users/');
  expect(transport && consumption && reviews.results[0] && users.results[0], 'the demo company has each kind of record').toBeTruthy();
  const screens = [
    '/dashboard',
    '/reports',
    '/report/add',
    `/reports/${transport!.id}/edit`,
    `/reports/${transport!.id}/totals`,
    '/imports',
    '/consumptions',
    `/consumptions/${consumption!.id}/edit`,
    `/consumptions/${consumption!.id}/totals`,
    '/stats',
    '/users',
    `/users/${users.results[0]!.id}/edit`,
    '/materials',
    '/materials/edit',
    '/reviews',
    `/reviews/${reviews.results[0]!.id}`,
    '/configuration/centers',
    '/configuration/suppliers',
    '/configuration/car-families',
    '/configuration/cars',
    '/configuration/accounts',
    '/password',
    '/legal-notice',
  ];
  await openAs(page, 'demo.super', '/dashboard');
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    await settle(page);
  }
  expect(violations).toEqual([]);
});
