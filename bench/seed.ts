// A realistic database for the scale benches (issue #18), on a PostgreSQL server, deterministic by --seed:
//  1. A new database, migrated and seeded as `npm start` does (the demo company and its 34 calculated reports),
//     plus eleven template reports of one to six legs made through the API (support/report-templates.ts).
//  2. --companies more companies, each with the demo company's materials, sites, suppliers, cars and accounts.
//  3. --reports copies of the templates in the demo company and --company-reports in each other one: one to six
//     legs of every mode (30 % one leg … 5 % six), cargos, warehouses, tags of ~400 customers and their orders,
//     --consumption-share consumption reports, spread over 2024-01-01 … 2026-11-27 in date order, the older ones
//     mostly consolidated; forty authors per company. Each copy keeps its template's figures (result JSON with its
//     own ids, statistics rows), so the screens, exports and statistics read what the server would have written.
// Every table loads through its own `COPY … FROM STDIN` (pg-copy-streams), all at once; then the identity
// sequences, the reference counters and `VACUUM ANALYZE`.
// Logins: every seeded user's password is BENCH_PASSWORD (demo.super holds the big company).
// Run: node --import tsx bench/seed.ts [--database huella_scale] [--reports 1000000] [--companies 3]
//        [--company-reports 20000] [--consumption-share 0.03] [--seed 1]
// Server: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (the database
// named by --database is dropped and made anew).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/open-database.ts';
import { columnsOf, CopyWriter, readRows } from './seed/copy-text.ts';
import { customerNames, GOODS, ORDER_PREFIXES, pick, randomSource, skewedIndex, weightedIndex } from './seed/random.ts';
import { CONFIG_TABLES, copyLines, dayOf, isoDay, loadTemplates, REPORT_TABLES, tableColumns, type ConfigTable, type Copy, type TemplateReport } from './seed/report-clones.ts';
import { BENCH_PASSWORD } from './support/bench-password.ts';
import { longTemplates, makeTemplate, referenceIds, shortTemplates, type Api } from './support/report-templates.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'huella_scale' },
    reports: { type: 'string', default: '1000000' },
    companies: { type: 'string', default: '3' },
    'company-reports': { type: 'string', default: '20000' },
    'consumption-share': { type: 'string', default: '0.03' },
    seed: { type: 'string', default: '1' },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = (name: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
const DATABASE = args.database;
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error('--database: lower-case letters, digits and _ only');
const DATABASE_URL = databaseUrl(DATABASE);

/** Shares of reports with one, two, … six legs. */
const LEG_WEIGHTS = [30, 25, 20, 12, 8, 5];
const FIRST_DAY = dayOf('2024-01-01');
const LAST_DAY = dayOf('2026-11-27');
/** Reports dated before this are mostly consolidated, as a company closes its months. */
const CLOSED_BEFORE = dayOf('2026-08-31');
const AUTHORS = 40;
const CUSTOMERS = 400;

const log = (text: string) => process.stderr.write(`${text}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function recreateDatabase(): Promise<void> {
  const admin = new Client(SERVER_URL);
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

/** Migrations, seed and demo data as on a first `npm start`; then the bench's templates through the API. */
async function prepare(): Promise<void> {
  const config = loadConfig({ DATABASE_URL, HUELLA_DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'silent', HUELLA_WEB_DIST: '/nonexistent' });
  const { database, prepared } = await openDatabase(config);
  await prepared;
  const app = await buildApp({ db: database.db, config }, { logger: false });
  await app.ready();
  const api: Api = async (token, method, url, body) => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: token ? { authorization: `Token ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 400)}`);
    return answer.body ? answer.json() : null;
  };
  const token = (await api(null, 'POST', '/api/get-token/', { username: 'demo.super', password: BENCH_PASSWORD })).token as string;
  const ids = await referenceIds(api, token);
  for (const [i, t] of [...shortTemplates(ids), ...longTemplates(ids)].entries()) {
    await makeTemplate(api, token, t, i, { project_name: t.name, project_reference: `TPL-${i + 1}`, date: '2026-01-15' });
  }
  await app.close();
  await database.close();
}

interface Company {
  id: number;
  reports: number;
  authors: number[];
  config: Copy['config'];
}

async function addUsers(client: Client, companyId: number, prefix: string, passwordHash: string): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `insert into users (company_id, username, name, email, role, password_hash)
     select $1, $2 || lpad(g::text, 2, '0'), 'Bench author ' || g, $2 || g || '@example.com',
       case when g = 1 then 'super' when g <= 4 then 'admin' else 'other' end, $3
     from generate_series(1, $4::int) g returning id`,
    [companyId, prefix, passwordHash, AUTHORS],
  );
  return rows.map((r) => r.id);
}

/** The next free id of each table with one. */
async function nextIds(client: Client, tables: readonly string[]): Promise<Record<string, number>> {
  const next: Record<string, number> = {};
  for (const table of tables) next[table] = Number((await client.query(`select coalesce(max(id), 0) + 1 as n from ${table}`)).rows[0].n);
  return next;
}

/** Another company with the demo company's lists (materials, sites, suppliers, car families, accounts, cars). */
async function addCompany(client: Client, n: number, demoId: number, passwordHash: string, next: Record<string, number>): Promise<Company> {
  const { rows } = await client.query<{ id: number }>(
    `insert into companies (name, allowed_tags) select $1, allowed_tags from companies where id = $2 returning id`,
    [`Bench Forwarding ${n}`, demoId],
  );
  const id = (rows[0] as { id: number }).id;
  const config: NonNullable<Copy['config']> = {};
  const listOf: Record<string, ConfigTable> = { commodity_id: 'commodities', center_id: 'centers', supplier_id: 'suppliers', car_family_id: 'car_families', account_id: 'accounts', car_id: 'cars' };
  for (const table of CONFIG_TABLES) {
    const columns = await columnsOf(client, table);
    const map = new Map<number, number>();
    const writer = await CopyWriter.open(DATABASE_URL, table, columns);
    for (const row of await readRows(client, `select * from ${table} where company_id = ${demoId} order by id`)) {
      const newId = next[table] as number;
      next[table] = newId + 1;
      map.set(Number(row[0]), newId);
      const fields = columns.map((column, i) => {
        const value = row[i] as string;
        if (column === 'id') return String(newId);
        if (column === 'company_id') return String(id);
        const list = listOf[column];
        return list && value !== '\\N' ? String(config[list]?.get(Number(value)) ?? value) : value;
      });
      writer.push(fields.join('\t'));
    }
    await writer.close();
    config[table] = map;
  }
  return { id, reports: Number(args['company-reports']), authors: await addUsers(client, id, `bench${n}.user`, passwordHash), config };
}

/** Transport templates by number of legs (1–6), and the consumption templates. */
function templatesByLegs(templates: TemplateReport[]) {
  const transport = templates.filter((t) => t.type === 'transport');
  const byLegs = LEG_WEIGHTS.map((_, i) => transport.filter((t) => t.stages === i + 1));
  const empty = byLegs.findIndex((list) => list.length === 0);
  if (empty >= 0) throw new Error(`no template with ${empty + 1} legs`);
  return { byLegs, consumption: templates.filter((t) => t.type === 'consumption') };
}

/** Drops the non-unique indexes of the report tables; answers the statements that make them again. */
async function dropSecondaryIndexes(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
     where i.schemaname = current_schema() and i.tablename = any($1) and not x.indisunique`,
    [[...REPORT_TABLES]],
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows.map((r) => r.definition);
}

const city = (place: string) => place.split(',')[0]?.trim() || place;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

async function main() {
  const started = performance.now();
  await recreateDatabase();
  await prepare();
  log(`database ${DATABASE} migrated and seeded, templates made: ${seconds(started)}`);

  const client = new Client(DATABASE_URL);
  await client.connect();
  const demo = (await client.query<{ company_id: number; password_hash: string }>(`select company_id, password_hash from users where username = 'demo.super'`)).rows[0];
  if (!demo) throw new Error('no demo.super');
  const templates = await loadTemplates(client, demo.company_id);
  const { byLegs, consumption } = templatesByLegs(templates);
  const next = await nextIds(client, [...CONFIG_TABLES, ...REPORT_TABLES.filter((t) => t !== 'stage_cargos' && t !== 'storage_cargos')]);

  const companies: Company[] = [{ id: demo.company_id, reports: Number(args.reports), authors: await addUsers(client, demo.company_id, 'bench.user', demo.password_hash), config: undefined }];
  for (let n = 1; n <= Number(args.companies); n++) companies.push(await addCompany(client, n, demo.company_id, demo.password_hash, next));
  // Reference counters go on from the last one each company handed out.
  const sequences = new Map<string, number>();
  for (const r of (await client.query<{ company_id: number; prefix: string; year: number; last: number }>('select * from report_sequences')).rows) {
    sequences.set(`${r.company_id}:${r.prefix}:${r.year}`, r.last);
  }

  // Secondary indexes are built once after the load, far faster than kept up row by row; keys and unique
  // constraints stay.
  const indexes = await dropSecondaryIndexes(client);
  const columns = await tableColumns(client);
  const writers = Object.fromEntries(await Promise.all(REPORT_TABLES.map(async (t) => [t, await CopyWriter.open(DATABASE_URL, t, columns[t])] as const))) as Record<
    (typeof REPORT_TABLES)[number],
    CopyWriter
  >;
  const random = randomSource(Number(args.seed));
  const share = Number(args['consumption-share']);
  const loadStarted = performance.now();
  let made = 0;
  const total = companies.reduce((sum, c) => sum + c.reports, 0);
  for (const company of companies) {
    const customers = customerNames(random, CUSTOMERS);
    for (let i = 0; i < company.reports; i++) {
      const template = random() < share ? pick(random, consumption) : pick(random, byLegs[weightedIndex(random, LEG_WEIGHTS)] as TemplateReport[]);
      const day = FIRST_DAY + Math.floor(((i + random()) * (LAST_DAY - FIRST_DAY)) / company.reports);
      const date = isoDay(day);
      const year = date.slice(0, 4);
      const key = `${company.id}:${template.prefix}:${year}`;
      const seq = (sequences.get(key) ?? 0) + 1;
      sequences.set(key, seq);
      const customer = customers[skewedIndex(random, customers.length)] as string;
      const createdDay = Math.min(day + 1 + Math.floor(random() * 3), LAST_DAY);
      const consolidated = random() < (day < CLOSED_BEFORE ? 0.88 : 0.08);
      const copy: Copy = {
        base: { ...next },
        companyId: String(company.id),
        config: company.config,
        reference: `${template.prefix}-${year}-${pad(seq, 6)}`,
        projectName:
          template.type === 'transport'
            ? `${pick(random, GOODS)} ${city(template.origin)}–${city(template.destination)} for ${customer}`
            : `${template.projectName} ${date.slice(0, 7)}`,
        projectReference: `${pick(random, ORDER_PREFIXES)}-${pad(Math.floor(random() * 1_000_000), 6)}`,
        date,
        shiftDays: day - template.day,
        createdById: String(pick(random, company.authors)),
        createdAt: `${isoDay(createdDay)} ${pad(7 + Math.floor(random() * 11), 2)}:${pad(Math.floor(random() * 60), 2)}:00+00`,
        consolidatedAt: consolidated ? `${isoDay(Math.min(day + 25, LAST_DAY))} 18:00:00+00` : '\\N',
        customer,
        order: `PO-${pad(Math.floor(random() * 10_000_000), 7)}`,
      };
      for (const table of REPORT_TABLES) for (const line of copyLines(template, table, copy)) writers[table].push(line);
      for (const [table, count] of Object.entries(template.idCount)) next[table] = (next[table] as number) + count;
      made++;
      if (made % 1000 === 0) {
        for (const writer of Object.values(writers)) if (writer.full) await writer.flush();
        if (made % 100_000 === 0) log(`${made.toLocaleString('en')} / ${total.toLocaleString('en')} reports: ${seconds(loadStarted)}`);
      }
    }
  }
  await Promise.all(Object.values(writers).map((w) => w.close()));
  const loadTime = seconds(loadStarted);
  const indexStarted = performance.now();
  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const definition of indexes) await client.query(definition);
  const indexTime = seconds(indexStarted);

  for (const table of Object.keys(next)) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  for (const [key, last] of sequences) {
    const [companyId, prefix, year] = key.split(':');
    await client.query(
      `insert into report_sequences (company_id, prefix, year, last) values ($1, $2, $3, $4)
       on conflict (company_id, prefix, year) do update set last = excluded.last`,
      [companyId, prefix, year, last],
    );
  }
  const vacuumStarted = performance.now();
  await client.query('vacuum analyze');
  const vacuumTime = seconds(vacuumStarted);
  const size = (await client.query<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size')).rows[0]?.size;
  await client.end();

  console.log(`| table | rows |\n| --- | --- |`);
  for (const [table, writer] of Object.entries(writers)) console.log(`| ${table} | ${writer.rows.toLocaleString('en')} |`);
  console.log(
    `\n${made.toLocaleString('en')} reports in ${companies.length} companies (seed ${args.seed}): COPY ${loadTime}, indexes ${indexTime}, VACUUM ANALYZE ${vacuumTime}, all ${seconds(started)}; database ${DATABASE} ${size}`,
  );
}

await main();
