import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDatabaseFromTemplate, type ServerDatabase } from './test-support/server-database.ts';
import { apiLogin, startServer, stopServer, type ServerProcess } from './test-support/server-process.ts';
import { DEMO_PASSWORD } from './test-support/test-seed.ts';

const started: ServerProcess[] = [];
const databases: ServerDatabase[] = [];
const directories: string[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => stopServer(s, 'SIGKILL')));
  await Promise.all(databases.map((d) => d.drop()));
  await Promise.all(directories.map((d) => rm(d, { recursive: true, force: true })));
});

/** A copy of the run's template in a data directory of its own (server-database.ts). */
async function embeddedDatabase(): Promise<Record<string, string>> {
  const database = await serverDatabaseFromTemplate();
  databases.push(database);
  return database.env;
}

async function start(env: Record<string, string>) {
  const s = await startServer({ HUELLA_DEMO_PASSWORD: DEMO_PASSWORD, ...env });
  started.push(s);
  return s;
}

const serverUrl = process.env.TEST_DATABASE_URL;

// The PostgreSQL pass of CI (TEST_DATABASE_URL) has no embedded database to offer; these ran in the first pass.
describe.skipIf(serverUrl)('embedded database (PGlite)', () => {
  it('refuses a second process on the same data directory with a clear message', async () => {
    const env = await embeddedDatabase();
    const first = await start(env);
    const second = await startServer({ ...env, HUELLA_DEMO_PASSWORD: DEMO_PASSWORD }).catch((e: { code: number; output: string }) => e);
    expect(second).toMatchObject({ code: 2 });
    expect((second as { output: string }).output).toContain(`Another Huella process (pid ${first.child.pid}) is using the embedded database`);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/api/schema/`)).status).toBe(200);
    await stopServer(first);
  }, 120_000);

  it('answers at once on a first start, and holds API requests until the new database is migrated and seeded', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'huella-first-start-'));
    directories.push(dir);
    // Fastify's own line says where it listens, before the database is ready (docs/decisions/0013-start-up.md).
    const server = await startServer(
      { HUELLA_DATA_DIR: dir, HUELLA_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'info' },
      180_000,
      /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
    );
    started.push(server);
    const at = { schema: 0, login: 0 };
    const login = apiLogin(server.url, 'demo.super', DEMO_PASSWORD).then((token) => {
      at.login = performance.now();
      return token;
    });
    const schema = await fetch(`${server.url}/api/schema/`);
    at.schema = performance.now();
    expect(schema.status).toBe(200);
    // The login waited for the database instead of failing, and was answered after the document.
    const token = await login;
    expect(at.schema).toBeLessThan(at.login);
    expect(server.output()).toContain('Huella is running');
    const reports = await fetch(`${server.url}/api/reports/?page_size=1`, { headers: { authorization: `Token ${token}` } });
    expect(((await reports.json()) as { count: number }).count).toBeGreaterThanOrEqual(30);
    await stopServer(server);
  }, 240_000);

  it('loses no acknowledged write when killed with SIGKILL during writes, and restarts on the same directory', async () => {
    const env = await embeddedDatabase();
    const server = await start(env);
    const token = await apiLogin(server.url, 'demo.super', DEMO_PASSWORD);
    const acknowledged: number[] = [];
    const state = { stop: false };
    const writer = (async () => {
      for (let i = 0; !state.stop; i++) {
        try {
          const res = await fetch(`${server.url}/api/commodities/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
            body: JSON.stringify({ name: `Crash test ${i}`, description: 'written before the kill' }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
        } catch {
          return; // the connection died with the process
        }
      }
    })();
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    await stopServer(server, 'SIGKILL');
    state.stop = true;
    await writer;

    const again = await start(env);
    const token2 = await apiLogin(again.url, 'demo.super', DEMO_PASSWORD);
    const res = await fetch(`${again.url}/api/commodities/?search=crash%20test&page_size=1000`, {
      headers: { authorization: `Token ${token2}` },
    });
    const stored = ((await res.json()) as { results: { id: number }[] }).results.map((r) => r.id);
    expect(stored).toEqual(expect.arrayContaining(acknowledged));
    await stopServer(again);
  }, 180_000);
});

describe.runIf(serverUrl)('PostgreSQL server', () => {
  it('runs two API processes on one database that migrate once and serve the same data', async () => {
    const name = `huella_proc_${Date.now()}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([start({ DATABASE_URL: url.toString() }), start({ DATABASE_URL: url.toString() })]);
      const token = await apiLogin(a!.url, 'demo.admin', DEMO_PASSWORD);
      const created = await fetch(`${a!.url}/api/commodities/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify({ name: 'Shared between processes', description: 'seen by both' }),
      });
      const { id } = (await created.json()) as { id: number };
      // The token issued by process A works on process B: no state lives in a process.
      const read = await fetch(`${b!.url}/api/commodities/${id}/`, { headers: { authorization: `Token ${token}` } });
      expect(read.status).toBe(200);
      const users = await fetch(`${b!.url}/api/users/?page_size=100`, { headers: { authorization: `Token ${token}` } });
      // Seeded once although both started together.
      expect(((await users.json()) as { count: number }).count).toBe(3);
      await Promise.all([stopServer(a!), stopServer(b!)]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
