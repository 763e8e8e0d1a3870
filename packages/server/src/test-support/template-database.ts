import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openPglite, openPostgres, type Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { seed, type SeedOptions } from '../db/seed.ts';

/**
 * Migrating and seeding a database costs seconds; every API test file needs one. The server project's
 * global setup (global-setup.ts) builds one migrated and seeded template per run, and each test file
 * gets a copy of it: PGlite loads the template's data directory, PostgreSQL runs CREATE DATABASE … TEMPLATE.
 */
export type DatabaseTemplate = { kind: 'pglite'; dataDirFile: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  interface ProvidedContext {
    /** Keyed by templateKey of the seed they were built with. */
    databaseTemplates: Record<string, DatabaseTemplate>;
  }
}

/** The seed decides what a template holds: a test asking for another seed gets a database of its own. */
export function templateKey(options: SeedOptions): string {
  return JSON.stringify([options.demo, options.demoPassword ?? null]);
}

export async function migrateAndSeed(database: Database, options: SeedOptions): Promise<void> {
  await migrate(database.db, database.kind);
  await seed(database.db, options);
}

export interface TestPostgres {
  url: string;
  adminUrl: string;
}

/**
 * The PostgreSQL server of the API suite, or undefined for PGlite. The apps connect through `url`
 * (TEST_DATABASE_URL), which may be a PgBouncer in transaction mode (docs/scaling.md "Connection pooling with
 * PgBouncer"); databases are created, copied from the template, built and dropped through `adminUrl`
 * (TEST_ADMIN_DATABASE_URL, default the same), a direct connection: a template copy needs no one connected to the
 * template, and a pooler keeps its server connections open.
 */
export function testPostgres(): TestPostgres | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url ? { url, adminUrl: process.env.TEST_ADMIN_DATABASE_URL ?? url } : undefined;
}

/** A connection string for database `name` on the server that `serverUrl` names. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const newDatabaseName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/**
 * A new database on `server` (a URL, or testPostgres()'s answer), a copy of `template` when given, reached through
 * `server.url`; `drop` removes it.
 */
export async function createPostgresDatabase(serverOrUrl: TestPostgres | string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = typeof serverOrUrl === 'string' ? { url: serverOrUrl, adminUrl: serverOrUrl } : serverOrUrl;
  const name = newDatabaseName(prefix);
  await adminQuery(server.adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return { url: databaseUrl(server.url, name), drop: () => adminQuery(server.adminUrl, `drop database if exists ${name} with (force)`) };
}

/** The template's PGlite data directory, uncompressed (a gzip round trip costs more than it saves). */
export async function buildPgliteTemplate(options: SeedOptions): Promise<Blob> {
  const database = await openPglite(undefined);
  try {
    await migrateAndSeed(database, options);
    return await ((database.db as unknown as { $client: PGlite }).$client).dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/** Builds the template database on the server and closes every connection to it, as CREATE DATABASE … TEMPLATE requires. */
export async function buildPostgresTemplate(serverUrl: string, options: SeedOptions): Promise<string> {
  const name = newDatabaseName('huella_template');
  await adminQuery(serverUrl, `create database ${name}`);
  const database = await openPostgres(databaseUrl(serverUrl, name), 2);
  try {
    await migrateAndSeed(database, options);
  } finally {
    await database.close();
  }
  return name;
}
