import { expect, test, type Page } from '../support/test.ts';
import { translator } from '../support/i18n.ts';

// The public pages come rendered by the build, in the visitor's language (docs/performance.md): a phone shows the
// text before any script has run, and the scripts then take the page over without redrawing it.
// A page with a form names its submit button: without our scripts the browser would submit the form itself, with
// the fields (a password too) in the address, so the button waits for them.
const PAGES = [
  { path: '/', heading: 'landing.hero_title', submit: 'landing.form_submit' },
  { path: '/login', heading: 'login.title', submit: 'login.submit' },
  { path: '/product', heading: 'product.title' },
  { path: '/contact', heading: 'contact.title', submit: 'contact.send' },
  { path: '/privacy-policy', heading: 'legal.privacy.title' },
  { path: '/terms-conditions', heading: 'legal.terms.title' },
] as const;

const LANGUAGES = ['en', 'es'] as const;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const language of LANGUAGES) {
  const t = translator(language);

  test(`the public pages arrive written in ${language}, and read the same without scripts`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    if (language === 'es') await context.addCookies([{ name: 'huella_language', value: 'es', url: baseURL! }]);
    const page = await context.newPage();
    for (const entry of PAGES) {
      const { path, heading } = entry;
      const response = await page.goto(path);
      expect(response?.headers()['vary'], path).toMatch(/cookie/i);
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: t(heading) }), path).toBeVisible();
      expect(await page.title(), path).toContain('Huella');
      if ('submit' in entry) await expect(page.getByRole('button', { name: t(entry.submit) }), path).toBeDisabled();
    }
    await context.close();
  });

  test(`the scripts take the ${language} public pages over without an error, and they work`, async ({ browser, baseURL }) => {
    const context = await browser.newContext();
    if (language === 'es') {
      await context.addCookies([{ name: 'huella_language', value: 'es', url: baseURL! }]);
      await context.addInitScript(() => localStorage.setItem('huella.language', 'es'));
    }
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const entry of PAGES) {
      await page.goto(entry.path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: t(entry.heading) }), entry.path).toBeVisible();
      if ('submit' in entry) await expect(page.getByRole('button', { name: t(entry.submit) }), entry.path).toBeEnabled();
    }
    // Taken over: a client-side link and a form check answer.
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page.getByText(t('validation.blank', { field: t('fields.user') })).first()).toBeVisible();
    await page.getByRole('link', { name: t('landing.nav_product') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('product.title') })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a language chosen on the page is the one the server writes the next page in', async ({ page }) => {
  await page.goto('/product', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'ESP' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const html = await (await page.request.get('/product')).text();
  expect(html).toContain('<html lang="es"');
  expect(html).toContain(translator('es')('product.title'));
});

test('a Spanish choice made before the language cookie existed still shows Spanish, with no error', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('huella.language', 'es'));
  // No cookie: the server sends the English copy, which the scripts replace.
  await page.goto('/product', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: translator('es')('product.title') })).toBeVisible();
  expect(errors).toEqual([]);
});

// A phone's slower processor (Chromium's CPU throttling, 4×) widens the time between the first paint and the page's
// own chunk arriving: anything that replaced the written-out page then (a spinner while the chunk loads) would be seen.
test('on a slow phone the written-out pages stay on screen while the scripts take them over', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Records each heading or spinner taken off or put into the page once the document is parsed.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { redrawn: seen });
    const note = (change: string, node: Node) => {
      const watched = 'h1, .mantine-Loader-root';
      if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) seen.push(`${change} ${node.outerHTML.slice(0, 80)}`);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) note('removed', node);
        for (const node of Array.from(record.addedNodes)) note('added', node);
      }
    });
    // From the end of parsing (before the scripts run): the parser's own insertions are the page arriving.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') observer.observe(document, { childList: true, subtree: true });
    });
  });
  for (const entry of PAGES) {
    await page.goto(entry.path, { waitUntil: 'networkidle' });
    if ('submit' in entry) await expect(page.getByRole('button', { name: translator('en')(entry.submit) }), entry.path).toBeEnabled();
    const redrawn = await page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn);
    expect(redrawn, entry.path).toEqual([]);
  }
});
