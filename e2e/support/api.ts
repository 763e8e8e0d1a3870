import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, type DemoLogin } from './users.ts';

/** Calls the real API as a demo login, for a journey's set-up (the browser is not involved). */
export async function apiAs(request: APIRequestContext, username: DemoLogin) {
  const tokenAnswer = await request.post('/api/get-token/', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await tokenAnswer.json()) as { token: string };
  const headers = { Authorization: `Token ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const answer = await request.get(path, { headers });
      if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const answer = await request.post(path, { headers, data });
      if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
  };
}
