import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { Client } from 'pg';
import { openPglite, openPostgres, type Db } from '../db/connection.ts';
import { migrate, migrationsFolder } from '../db/migrate.ts';
import { driverRows } from '../exports/raw-rows.ts';

// Migrations interrupted for real (docs/reliability.md "Migrations"): a process that migrates a database and dies
// by SIGKILL just before a chosen statement of a chosen migration file, in the middle of the migrator's transaction.
// Run as a child: node --import tsx interrupted-migration.ts <data dir | postgres url> <migrations folder> <tag> <n>

const thisFile = fileURLToPath(import.meta.url);

/** The migration files' journal entries, in order. */
export async function migrationTags(folder = migrationsFolder): Promise<string[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/** A copy of the migrations that stops after the first `count` files: the database of an older release. */
export async function olderMigrations(count: number): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'huella-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const file = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: unknown[] };
  await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

/** The statements of migration file `tag`, as the migrator sends them (it knows files by their journal time). */
export function statementsOf(tag: string): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const when = journal.entries.find((e) => e.tag === tag)?.when;
  return readMigrationFiles({ migrationsFolder }).find((m) => m.folderMillis === when)?.sql ?? [];
}

/**
 * Every object of the public schema that migrations make, as sorted text lines: columns, indexes, constraints,
 * triggers, functions (with a hash of their body), extensions, and the migrator's own rows.
 */
export async function schemaOf(db: Db): Promise<string[]> {
  const rows = await driverRows<{ line: string }>(
    db,
    sql`select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
          from information_schema.columns where table_schema = 'public'
        union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
        union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = 'public'::regnamespace
        union all select 'trigger ' || tgrelid::regclass::text || ' ' || tgname || ' ' || pg_get_triggerdef(oid)
          from pg_trigger where not tgisinternal
        union all select 'function ' || proname || '(' || pg_get_function_arguments(oid) || ') ' || md5(prosrc)
          from pg_proc where pronamespace = 'public'::regnamespace
        union all select 'extension ' || extname from pg_extension
        order by 1`,
  );
  return rows.map((r) => r.line);
}

/** The rows of the migrator's table (none when it does not exist yet). */
export async function appliedMigrations(db: Db): Promise<number> {
  const [exists] = await driverRows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists?.t) return 0;
  const [row] = await driverRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/**
 * Runs the migrations of `folder` on `target` (an embedded data directory or a PostgreSQL URL) in a child process
 * that SIGKILLs itself just before statement `index` of file `tag`; answers the signal it died of (null: it ended
 * without meeting that statement).
 */
export function migrateKilled(target: string, folder: string, tag: string, index: number): Promise<NodeJS.Signals | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', thisFile, target, folder, tag, String(index)], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
}

/** Dies by SIGKILL when `text` is the statement to die before. */
function dieBefore(statement: string): (text: unknown) => void {
  return (text) => {
    const query = typeof text === 'string' ? text : (text as { text?: string } | null)?.text;
    if (query === statement) process.kill(process.pid, 'SIGKILL');
  };
}

async function main([target = '', folder = '', tag = '', index = '0']: string[]) {
  const statement = statementsOf(tag)[Number(index)];
  if (statement === undefined) throw new Error(`${tag} has no statement ${index}`);
  const check = dieBefore(statement);
  if (target.startsWith('postgres')) {
    // Every query of this process goes through pg's Client (the pool's clients too).
    const query = Client.prototype.query;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      check(args[0]);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const database = await openPostgres(target, 2);
    await migrate(database.db, 'postgres', folder);
    await database.close();
    return;
  }
  const database = await openPglite(target);
  // The migrator runs its statements on the transaction that PGlite hands it.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: object) => Promise<unknown>) =>
    transaction((tx) =>
      fn(
        new Proxy(tx, {
          get(inner, name) {
            const value: unknown = Reflect.get(inner, name);
            if (typeof value !== 'function') return value;
            if (name !== 'query') return value.bind(inner);
            return (...args: unknown[]) => {
              check(args[0]);
              return value.apply(inner, args);
            };
          },
        }),
      ),
    )) as typeof client.transaction;
  await migrate(database.db, 'pglite', folder);
  await database.close();
}

if (process.argv[1] === thisFile) await main(process.argv.slice(2));
