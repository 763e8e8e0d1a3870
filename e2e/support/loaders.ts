import { expect, type Page } from '@playwright/test';

/** What a screen shows while it waits: Mantine's Loader, a busy table or region, a skeleton, a loading overlay. */
const LOADERS = ['.mantine-Loader-root', '[aria-busy="true"]', '.mantine-Skeleton-root[data-visible]', '.mantine-LoadingOverlay-root'];

/** A part of the window, in CSS pixels from its top left corner (as page.screenshot's `clip`). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The loaders visible in `region` (the whole window when omitted), each as its selector and accessible name. */
export async function loadersIn(page: Page, region?: Region): Promise<string[]> {
  return page.evaluate(
    ({ selectors, clip }) => {
      const area = clip ?? { x: 0, y: 0, width: window.innerWidth, height: window.innerHeight };
      const found: string[] = [];
      for (const selector of selectors) {
        for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
          const inside = box.right > area.x && box.left < area.x + area.width && box.bottom > area.y && box.top < area.y + area.height;
          // A loader is named by itself, by the status around it or by one it holds (the first bar of a table's skeleton).
          const status = element.closest('output[aria-label]') ?? element.querySelector(':scope > output[aria-label]');
          const name = element.getAttribute('aria-label') ?? status?.getAttribute('aria-label') ?? '';
          if (inside) found.push(`${selector} ${name}`.trim());
        }
      }
      return found;
    },
    { selectors: LOADERS, clip: region },
  );
}

/**
 * Waits until no loader is in the picture about to be taken, and fails naming the ones still there: a guide
 * must show the data, never the spinner in front of it (issue #11 item 10).
 */
export async function expectNoLoaders(page: Page, picture: string, region?: Region): Promise<void> {
  await expect
    .poll(() => loadersIn(page, region), { message: `${picture} would show a loader instead of the data`, timeout: 15_000 })
    .toEqual([]);
}
