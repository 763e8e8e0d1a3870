import { expect, test } from '../support/test.ts';
import { waitForSuggestion } from '../support/forms.ts';
import { openAs } from '../support/users.ts';

// A suggestion picked in a place field shows its text at once, but the place (its location) comes with a second
// request. Until it has arrived the field says it is looking the place up and keeps the hint to choose one, so a
// person knows the distance cannot be computed from it yet; once it has, both go.
test('a picked place says it is being looked up until its location has arrived', async ({ page }) => {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/places\/[^/?]+\/\?/, async (route) => {
    await held;
    await route.continue();
  });
  await openAs(page, 'demo.super', '/report/add');

  const origin = page.getByRole('combobox', { name: 'Origin' });
  await origin.fill('Valen');
  const option = page.getByRole('option', { name: 'Valencia, Spain', exact: true });
  await waitForSuggestion(origin, option);
  await option.click();

  await expect(origin).toHaveValue('Valencia, Spain');
  await expect(page.getByLabel('Searching places')).toBeVisible();
  await expect(origin).toHaveAccessibleDescription('Choose a place from the suggestions to store its location');

  release?.();
  await expect(page.getByLabel('Searching places')).toHaveCount(0);
  await expect(origin).not.toHaveAccessibleDescription(/suggestions/);
  await expect(origin).toHaveValue('Valencia, Spain');
});
