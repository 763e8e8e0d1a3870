import type { APIRequestContext } from '@playwright/test';
import { apiToken, type DemoLogin } from './users.ts';

/** Calls the real API as a demo login, for a journey's set-up and refusals (the browser is not involved). */
export async function apiAs(request: APIRequestContext, username: DemoLogin) {
  const headers = { Authorization: `Token ${await apiToken(request, username)}` };
  return {
    async get<T>(path: string, params: Record<string, string> = {}): Promise<T> {
      const answer = await request.get(path, { headers, params });
      if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const answer = await request.post(path, { headers, data });
      if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}: ${await answer.text()}`);
      return (await answer.json()) as T;
    },
    /** The status a change answers, refused or not. */
    async status(method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<number> {
      return (await request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) })).status();
    },
  };
}

export type Api = Awaited<ReturnType<typeof apiAs>>;
