import { apiAs } from '../support/api.ts';
import { expect, policyViolations, settle, test } from '../support/test.ts';
import { openAs } from '../support/users.ts';

// The server's Content-Security-Policy forbids inline and evaluated scripts. Every journey's browser context watches
// for breaches (support/test.ts), so each screen a journey opens is held to it; this file adds what no other journey
// does: the validation that once broke it, the served HTML, the API documentation, and proof that the watch works.

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
  expect(policyViolations(page)).toEqual([]);
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
  await page.goto('/product');
  const violations = policyViolations(page);
  expect(violations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.planted = true';
    document.body.append(script);
  });
  await settle(page);
  expect(await page.evaluate(() => (window as unknown as { planted?: boolean }).planted)).toBeUndefined();
  expect(violations.join('\n')).toMatch(/script-src/);
  // Planted on purpose: the journey's own check at its end must not fail on it.
  violations.length = 0;
});

test('the API documentation keeps to the Content-Security-Policy', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Huella API');
  await page.locator('.opblock-summary-path', { hasText: /^\/api\/reports\/$/ }).first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  await settle(page);
  expect(policyViolations(page)).toEqual([]);
});
