import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The report list's next links carry where the next page starts (docs/scaling.md "Deep pages"): a client that walks
// the list by them reads every report once, in the order asked, as page numbers would, and a report added while it
// walks does not push a row it has read onto the next page.

const REPORTS = 61;
const PAGE_SIZE = 7;
let t: TestApp;
let token: string;
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

const BASE = '/api/reports/?type=transport&business_trip=false&project_reference=KS-';

async function get(url: string, language = 'en') {
  const res = await t.call(token, { method: 'GET', url, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Every id of the list in the order its next links give, and the links themselves. */
async function walk(query: string): Promise<{ ids: number[]; links: string[] }> {
  const ids: number[] = [];
  const links: string[] = [];
  let url: string | null = `${BASE}&page_size=${PAGE_SIZE}&${query}`;
  while (url) {
    const page = await get(url);
    expect(page.status).toBe(200);
    ids.push(...page.body.results.map((r: Json) => r.id as number));
    const next = page.body.next as string | null;
    if (next) links.push(next);
    url = next ? `${new URL(next).pathname}${new URL(next).search}` : null;
  }
  return { ids, links };
}

/** The same list read by page number alone. */
async function byPageNumber(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= Math.ceil(REPORTS / PAGE_SIZE); page++) {
    ids.push(...(await get(`${BASE}&page_size=${PAGE_SIZE}&page=${page}&${query}`)).body.results.map((r: Json) => r.id as number));
  }
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  // Few distinct dates, names, places and figures: most of a page's ordering values are ties, broken by the id.
  await t.db.execute(sql`
    insert into reports (company_id, type, reference, project_name, project_reference, date, origin, destination, review_id, created_by_id, co2_total)
    select u.company_id, 'transport', 'TR-KS-' || lpad(g::text, 4, '0'), (array['alpha', 'Beta', 'gamma'])[1 + g % 3], 'KS-' || (g % 4),
      date '2025-03-01' + (g % 5), (array['Valencia', 'lyon', 'Ávila'])[1 + g % 3], 'Lyon', (select min(id) from reviews), u.id, (g % 6) * 1.5
    from users u, generate_series(1, ${REPORTS}) g where u.username = case when g % 2 = 0 then 'demo.admin' else 'demo.super' end`);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/reports/ next links', () => {
  it.each(['', 'ordering=date', 'ordering=-CO2_total', 'ordering=project_name,date', 'ordering=-origin,-reference', 'ordering=id'])(
    'walk the list once, in the order of page numbers, starting each page where the last ended (%s)',
    async (ordering) => {
      const walked = await walk(ordering);
      expect(walked.ids).toHaveLength(REPORTS);
      expect(new Set(walked.ids).size).toBe(REPORTS);
      expect(walked.ids).toEqual(await byPageNumber(ordering));
      expect(walked.links.every((link) => new URL(link).searchParams.has('after'))).toBe(true);
    },
  );

  it.each(['ordering=date,-CO2_total', 'ordering=-created_by__username'])('step by page number where one position cannot say where a page starts (%s)', async (ordering) => {
    const walked = await walk(ordering);
    expect(walked.ids).toEqual(await byPageNumber(ordering));
    expect(walked.links.some((link) => new URL(link).searchParams.has('after'))).toBe(false);
  });

  it('previous links and first pages carry no position', async () => {
    const first = await get(`${BASE}&page_size=${PAGE_SIZE}`);
    const second = await get(new URL(first.body.next).pathname + new URL(first.body.next).search);
    expect(new URL(second.body.previous).searchParams.has('after')).toBe(false);
    // The next link of a page read by position is its own, not the one it was reached by.
    expect(new URL(second.body.next).searchParams.get('after')).not.toBe(new URL(first.body.next).searchParams.get('after'));
    expect(new URL(second.body.next).searchParams.get('page')).toBe('3');
  });

  it('does not repeat a read row when a report is added at the top meanwhile', async () => {
    const first = await get(`${BASE}&page_size=${PAGE_SIZE}`);
    const read = first.body.results.map((r: Json) => r.id);
    await t.db.execute(sql`
      insert into reports (company_id, type, reference, project_name, project_reference, date, review_id, created_by_id)
      select company_id, 'transport', 'TR-KS-NEW', 'alpha', 'KS-new', date '2025-12-31', (select min(id) from reviews), id from users where username = 'demo.super'`);
    try {
      const next = await get(new URL(first.body.next).pathname + new URL(first.body.next).search);
      expect(next.body.results.map((r: Json) => r.id).filter((id: number) => read.includes(id))).toEqual([]);
      // By page number alone, page 2 now starts with the last row page 1 showed.
      const numbered = await get(`${BASE}&page_size=${PAGE_SIZE}&page=2`);
      expect(numbered.body.results[0].id).toBe(read.at(-1));
    } finally {
      await t.db.execute(sql`delete from reports where reference = 'TR-KS-NEW'`);
    }
  });

  it('answers a position that is not one of its links with a 400 naming `after`, in the reader’s language', async () => {
    const first = await get(`${BASE}&page_size=${PAGE_SIZE}&ordering=date`);
    const after = new URL(first.body.next).searchParams.get('after') ?? '';
    const cases = [
      `page=2&after=not-a-cursor`,
      `page=2&after=${Buffer.from('{"o":"date","v":["x"]}').toString('base64url')}`,
      // Made for another ordering.
      `page=2&ordering=-date&after=${after}`,
      // The first page starts at the start.
      `page=1&ordering=date&after=${after}`,
      // Mixed directions have no position.
      `page=2&ordering=date,-CO2_total&after=${after}`,
    ];
    for (const query of cases) {
      const bad = await get(`${BASE}&page_size=${PAGE_SIZE}&${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.after[0], query).toMatch(/^Invalid position in the list/);
    }
    const spanish = await get(`${BASE}&page_size=${PAGE_SIZE}&page=2&after=not-a-cursor`, 'es');
    expect(spanish.body.after[0]).toMatch(/^Posición no válida/);
  });
});
