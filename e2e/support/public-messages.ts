import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './users.ts';

interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  company: string;
  language: string;
  remarks?: string;
  comments?: string;
  product?: string;
}

/**
 * What the platform's super user reads in the list of stored information requests or contact messages
 * (the lists only they may read), filtered by a text unique to the test.
 */
export async function storedMessages(request: APIRequestContext, list: 'info-requests' | 'contact-messages', search: string) {
  const login = await request.post('/api/get-token/', { data: { username: 'platform.super', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`/api/${list}/`, { params: { search }, headers: { Authorization: `Token ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: StoredMessage[] }).results;
}

/** Counts the page's calls to one endpoint from now on, to show that a refused form sent nothing. */
export function countCalls(page: Page, path: string) {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls += 1;
  });
  return () => calls;
}
