import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openAsBlob } from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/connection.ts';
import type { SeedOptions } from '../db/seed.ts';
import { createMailer } from '../mail/mailer.ts';
import { startOutbox, type OutboxTiming } from '../mail/outbox.ts';
import { startRecalculator } from '../resources/reviews/recalculator.ts';
import type { AppDeps } from '../app-deps.ts';
import { createPostgresDatabase, migrateAndSeed, templateKey, testPostgres } from './template-database.ts';
import { DEMO_PASSWORD } from './test-seed.ts';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** A token for a seeded user. */
  login(username: string, password?: string): Promise<string>;
  /** Inject with a token (and JSON body) in one call. */
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A real database per test file: PGlite in memory, or a fresh database on the PostgreSQL server
 * named by TEST_DATABASE_URL (created here, dropped on close), so the same suite runs on both.
 * Under vitest it is a copy of the run's template (template-database.ts) when one was built with the
 * same seed; otherwise (another seed, or a bench outside vitest) it is migrated and seeded here.
 */
async function openTestDatabase(seedOptions: SeedOptions): Promise<{ database: Database; drop: () => Promise<void> }> {
  const templates = process.env.VITEST ? (await import('vitest')).inject('databaseTemplates') : undefined;
  const template = templates?.[templateKey(seedOptions)];
  const server = testPostgres();
  if (!server) {
    if (template?.kind === 'pglite') return { database: await openPglite(undefined, await openAsBlob(template.dataDirFile)), drop: async () => undefined };
    const database = await openPglite(undefined);
    await migrateAndSeed(database, seedOptions);
    return { database, drop: async () => undefined };
  }
  const { url, drop } = await createPostgresDatabase(server, 'huella_test', template?.kind === 'postgres' ? template.name : undefined);
  const database = await openPostgres(url, 5);
  if (template?.kind !== 'postgres') await migrateAndSeed(database, seedOptions);
  return { database, drop };
}

// Retries in tests come within a second, not a minute.
const TEST_OUTBOX_TIMING: OutboxTiming = { pollMs: 100, baseDelayMs: 200, maxDelayMs: 400, leaseMs: 5_000 };

export interface TestAppOptions {
  /** Runs on the built app before it is ready, the last moment hooks can be added (the API fuzz reads errors here). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Log lines (at the env's LOG_LEVEL) go here instead of nowhere. */
  logStream?: { write(line: string): void };
}

/** With `SMTP_URL` (and `MAIL_TO`) in `env`, the mail outbox runs as it does under main.ts. */
/** Calls to an app as a signed-in client makes them: with a token, and a login that gives one. */
export function callers(app: FastifyInstance): Pick<TestApp, 'call' | 'login'> {
  return {
    call: (token, options) => app.inject({ ...options, headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...options.headers } }),
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/get-token/', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}, testOptions: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ HUELLA_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'silent', HUELLA_WEB_DIST: '/nonexistent', ...env });
  const { database, drop } = await openTestDatabase({ demo: config.demo, demoPassword: config.demoPassword });
  const deps: AppDeps = { db: database.db, config };
  const app = await buildApp(deps, testOptions.logStream ? { logStream: testOptions.logStream } : { logger: false });
  testOptions.beforeReady?.(app);
  await app.ready();
  deps.outbox = config.mail ? startOutbox(database.db, createMailer(config.mail), app.log, TEST_OUTBOX_TIMING) : undefined;
  deps.recalculator = startRecalculator(database.db, app.log, { pollMs: 3_600_000, batch: 25 });


  return {
    app,
    db: database.db,
    config,
    ...callers(app),
    async close() {
      await deps.outbox?.stop();
      await deps.recalculator?.stop();
      await app.close();
      await database.close();
      await drop();
    },
  };
}
