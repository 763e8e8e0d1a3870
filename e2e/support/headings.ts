import type { Page } from '@playwright/test';

export interface Heading {
  level: number;
  name: string;
}

/** The page's headings in document order with their levels, as a screen reader's list of headings gives them. */
export async function headingOutline(page: Page): Promise<Heading[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
      // Left out as assistive technology leaves them out: not rendered, or hidden from it.
      .filter((element) => element.getClientRects().length > 0 && element.closest('[aria-hidden="true"]') === null)
      .map((element) => ({
        level: Number(element.getAttribute('aria-level') ?? element.tagName.slice(1)),
        name: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      })),
  );
}
