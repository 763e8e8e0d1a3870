import { expect as baseExpect, test as base, type BrowserContext, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

// The server's Content-Security-Policy forbids inline and evaluated scripts (docs/security.md). A page that breaks
// the policy still works, but the browser reports every breach, as zod's eval probe once did on the pages that
// validate with zod (issue #21). Every journey's browser context watches for breaches: every screen any journey
// opens, in either language and in any state, is held to the policy, and a journey with a breach fails at its end.

const reports = new WeakMap<BrowserContext, string[]>();

/** What the policy refused in this page's context so far: a test that breaks it on purpose reads and clears it. */
export function policyViolations(page: Page): string[] {
  const reported = reports.get(page.context());
  if (!reported) throw new Error('policyViolations: the page was not opened by this module’s test');
  return reported;
}

/** A frame for late reports: the browser fires the event after the task that broke the policy. */
export const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));

async function watchPolicy(context: BrowserContext): Promise<string[]> {
  const reported: string[] = [];
  reports.set(context, reported);
  await context.exposeBinding('huellaReportViolation', ({ page }, text: string) => {
    reported.push(`${text} (on ${page?.url() ?? 'a page'})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { huellaReportViolation: (text: string) => Promise<void> }).huellaReportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // Chromium also writes each breach to the console, sometimes before any script of the page runs.
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|^Refused to/i.test(message.text())) reported.push(`${message.text()} (on ${message.page()?.url() ?? 'a page'})`);
  });
  return reported;
}

/** Where the focus is, in words: what a failed focus check says beside the element it wanted. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const where =
      active === null || active === document.body
        ? 'on the page itself (nothing focused)'
        : `on <${active.tagName.toLowerCase()}> "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60)}"${active.isConnected ? '' : ' (no longer in the page)'}`;
    return document.hasFocus() ? where : `${where}, and the document itself has no focus`;
  });
}

export const expect = baseExpect.extend({
  /**
   * toBeFocused that says, when it fails, where the focus is instead: the runner's closing lines print an error's first
   * two lines, and a focus that fell to the page reads otherwise the same as one taken by another element.
   */
  async toHaveFocus(this: { isNot: boolean }, locator: Locator, options?: { timeout?: number }) {
    const name = 'toHaveFocus';
    if (this.isNot) {
      // Asked with .not: the plain matcher's own wait and message; pass is read the other way round.
      await baseExpect(locator).not.toBeFocused(options);
      return { pass: false, name, message: () => '' };
    }
    try {
      await baseExpect(locator).toBeFocused(options);
      return { pass: true, name, message: () => '' };
    } catch (error) {
      const where = await describeFocus(locator.page());
      return { pass: false, name, message: () => `expected the focus on ${locator.toString()}, but it is ${where}\n${(error as Error).message}` };
    }
  },
});

export const test = base.extend({
  context: async ({ context }, use) => {
    const reported = await watchPolicy(context);
    await use(context);
    baseExpect(reported, 'what the Content-Security-Policy refused during the journey').toEqual([]);
  },
});
