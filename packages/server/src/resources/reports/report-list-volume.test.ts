import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../db/count-rows.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The report list past EXACT_COUNT_LIMIT matching reports (docs/scaling.md "Counts"): an estimated count, said so,
// with next and previous links that still follow the rows; exact counts below it; pages that are index ranges.

const REPORTS = EXACT_COUNT_LIMIT + 1_500;
let t: TestApp;
let token: string;
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

const list = async (query: string) => {
  const res = await t.call(token, { method: 'GET', url: `/api/reports/?type=transport&business_trip=false&${query}` });
  return { status: res.statusCode, body: res.json() as Json };
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  // Plain rows, as many as a busy month of a large forwarder: the list reads reports, not their figures.
  await t.db.execute(sql`
    insert into reports (company_id, type, reference, project_name, project_reference, date, origin, destination, review_id, created_by_id, co2_total)
    select u.company_id, 'transport', 'TR-VOL-' || lpad(g::text, 6, '0'), 'Volume ' || (g % 97), 'VR-' || g,
      date '2025-01-01' + (g % 365), 'Valencia, Spain', 'Lyon, France', (select min(id) from reviews), u.id, (g * 7919 % 10007) / 10.0
    from users u, generate_series(1, ${REPORTS}) g where u.username = case when g % 3 = 0 then 'demo.admin' else 'demo.super' end`);
  // The embedded database has no autovacuum: statistics as PostgreSQL's would keep them.
  await t.db.execute(sql`analyze reports`);
});

const tagged = async (filter: string) => (await list(`tags=${encodeURIComponent(filter)}`)).body.results.map((r: Json) => r.id);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/reports/ past the exact-count limit', () => {
  it('estimates the count and says so, while the links follow the rows', async () => {
    const first = await list('page_size=50');
    expect(first.status).toBe(200);
    expect(first.body.count_estimated).toBe(true);
    expect(first.body.count).toBeGreaterThan(REPORTS * 0.8);
    expect(first.body.count).toBeLessThan(REPORTS * 1.25);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.next).toContain('page=2');
    expect(first.body.previous).toBeNull();

    // The last page holds the rows left over, and no next link whatever the estimate says.
    const lastPage = Math.ceil(REPORTS / 50);
    const last = await list(`page_size=50&page=${lastPage}`);
    expect(last.body.results).toHaveLength(REPORTS - (lastPage - 1) * 50);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain(`page=${lastPage - 1}`);
    // Past it: DRF's 404.
    const past = await list(`page_size=50&page=${lastPage + 1}`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });

  it('counts exactly when the filters leave fewer', async () => {
    const few = await list('project_name=Volume 42&page_size=10');
    const expected = Array.from({ length: REPORTS }, (_, i) => i + 1).filter((g) => g % 97 === 42).length;
    expect(few.body.count).toBe(expected);
    expect(few.body).not.toHaveProperty('count_estimated');
    expect(few.body.results.every((r: Json) => r.project_name === 'Volume 42')).toBe(true);
  });

  it('reads a deep page in order: each ordering, ties newest first when descending', async () => {
    const page = 180;
    const deep = await list(`page_size=50&page=${page}&ordering=-CO2_total`);
    const { rows } = (await t.db.execute(sql`
      select id from reports where reference like 'TR-VOL-%' order by co2_total desc, id desc offset ${(page - 1) * 50} limit 50`)) as unknown as { rows: { id: number }[] };
    expect(deep.body.results.map((r: Json) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('orders by author in pages that join up', async () => {
    const ids: number[] = [];
    for (const page of [1, 2]) ids.push(...(await list(`ordering=-created_by__username&page_size=1000&page=${page}`)).body.results.map((r: Json) => r.id));
    const { rows } = (await t.db.execute(sql`
      select r.id from reports r join users u on u.id = r.created_by_id where r.company_id = (select company_id from users where username = 'demo.super')
        and r.type = 'transport' and not r.business_trip order by u.username desc, r.id desc limit 2000`)) as unknown as { rows: { id: number }[] };
    expect(ids).toEqual(rows.map((r) => r.id));
  });

  it('finds by any of the searched texts through one index, and by author', async () => {
    const byReference = await list('search=TR-VOL-000123');
    expect(byReference.body.results.map((r: Json) => r.reference)).toEqual(['TR-VOL-000123']);
    const byAuthor = await list('search=demo.adm&page_size=1');
    expect(byAuthor.body.results[0].created_by.username).toBe('demo.admin');
    expect(byAuthor.body.count).toBeGreaterThan(REPORTS / 3 - 200);
    // A search holding the index's separator is taken literally: nothing holds it.
    const separator = await list(`search=${encodeURIComponent('Volume\u001f4')}`);
    expect(separator.status).toBe(200);
    expect(separator.body.count).toBe(0);
  });

  it('finds a report by the tags its links carry now, among thousands that carry none', async () => {
    const post = async (url: string, payload: object) => (await t.call(token, { method: 'POST', url, payload })).json() as Json;
    const report = await post('/api/reports/', { project_name: 'Tagged volume', date: '2025-06-01' });
    const cargo = await post(`/api/reports/${report.id}/cargos/`, { weight: 3 });
    const stage = await post(`/api/reports/${report.id}/road-overland-stages/`, { distance: 120, cargos: [{ cargo: cargo.id, tags: { customer: 'Zeta Foods' } }] });
    expect(await tagged('customer:zeta')).toEqual([report.id]);

    const edited = await t.call(token, {
      method: 'PATCH',
      url: `/api/reports/${report.id}/road-overland-stages/${stage.id}/`,
      payload: { cargos: [{ cargo: cargo.id, tags: { customer: 'Omega Steel', order: 'PO-9' } }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await tagged('customer:zeta')).toEqual([]);
    expect(await tagged('customer:omega|order:PO-9')).toEqual([report.id]);
    expect(await tagged('order')).toEqual([report.id]);
  });
});
