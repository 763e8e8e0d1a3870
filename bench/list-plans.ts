// The report list's queries and their plans on a database made by bench/seed.ts (issue #18): each case the issue
// names (the default page, search, a deep page, a country, an ordering, a page of 1,000, …) through the checkout's
// own service code, timed alone, then every statement it sent run again under EXPLAIN (ANALYZE, BUFFERS).
// Run: node --import tsx bench/list-plans.ts [--database huella_scale] [--server <checkout>] [--plans]
//   --server: another checkout (a baseline; its code, its indexes must be those of the database)
//   --plans: print each statement's whole plan, not only its first line and times
// Server: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'huella_scale' },
    server: { type: 'string', default: resolve(import.meta.dirname, '..') },
    plans: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});
const SERVER_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const url = Object.assign(new URL(SERVER_URL), { pathname: `/${args.database}` }).toString();
const from = (path: string) => import(join(args.server, path));

const { listReports } = await from('packages/server/src/resources/reports/service.ts');
const schema = await from('packages/server/src/db/schema.ts');
const { reportListQuery } = await from('packages/contracts/src/index.ts');

const LIST = 'type=transport&business_trip=false';
export const CASES = [
  `${LIST}`,
  `${LIST}&search=Atlas`,
  `${LIST}&search=Nordic Steel`,
  `${LIST}&search=TR-2025-01234`,
  `${LIST}&page=50000`,
  // The same page reached by the next link of the page before (docs/scaling.md "Deep pages"): `after` is filled in.
  `${LIST}&page=50000&after=`,
  `${LIST}&page=50000&ordering=origin&after=`,
  `${LIST}&page=2000`,
  `${LIST}&origin_country=CN`,
  `${LIST}&destination_country=Italy`,
  `${LIST}&ordering=origin`,
  `${LIST}&ordering=-CO2_total`,
  `${LIST}&ordering=created_by__username`,
  `${LIST}&ordering=project_name,-date`,
  `${LIST}&project_name=coffee`,
  `${LIST}&origin_locality=shang`,
  `${LIST}&date_after=2025-03-01&date_before=2025-03-31&page_size=25`,
  `${LIST}&tags=customer:Atlas`,
  `${LIST}&page_size=1000`,
  'type=consumption&business_trip=false&confirmed=false',
];

const captured: { sql: string; params: unknown[] }[] = [];
const pool = new Pool({ connectionString: url, max: 10 });
const db = drizzle(pool, { schema, logger: { logQuery: (sql: string, params: unknown[]) => captured.push({ sql, params }) } });
const plain = drizzle(pool, { schema });
const { rows: [user] } = await pool.query(`select u.id, u.company_id, c.allowed_tags from users u join companies c on c.id = u.company_id where username = 'demo.super'`);
const ctx = {
  userId: user.id,
  companyId: user.company_id,
  role: 'super',
  tokenId: 0,
  company: { id: user.company_id, name: 'Demo', onlyScope3: false, hasHseqConnection: false, allowedTags: user.allowed_tags, platform: false },
};

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(`Server: ${args.server}; database ${args.database}\n`);
console.log('| query | count | median ms (of ' + args.runs + ') |\n| --- | --- | --- |');
const report: string[] = [];
/** A query whose `after=` is empty gets the position the page before's next link gives, when the code has them. */
async function withPosition(query: string): Promise<string | undefined> {
  const params = new URLSearchParams(query);
  if (params.get('after') !== '') return query;
  params.delete('after');
  params.set('page', String(Number(params.get('page')) - 1));
  const before = await listReports(plain, ctx, reportListQuery.parse(Object.fromEntries(params)));
  if (!before.nextCursor) return undefined;
  return query.replace('after=', `after=${before.nextCursor}`);
}

for (const asked of CASES) {
  const query = await withPosition(asked);
  if (!query) {
    console.log(`| \`${asked.replace(LIST, '…')}\` | (no next-link positions in this checkout) | |`);
    continue;
  }
  const parsed = reportListQuery.parse(Object.fromEntries(new URLSearchParams(query)));
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < Number(args.runs); i++) {
    const started = performance.now();
    const answer = await listReports(plain, ctx, parsed);
    times.push(performance.now() - started);
    count = answer.count;
  }
  console.log(`| \`${asked.replace(LIST, '…')}\` | ${count.toLocaleString('en')} | ${median(times).toFixed(1)} |`);
  captured.length = 0;
  await listReports(db, ctx, parsed);
  report.push(`\n### ${asked}`);
  for (const { sql, params } of captured.splice(0)) {
    if (sql.startsWith('explain')) {
      report.push(`${sql.slice(0, 100)}…\n  (the count's estimate: planning only, no row read)`);
      continue;
    }
    const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
    const lines = rows.map((r) => r['QUERY PLAN'] as string);
    const timing = lines.filter((l) => /^(Planning|Execution) Time/.test(l)).join(', ');
    report.push(`${sql.slice(0, 160).replace(/\s+/g, ' ')}…\n  ${timing}`);
    report.push(args.plans ? lines.map((l) => `    ${l}`).join('\n') : `    ${lines[0]}`);
  }
}
console.log(report.join('\n'));
await pool.end();
