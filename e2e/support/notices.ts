import { expect, type Page } from '@playwright/test';

/** Mantine notifications render as alerts; the error ones carry the title ERROR (docs/spec/part-1.md §8). */
export function notice(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/**
 * Sees the notice and waits until it has closed by itself (2 s, docs/spec/part-1.md §9), so that the next identical
 * notice (a second "Success") is not confused with this one on a slow machine. (Clicking its close button
 * raced with the timer: a notice that closed first left the click waiting for the whole test.)
 */
export async function dismissNotice(page: Page, text: string | RegExp): Promise<void> {
  const shown = notice(page, text);
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCount(0, { timeout: 15_000 });
}
