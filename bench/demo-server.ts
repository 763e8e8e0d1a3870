// The built server on a fresh embedded database for the page benches (Lighthouse, pa11y), or a running one named by
// --url, and the demo company's transport report they open.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export interface DemoServer {
  base: string;
  /** The demo logins' password: HUELLA_DEMO_PASSWORD, which a running server must have been started with. */
  password: string;
  stop: () => void;
}

/** `url` names a running server; without it one starts on `port` with a data directory of its own under .cache/. */
export async function demoServer({ url, port, name }: { url?: string; port: number; name: string }): Promise<DemoServer> {
  const password = process.env.HUELLA_DEMO_PASSWORD ?? 'bench-pass-123';
  if (url) return { base: url.replace(/\/$/, ''), password, stop: () => undefined };
  const base = `http://127.0.0.1:${port}`;
  const dataDir = join(root, '.cache', `${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // HUELLA_WEB_DIST, when set, passes through: a second build can be measured without overwriting packages/web/dist.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HUELLA_DATA_DIR: dataDir, HUELLA_DEMO_PASSWORD: password, LOG_LEVEL: 'warn' },
  });
  await waitFor(`${base}/api/schema/`);
  return { base, password, stop: () => server.kill() };
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/** A call to the server's API; an answer other than 2xx throws with its status and the start of its body. */
export async function api<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${base}${path}`, init);
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  return (await answer.json()) as T;
}

/** demo.super's token and user (what the login form stores) and the id of one of the demo company's transport reports. */
export async function demoSession({ base, password }: DemoServer) {
  const { token } = await api<{ token: string }>(base, '/api/get-token/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.super', password }),
  });
  const auth = { Authorization: `Token ${token}` };
  const user = await api<unknown>(base, '/api/rest-auth/user/', { headers: auth });
  const list = await api<{ results: { id: number; type: string }[] }>(base, '/api/reports/?page_size=50', { headers: auth });
  const report = list.results.find((row) => row.type === 'transport');
  if (!report) throw new Error('the demo company has no transport report');
  return { token, user, reportId: report.id };
}

/** What the login form leaves in local storage, English chosen: a page opened with it is signed in. */
export function storedSession({ token, user }: { token: string; user: unknown }): [string, string][] {
  return [
    ['huella.token', token],
    ['huella.user', JSON.stringify(user)],
    ['huella.language', 'en'],
  ];
}

/** Runs in the page (page.evaluate, addInitScript): local storage emptied, then filled with `stored` when `keep`. */
export function fillLocalStorage([stored, keep]: readonly [[string, string][], boolean]) {
  localStorage.clear();
  if (keep) for (const [key, value] of stored) localStorage.setItem(key, value);
}

/** The eight pages of issue #21: the public four, then the signed-in dashboard, list, edit and totals. */
export function benchPages(reportId: number) {
  return ['/', '/login', '/product', '/contact', '/dashboard', '/reports', `/reports/${reportId}/edit`, `/reports/${reportId}/totals`];
}

export const isPublicPage = (page: string) => ['/', '/login', '/product', '/contact'].includes(page);
