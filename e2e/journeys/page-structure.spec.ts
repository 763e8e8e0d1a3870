import { expect, test, type Page } from '../support/test.ts';
import { apiAs } from '../support/api.ts';
import { headingOutline } from '../support/headings.ts';
import { openAs } from '../support/users.ts';

// Page structure for assistive technology (issue #21 item 7): a screen reader's list of headings starts with the
// page's title, and the keyboard can pass the top bar and the menu with one key.

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0);
}

/** The page's title is its one h1 and its first heading: the shell's greeting, menu and top bar add none before it. */
async function expectTitleFirst(page: Page) {
  const outline = await headingOutline(page);
  expect(outline[0]?.level, `the first heading of ${page.url()}: ${JSON.stringify(outline.slice(0, 3))}`).toBe(1);
  expect(outline[0]?.name).not.toBe('');
  expect(outline.filter((heading) => heading.level === 1), `h1 headings of ${page.url()}`).toHaveLength(1);
}

const PUBLIC_PAGES = ['/', '/login', '/product', '/contact', '/privacy-policy', '/terms-conditions', '/no-such-page'];

const APP_PAGES = [
  '/dashboard',
  '/reports',
  '/report/add',
  '/reports/:transport/edit',
  '/reports/:transport/totals',
  '/consumptions',
  '/consumptions/add',
  '/consumptions/:consumption/edit',
  '/consumptions/:consumption/totals',
  '/users',
  '/users/edit',
  '/users/:user/edit',
  '/activity',
  '/materials',
  '/materials/edit',
  '/configuration/centers',
  '/configuration/centers/edit',
  '/configuration/suppliers',
  '/configuration/car-families',
  '/configuration/cars',
  '/configuration/accounts',
  '/stats',
  '/reviews',
  '/reviews/:review',
  '/imports',
  '/password',
  '/legal-notice',
  '/no-such-page',
];

test.describe('Page structure', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} opens its headings with its title`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectTitleFirst(page);
    });
  }

  test('every page of the application opens its headings with its title, not with the greeting', async ({ page, request }) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, 'demo.super');
    const reports = async (type: string) => (await api.get<{ results: { id: number }[] }>('/api/reports/', { type })).results[0]?.id;
    const first = async (path: string) => (await api.get<{ results: { id: number }[] }>(path)).results[0]?.id;
    const ids = { transport: await reports('transport'), consumption: await reports('consumption'), review: await first('/api/reviews/'), user: await first('/api/users/') };
    expect(Object.values(ids).every(Boolean), 'the demo company has a transport and a consumption report, a review and a user').toBeTruthy();

    await openAs(page, 'demo.super', '/dashboard');
    for (const path of APP_PAGES) {
      await page.goto(path.replace(/:(\w+)/, (_match, type: keyof typeof ids) => String(ids[type])));
      await settled(page);
      // The greeting is still there, as text.
      await expect(page.getByText(/^Welcome, /)).toBeVisible();
      await expectTitleFirst(page);
    }
  });

  for (const { name, path, language, skip, firstControl } of [
    { name: 'the public site', path: '/login', language: 'en', skip: 'Skip to content', firstControl: { role: 'textbox', name: 'Username' } },
    { name: 'a page without the top bar', path: '/contact', language: 'es', skip: 'Saltar al contenido', firstControl: { role: 'textbox', name: /^Nombre/ } },
    { name: 'the application', path: '/users', language: 'en', skip: 'Skip to content', firstControl: { role: 'combobox', name: 'Rows per page' } },
  ] as const) {
    test(`on ${name} the first Tab offers to skip to the content, and the next reaches the page's own first control`, async ({ page }) => {
      if (path === '/users') await openAs(page, 'demo.super', path, language);
      else {
        await page.addInitScript((chosen) => localStorage.setItem('huella.language', chosen), language);
        await page.goto(path);
      }
      await settled(page);
      const skipLink = page.getByRole('link', { name: skip });
      // Out of sight until focused: a clipped pixel, then a button a reader sees at the top of the window.
      const width = async () => (await skipLink.boundingBox())?.width ?? 0;
      expect(await width()).toBeLessThanOrEqual(1);

      await page.keyboard.press('Tab');
      await expect(skipLink).toHaveFocus();
      await expect(skipLink).toBeInViewport();
      expect(await width()).toBeGreaterThan(100);
      await page.keyboard.press('Enter');
      await expect(skipLink).not.toHaveFocus();
      await expect(page).toHaveURL(path);

      await page.keyboard.press('Tab');
      await expect(page.getByRole(firstControl.role, { name: firstControl.name })).toHaveFocus();
    });
  }
});
