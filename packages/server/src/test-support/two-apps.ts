import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { openAsBlob } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/connection.ts';
import { createPostgresDatabase, templateKey, testPostgres } from './template-database.ts';
import { DEMO_PASSWORD, TEST_SEED } from './test-seed.ts';
import { callers } from './test-app.ts';

/** One of two API apps on the same database, listening on a port of its own as a process behind a balancer would. */
export interface AppOnDatabase {
  app: FastifyInstance;
  /** Where it listens: `http://127.0.0.1:<port>`. */
  url: string;
  /** Its own database handle (its own pool on PostgreSQL). */
  db: Db;
  config: Config;
  call(token: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  login(username: string, password?: string): Promise<string>;
}

export interface TwoApps {
  a: AppOnDatabase;
  b: AppOnDatabase;
  /** The test's own connection to the shared database. */
  db: Db;
  kind: Database['kind'];
  close(): Promise<void>;
}

const nothingToDrop = async () => undefined;

/**
 * Two apps on one copy of the run's template database, as two API processes behind a balancer
 * (docs/scaling.md "What is stateless"): under TEST_DATABASE_URL each has its own connection pool to the same
 * PostgreSQL database, so whatever they share goes through PostgreSQL and nothing else; on PGlite (one process owns
 * an embedded database) both share its one connection in this process.
 */
export async function twoApps(env: Record<string, string> = {}): Promise<TwoApps> {
  const config = loadConfig({ HUELLA_DEMO_PASSWORD: DEMO_PASSWORD, LOG_LEVEL: 'silent', HUELLA_WEB_DIST: '/nonexistent', ...env });
  const template = inject('databaseTemplates')[templateKey(TEST_SEED)];
  const server = testPostgres();
  const databases: Database[] = [];
  let drop: () => Promise<void> = nothingToDrop;
  if (server && template?.kind === 'postgres') {
    const created = await createPostgresDatabase(server, 'huella_two', template.name);
    drop = created.drop;
    databases.push(await openPostgres(created.url, 5), await openPostgres(created.url, 5), await openPostgres(created.url, 2));
  } else if (!server && template?.kind === 'pglite') {
    const database = await openPglite(undefined, await openAsBlob(template.dataDirFile));
    databases.push(database, database, database);
  } else {
    throw new Error('No template database for this run: the server project builds it in its global setup (global-setup.ts).');
  }
  const [first, second, own] = databases as [Database, Database, Database];

  async function start(database: Database): Promise<AppOnDatabase> {
    const app = await buildApp({ db: database.db, config }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      app,
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      db: database.db,
      config,
      ...callers(app),
    };
  }
  const a = await start(first);
  const b = await start(second);
  return {
    a,
    b,
    db: own.db,
    kind: own.kind,
    async close() {
      await a.app.close();
      await b.app.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
    },
  };
}
