import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo logins seeded by the server; the password is set by the e2e run (playwright.config.ts). */
export const DEMO_PASSWORD = 'demo-pass-123';
export type DemoLogin = 'platform.super' | 'demo.super' | 'demo.admin' | 'demo.user' | 'scope3.super';

/** Signs in through the login form, as a person would, and waits for the welcome line. */
export async function signIn(page: Page, username: DemoLogin, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
}

/** A token for a demo login, from the API call the login form makes. */
export async function apiToken(request: APIRequestContext, username: DemoLogin): Promise<string> {
  const answer = await request.post('/api/get-token/', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.status(), `the API signs ${username} in`).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Signs in without the login form, for journeys whose subject is not the login: the token and the user come from
 * the API calls the form makes and go into local storage where the form puts them, with the language the ESP/ENG
 * switch would store. Each journey is spared two page loads (the login screen, then the dashboard), a few seconds
 * of a shared CI core. The form itself is walked by the access, language, password, public-site and user-guide
 * journeys and the whole report journey (docs/architecture.md §5).
 */
export async function storeSession(page: Page, username: DemoLogin, language: 'en' | 'es' = 'en') {
  const token = await apiToken(page.request, username);
  const userAnswer = await page.request.get('/api/rest-auth/user/', { headers: { Authorization: `Token ${token}` } });
  expect(userAnswer.status()).toBe(200);
  const user: unknown = await userAnswer.json();
  // Local storage belongs to the origin: a page of the origin without the app's scripts is the cheapest to open.
  await page.goto('/favicon.svg');
  await page.evaluate((stored: [string, string][]) => {
    for (const [key, value] of stored) localStorage.setItem(key, value);
  }, [
    ['huella.token', token],
    ['huella.user', JSON.stringify(user)],
    ['huella.language', language],
  ] satisfies [string, string][]);
}

/** storeSession, then `path`. */
export async function openAs(page: Page, username: DemoLogin, path: string, language: 'en' | 'es' = 'en') {
  await storeSession(page, username, language);
  await page.goto(path);
}

/** A name no other test (or earlier run on the same data) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
