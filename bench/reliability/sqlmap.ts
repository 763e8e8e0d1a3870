// SQL injection on demand (issue #17 part 5, docs/security.md): Debian's sqlmap against every list's search, filter
// and ordering parameters of the real server with the demo data, signed in as demo.super.
// Run: node --import tsx bench/reliability/sqlmap.ts [--database pglite|postgres] [--level 2] [--risk 2] [--only /api/reports/]
// PostgreSQL: a new database on the server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped at the end. The last line is `RESULT {json}`: targets, parameters tested, injectable ones (must be 0).
import { PGlite } from '@electric-sql/pglite';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresDatabase } from '../../packages/server/src/test-support/template-database.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    level: { type: 'string', default: '2' },
    risk: { type: 'string', default: '2' },
    port: { type: 'string', default: '8871' },
    canary: { type: 'boolean', default: true },
    only: { type: 'string' },
  },
});
const root = join(import.meta.dirname, '..', '..');
const base = `http://127.0.0.1:${values.port}`;
const password = 'sqlmap-demo-pass-1';

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string | string[]; enum?: unknown[]; format?: string; anyOf?: { type?: string; enum?: unknown[] }[] };
  description?: string;
}
interface Operation {
  parameters?: Parameter[];
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within two minutes`);
}

/** A value the parameter takes, so the request sqlmap starts from answers 200. */
function sample(p: Parameter): string {
  const s = p.schema ?? {};
  const choices = s.enum ?? s.anyOf?.find((a) => a.enum)?.enum;
  if (choices?.length) return String(choices[0]);
  // A list of choices says them in its description ("Comma list among year, month, …", "One of date, reference, …").
  const listed = /(?:among|One of) (\w+)/.exec(p.description ?? '')?.[1];
  if (listed) return listed;
  if (p.name === 'ordering') return 'id';
  const type = [s.type, ...(s.anyOf ?? []).map((a) => a.type)].flat().find((t) => t && t !== 'null');
  if (/date/.test(p.name) || s.format === 'date') return p.name.includes('before') ? '2026-12-31' : '2020-01-01';
  if (type === 'boolean' || /true|false/.test(p.description ?? '')) return 'true';
  if (type === 'integer' || type === 'number') return p.name === 'page_size' ? '10' : '1';
  return 'a';
}

/** A list to scan: its URL, the parameters sqlmap tries, those left out, and the token of a user who reads it. */
interface Target {
  url: string;
  params: string[];
  dropped: string[];
  token: string;
}

/** Values to try, in turn, for a parameter the server refused at its first sample (a country code, a tag, an ordering). */
const OTHER_VALUES = ['1', 'ES', 'customer:ACME', '-id', 'true', '2026-01-01', '2026-01-01T00:00:00Z', 'electricity'];

/**
 * The list's URL with every query parameter at a value it takes. A parameter the server refuses (the 400 names it,
 * docs/decisions/0004-errors-and-languages.md) gets the next of OTHER_VALUES, and is left out once none is taken.
 */
async function target(path: string, operation: Operation, token: string): Promise<Target | null> {
  const query = new Map((operation.parameters ?? []).filter((p) => p.in === 'query' && p.name !== 'page').map((p) => [p.name, sample(p)]));
  const tried = new Map<string, number>();
  const dropped: string[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const url = `${base}${path}?${new URLSearchParams([...query])}`;
    const answer = await fetch(url, { headers: { Authorization: `Token ${token}` } });
    if (answer.status === 200) return { url, params: [...query.keys()], dropped, token };
    if (answer.status !== 400) return null;
    const refused = Object.keys((await answer.json()) as Record<string, unknown>).filter((name) => query.has(name));
    if (!refused.length) return null;
    for (const name of refused) {
      const next = tried.get(name) ?? 0;
      tried.set(name, next + 1);
      const value = OTHER_VALUES[next];
      if (value === undefined) {
        query.delete(name);
        dropped.push(name);
      } else query.set(name, value);
    }
  }
  return null;
}

/** sqlmap on one URL: the parameters it tested and those it found injectable. */
async function sqlmap(url: string, params: string[], extra: string[], work: string): Promise<{ tested: number; injectable: string[] }> {
  // Not spawnSync: the control's server answers sqlmap from this process.
  const run = spawn(
    'sqlmap',
    [
      '-u', url,
      ...extra,
      '-p', params.join(','),
      '--batch', '--dbms=PostgreSQL', `--level=${values.level}`, `--risk=${values.risk}`,
      '--flush-session', '--disable-coloring', '--output-dir', join(work, 'sqlmap'),
      // The server answers 400 to many payloads (a malformed date, an unknown ordering field): those are answers.
      '--ignore-code=400',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => run.once('close', resolve));
  if (process.env.SQLMAP_VERBOSE) console.log(output);
  const tested = new Set([...output.matchAll(/testing for SQL injection on GET parameter '([^']+)'/g)].map((m) => m[1]));
  const injectable = [...output.matchAll(/^Parameter: (\S+) \(GET\)/gm)].map((m) => `${url} ${m[1]}`);
  if (!tested.size) console.log(output.split('\n').filter((line) => /CRITICAL|ERROR/.test(line)).slice(0, 5).join('\n'));
  return { tested: tested.size, injectable };
}

/**
 * The control: a server that does build its SQL from the request (`… where name = '${name}'`), on an embedded
 * database. sqlmap must find it, or a silent run of the real server proves nothing.
 */
async function plantedInjection(work: string): Promise<boolean> {
  const db = new PGlite();
  await db.exec("create table planted (name text); insert into planted values ('a'), ('b')");
  const server = createServer(async (request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').searchParams.get('name') ?? '';
    try {
      const result = await db.query<{ n: number }>(`select count(*)::int as n from planted where name = '${name}'`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count: result.rows[0]?.n }));
    } catch {
      response.writeHead(500).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const found = (await sqlmap(`http://127.0.0.1:${port}/?name=a`, ['name'], [], work)).injectable.length > 0;
    console.log(`control (a planted string-built query): ${found ? 'found' : 'NOT FOUND'}`);
    return found;
  } finally {
    server.close();
    await db.close();
  }
}

async function main() {
  if (spawnSync('sqlmap', ['--version']).status !== 0) throw new Error('sqlmap is not installed (apt-get install sqlmap)');
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const work = await mkdtemp(join(tmpdir(), 'huella-sqlmap-'));
  if (values.database !== 'pglite' && values.database !== 'postgres') throw new Error('--database is pglite or postgres');
  const postgres = values.database === 'postgres' ? await createPostgresDatabase(serverUrl, 'huella_sqlmap') : null;
  const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : { HUELLA_DATA_DIR: join(work, 'data') };

  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: values.port, HOST: '127.0.0.1', HUELLA_DEMO_PASSWORD: password, LOG_LEVEL: 'error', HUELLA_WEB_DIST: join(work, 'no-client') },
  });
  const started = Date.now();
  try {
    await waitFor(`${base}/api/rest-auth/user/`);
    const tokenOf = async (username: string) => {
      const login = await fetch(`${base}/api/get-token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return ((await login.json()) as { token: string }).token;
    };
    // demo.super reads its company's lists; the public site's messages are the platform's (platform.super).
    const tokens = [await tokenOf('demo.super'), await tokenOf('platform.super')];
    const document = (await (await fetch(`${base}/api/schema/`)).json()) as { paths: Record<string, Record<string, Operation>> };

    // Every GET without path parameters that takes query parameters: the lists, their searches and filters.
    const targets: Target[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      if (!get || path.includes('{') || (values.only && !path.startsWith(values.only))) continue;
      if (!(get.parameters ?? []).some((p) => p.in === 'query' && p.name !== 'page')) continue;
      let found = null;
      for (const token of tokens) found ??= await target(path, get, token);
      if (found?.params.length) targets.push(found);
      else console.log(`skipped ${path}: no request of it answers 200`);
    }

    const canary = values.canary ? await plantedInjection(work) : null;
    let tested = 0;
    const injectable: string[] = [];
    for (const { url, params, dropped, token } of targets) {
      const scan = await sqlmap(url, params, ['-H', `Authorization: Token ${token}`], work);
      tested += scan.tested;
      injectable.push(...scan.injectable);
      console.log(`${new URL(url).pathname}: ${scan.tested} of ${params.length} parameters tested, ${scan.injectable.length} injectable`);
      if (dropped.length) console.log(`  left out (no value of theirs answers 200): ${dropped.join(', ')}`);
    }
    for (const finding of injectable) console.log(`INJECTABLE ${finding}`);
    const result = {
      sqlmapTargets: targets.length,
      parameters: targets.reduce((sum, t) => sum + t.params.length, 0),
      parametersTested: tested,
      injectable: injectable.length,
      canaryFound: canary,
      database: values.database,
      level: Number(values.level),
      risk: Number(values.risk),
      seconds: Math.round((Date.now() - started) / 1000),
    };
    if (injectable.length || canary === false) process.exitCode = 1;
    console.log(`RESULT ${JSON.stringify(result)}`);
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    await postgres?.drop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
