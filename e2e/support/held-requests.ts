import type { Page } from '@playwright/test';

/**
 * Holds back the answers to the requests matching `url` (a file, an API call) until the returned function is called:
 * what a page shows while that part is still on its way.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release?.();
}
