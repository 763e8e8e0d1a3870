import { expect, type Page } from '@playwright/test';

/** Mantine notifications render as alerts; the error ones carry the title ERROR (spec part 1 §8). */
export function notice(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Sees the notice, then closes it as a person would and waits until it has gone, so that the next
 * identical notice (a second "Success") is not confused with this one on a slow machine.
 */
export async function dismissNotice(page: Page, text: string | RegExp): Promise<void> {
  const shown = notice(page, text);
  await expect(shown).toBeVisible();
  await shown.getByRole('button').click();
  await expect(shown).toHaveCount(0);
}
