import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** The seeded users the API tests act as: each role of the demo company, a scope-3-only company's super, the platform's. */
export const SEEDED_USERS = ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super'] as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
export type Json = Record<string, any>;

export interface SignedInApp {
  /** The file's app: it is made before the file's tests, so read it inside a test or a hook. */
  app(): TestApp;
  /** The token of a signed-in user. */
  as(who: string): string;
  /** `who` calls `url`, with a JSON body when there is one; the answer as inject gives it. */
  call(who: string, method: Method, url: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** As `call`, the answer read: its status, and its JSON body (null when it has none). */
  callJson(who: string, method: Method, url: string, payload?: object, language?: 'en' | 'es'): Promise<{ status: number; body: Json }>;
  /** Setting the scene: `who` POSTs to `url`, and anything but 201 is a broken fixture, not a finding. */
  created(who: string, url: string, payload: object, language?: 'en' | 'es'): Promise<Json>;
}

/**
 * One app and database for the test file (createTestApp), closed after it, with `users` signed in once before its
 * tests. Call it at the top of the file: it registers the file's first beforeAll, so the file's own run after it.
 */
export function signedInApp(users: readonly string[] = SEEDED_USERS): SignedInApp {
  let t: TestApp | undefined;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const u of users) tokens[u] = await t.login(u);
  });
  afterAll(() => t?.close());

  const app = () => {
    if (!t) throw new Error('the test app is made in beforeAll: read it inside a test or a hook');
    return t;
  };
  const as = (who: string) => tokens[who]!;
  const call: SignedInApp['call'] = (who, method, url, payload, headers = {}) => app().call(as(who), { method, url, headers, ...(payload ? { payload } : {}) });
  const callJson: SignedInApp['callJson'] = async (who, method, url, payload, language) => {
    const res = await call(who, method, url, payload, language ? { 'accept-language': language } : {});
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };
  const created: SignedInApp['created'] = async (who, url, payload, language) => {
    const res = await callJson(who, 'POST', url, payload, language);
    if (res.status !== 201) throw new Error(`POST ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return { app, as, call, callJson, created };
}
