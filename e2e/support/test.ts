import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

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

export const test = base.extend({
  context: async ({ context }, use) => {
    const reported = await watchPolicy(context);
    await use(context);
    expect(reported, 'what the Content-Security-Policy refused during the journey').toEqual([]);
  },
});
