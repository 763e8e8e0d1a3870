// The screens' call mix of the load benches (issue #18): what each call asks for, weighted by how often a user of
// the screens sends it, and how autocannon sends it. bench/load.ts runs it against one and two processes;
// bench/reliability/two-processes.ts through nginx in front of two.
import autocannon from 'autocannon';
import { Client } from 'pg';
import { randomSource } from '../seed/random.ts';
import { BENCH_PASSWORD } from './bench-password.ts';

export interface Sample {
  transport: number[];
  /** Words of project names (customers, goods, cities) to search for and filter by. */
  words: string[];
  authors: number[];
  usernames: string[];
  /** Pages of ten in the big company's transport list: a deep page stays within them on a small database. */
  listPages: number;
}

/** Reports, words of project names and users of the big company (demo.super's) to build the calls from. */
export async function sample(databaseUrl: string): Promise<Sample> {
  const client = new Client(databaseUrl);
  await client.connect();
  const company = (await client.query<{ company_id: number }>(`select company_id from users where username = 'demo.super'`)).rows[0]?.company_id;
  // A sample of pages keeps a million-report table cheap to sample; a small database (a few thousand reports)
  // may have too few rows on the sampled pages, and is read whole instead.
  const sampled = async <T extends object>(columns: string, where: string, n: number, percent: number): Promise<T[]> => {
    const some = (await client.query<T>(`select ${columns} from reports tablesample system (${percent}) where ${where} limit ${n}`, [company])).rows;
    return some.length >= Math.min(n, 50) ? some : (await client.query<T>(`select ${columns} from reports where ${where} order by id limit ${n}`, [company])).rows;
  };
  const ids = async (type: 'transport' | 'consumption', n: number) => (await sampled<{ id: number }>('id', `company_id = $1 and type = '${type}'`, n, 1)).map((r) => r.id);
  const names = await sampled<{ project_name: string }>('project_name', "company_id = $1 and type = 'transport'", 300, 0.2);
  const words = [...new Set(names.flatMap((r) => r.project_name.split(/[\s–]+/).filter((w) => w.length >= 4 && /^[A-Za-z]+$/.test(w))))];
  const users = (await client.query<{ id: number; username: string }>(`select id, username from users where company_id = $1 order by id`, [company])).rows;
  const transport = await ids('transport', 5000);
  const listed = (await client.query<{ n: number }>(`select count(*)::int as n from reports where company_id = $1 and type = 'transport' and not business_trip`, [company])).rows[0]?.n ?? 0;
  await client.end();
  return { transport, words, authors: users.map((u) => u.id), usernames: users.map((u) => u.username), listPages: Math.ceil(listed / 10) };
}

// ---------------------------------------------------------------------------------------------------------------
// The call mix: what the screens send, weighted by how often a user of them would.

export interface Call {
  name: string;
  weight: number;
  request(random: () => number, s: Sample): { method?: 'GET' | 'POST'; path: string; body?: string; anonymous?: boolean };
}

const pickOf = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const LIST = '/api/reports/?type=transport&business_trip=false';
const month = (random: () => number) => {
  const year = 2024 + Math.floor(random() * 3);
  const m = 1 + Math.floor(random() * (year === 2026 ? 10 : 12));
  const mm = String(m).padStart(2, '0');
  return `date_after=${year}-${mm}-01&date_before=${year}-${mm}-28`;
};
const ORDERINGS = ['date', 'reference', 'project_reference', 'created_by__username', 'project_name', 'CO2_total', 'origin', 'destination'];
const COUNTRIES = ['ES', 'Spain', 'DE', 'CN', 'China', 'IT', 'US', 'SG', 'NL', 'GB'];

export const CALLS: Call[] = [
  { name: 'list: default', weight: 24, request: () => ({ path: `${LIST}&page=1&page_size=10&ordering=-date` }) },
  { name: 'list: page 2–20', weight: 6, request: (r) => ({ path: `${LIST}&page=${2 + Math.floor(r() * 19)}&page_size=10&ordering=-date` }) },
  { name: 'list: ordered', weight: 6, request: (r) => ({ path: `${LIST}&page_size=25&ordering=${r() < 0.5 ? '-' : ''}${pickOf(r, ORDERINGS)}` }) },
  { name: 'list: two orderings', weight: 2, request: (r) => ({ path: `${LIST}&ordering=${pickOf(r, ['project_name,-date', '-CO2_total,date', 'origin,destination', 'created_by__username,-date'])}` }) },
  { name: 'list: search', weight: 6, request: (r, s) => ({ path: `${LIST}&search=${encodeURIComponent(pickOf(r, s.words).slice(0, 3 + Math.floor(r() * 5)))}` }) },
  { name: 'list: month', weight: 5, request: (r) => ({ path: `${LIST}&${month(r)}&page_size=25` }) },
  { name: 'list: country', weight: 3, request: (r) => ({ path: `${LIST}&${r() < 0.5 ? 'origin' : 'destination'}_country=${pickOf(r, COUNTRIES)}` }) },
  { name: 'list: project name', weight: 2, request: (r, s) => ({ path: `${LIST}&project_name=${encodeURIComponent(pickOf(r, s.words))}` }) },
  { name: 'list: author + month', weight: 2, request: (r, s) => ({ path: `${LIST}&created_by=${pickOf(r, s.authors)}&${month(r)}` }) },
  { name: 'list: tag', weight: 1, request: (r, s) => ({ path: `${LIST}&tags=${encodeURIComponent(`customer:${pickOf(r, s.words)}`)}` }) },
  { name: 'list: page_size 1000', weight: 1, request: () => ({ path: `${LIST}&page_size=1000&ordering=-date` }) },
  {
    name: 'list: deep page',
    weight: 1,
    // Pages 1,000–50,000 of a million reports; on a smaller list, its second half.
    request: (r, s) => {
      const from = Math.min(1000, Math.floor(s.listPages / 2));
      return { path: `${LIST}&page=${Math.max(1, from + Math.floor(r() * (Math.min(50_000, s.listPages) - from)))}&page_size=10&ordering=-date` };
    },
  },
  { name: 'consumption list', weight: 3, request: () => ({ path: '/api/reports/?type=consumption&business_trip=false&confirmed=false&ordering=-date' }) },
  { name: 'report', weight: 6, request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/` }) },
  { name: 'totals', weight: 12, request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/totals/` }) },
  {
    name: 'stage list',
    weight: 10,
    request: (r, s) => ({ path: `/api/reports/${pickOf(r, s.transport)}/${pickOf(r, ['road-overland-stages', 'nautical-stages', 'air-stages', 'rail-overland-stages', 'storages', 'cargos'])}/` }),
  },
  {
    name: 'statistics: one year',
    weight: 2,
    request: (r) => {
      const year = pickOf(r, ['2024', '2025']);
      return { path: `/api/reports/emissions_dynamic_group_by/?date_after=${year}-01-01&date_before=${year}-12-31&group_by=${pickOf(r, ['transport_type', 'month', 'commodity', 'transport_type,month'])}` };
    },
  },
  { name: 'places search', weight: 4, request: (r) => ({ path: `/api/places/?search=${encodeURIComponent(pickOf(r, ['val', 'rotte', 'shang', 'madr', 'new y', 'duis', 'mil', 'lond', 'sing', 'lyo']))}` }) },
  { name: 'login', weight: 1, request: (r, s) => ({ method: 'POST', path: '/api/get-token/', body: JSON.stringify({ username: pickOf(r, s.usernames), password: BENCH_PASSWORD }), anonymous: true }) },
];

/** Each call's answer times and failures (status 300 and over), by call name. */
export interface Recorded {
  times: Map<string, number[]>;
  failures: Map<string, number>;
  firstFailure: Map<string, string>;
}

export interface MixRun {
  /** Where the clients send the calls: one process, or a balancer in front of several. */
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** Calls a second per client (0: none between answers; under 1, the clients' sum paces them). */
  rate: number;
  tokens: string[];
  sample: Sample;
  seed: number;
  recorded: Recorded;
  /** Only the calls of these names (empty: the whole mix). */
  only?: string[];
}

export const emptyRecord = (): Recorded => ({ times: new Map(), failures: new Map(), firstFailure: new Map() });

/** `connections` clients sending the screens' mix, each as one of `tokens` (round robin), for `duration` seconds. */
export function runMix({ url, connections, duration, rate, tokens, sample: s, seed, recorded, only = [] }: MixRun): Promise<autocannon.Result> {
  const calls = only.length ? CALLS.filter((c) => only.includes(c.name)) : CALLS;
  const weights = calls.map((c) => c.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const random = randomSource(seed);
  let next = 0;
  return autocannon({
    url,
    connections,
    duration,
    timeout: 60,
    // autocannon paces a connection in whole calls a second: below one, the rate is the clients' sum.
    ...(rate >= 1 ? { connectionRate: rate } : rate > 0 ? { overallRate: Math.max(1, Math.round(connections * rate)) } : {}),
    requests: [
      {
        setupRequest: (req, context) => {
          let left = random() * total;
          const call = calls.find((c) => (left -= c.weight) < 0) ?? (calls[0] as Call);
          const made = call.request(random, s);
          const ctx = context as { call?: string; started?: number; token?: string };
          ctx.token ??= tokens[next++ % tokens.length];
          ctx.call = call.name;
          ctx.started = performance.now();
          return {
            ...req,
            method: made.method ?? 'GET',
            path: made.path,
            headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...(made.anonymous ? {} : { authorization: `Token ${ctx.token}` }) },
            ...(made.body ? { body: made.body } : { body: undefined }),
          };
        },
        onResponse: (status, body, context) => {
          const ctx = context as { call: string; started: number };
          const list = recorded.times.get(ctx.call) ?? [];
          list.push(performance.now() - ctx.started);
          recorded.times.set(ctx.call, list);
          if (status >= 300) {
            recorded.failures.set(ctx.call, (recorded.failures.get(ctx.call) ?? 0) + 1);
            if (!recorded.firstFailure.has(ctx.call)) recorded.firstFailure.set(ctx.call, `${status} ${String(body).slice(0, 200)}`);
          }
        },
      },
    ],
  });
}

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
