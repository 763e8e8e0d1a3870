import { expect, type Page } from '@playwright/test';

/** Demo logins seeded by the server; the password is set by the e2e run (playwright.config.ts). */
export const DEMO_PASSWORD = 'demo-pass-123';
export type DemoLogin = 'platform.super' | 'demo.super' | 'demo.admin' | 'demo.user' | 'scope3.super';

/** Signs in through the login form, as a person would, and waits for the welcome line. */
export async function signIn(page: Page, username: DemoLogin, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}

/** A name no other test (or earlier run on the same data) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
