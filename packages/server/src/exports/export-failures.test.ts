import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { postgresPool } from './cursor-pages.ts';

// Issue #20 item 8: an export either fails before its first byte, as an ordinary error answer, or, once it has
// started, breaks the connection; it never ends cleanly with part of the file.

let t: TestApp;
let token: string;
let baseUrl: string;

/** A report of demo.super with `count` road stages written in SQL; the stage numbered `broken` (if any) has a stored figure the database cannot read as a number. */
async function reportWithStages(reference: string, count: number, broken: number | null): Promise<void> {
  await t.db.execute(sql`
    with author as (select id, company_id from users where username = 'demo.super'),
         report as (
           insert into reports (company_id, type, reference, project_name, date, created_by_id)
           select company_id, 'transport', ${reference}, 'Export failure test', date '2031-01-01', id from author
           returning id, company_id)
    insert into stages (company_id, report_id, kind, operated_by, declared_distance, distance_km, distance_method, origin, destination, co2_total, result)
    select report.company_id, report.id, 'road', 'third_party', g, g, 'declared', 'Origin ' || g, 'Destination ' || g, g,
      jsonb_build_object('method', 'per_tkm', 'co2e_ttw', case when g = ${broken ?? 0} then to_jsonb('not a number'::text) else to_jsonb(g) end)
    from report, generate_series(1, ${count}) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  await reportWithStages('TR-2031-WHOLE', 3, null);
  await reportWithStages('TR-2031-FIRST', 3, 1);
  // Batches are 500 stages: the broken one is in the third, long after the answer started.
  await reportWithStages('TR-2031-LATER', 1_200, 1_100);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

const exportOver = (query: string, acceptEncoding = 'gzip, deflate') =>
  fetch(`${baseUrl}/api/reports/export/?${query}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'accept-language': 'en', 'accept-encoding': acceptEncoding },
  });

/**
 * How an export of TR-2031-LATER (a row in its third batch cannot be read) ends, read to the last byte: its
 * answer breaks off ('terminated'), or, when nothing of it had left yet (a compressor may still hold the first
 * batches), it is an ordinary error answer, readable in the encoding it names and naming no file. Never a file
 * that ends cleanly.
 */
async function failedExport(acceptEncoding: string) {
  const res = await exportOver('search=TR-2031-LATER&level=stage', acceptEncoding);
  const head = { status: res.status, encoding: res.headers.get('content-encoding'), namesFile: res.headers.get('content-disposition') !== null };
  if (res.status !== 200) return { ...head, bytes: 0, ending: (await res.json()) as unknown };
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { ...head, bytes, ending: 'ended cleanly' };
      bytes += value.length;
    }
  } catch (error) {
    return { ...head, bytes, ending: error instanceof Error ? error.message : String(error) };
  }
}

describe('POST /api/reports/export/ when something is wrong', () => {
  it('answers 400 naming a date the database cannot hold, before any byte of a file', async () => {
    const res = await exportOver('date_after=0000-01-01&date_before=2100-01-01');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ date_after: ['Enter a valid value.'] });
    const list = await fetch(`${baseUrl}/api/reports/?date_before=0000-12-31`, { headers: { authorization: `Token ${token}` } });
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({ date_before: ['Enter a valid value.'] });
  });

  it('answers 400 naming a search PostgreSQL cannot compare (a NUL), before any byte of a file', async () => {
    const res = await exportOver('search=%00&date_after=2000-01-01&date_before=2100-01-01');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.json()).toEqual({ search: ['This field may not contain null characters.'] });
  });

  it('answers an error, not a file, when the first rows cannot be read', async () => {
    const res = await exportOver('search=TR-2031-FIRST&level=stage');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(await res.json()).toEqual({ detail: 'A server error occurred.' });
  });

  // Each failed export must end at once (a hang fails the test in 10 s, not at the suite's 30): on PostgreSQL a
  // compressed one used to hang, its cursor waiting to close for an answer that had come already (cursor-pages.ts).
  it('breaks the connection, never ends the file cleanly, when the rows fail to read half-way', async () => {
    const { bytes, ...ended } = await failedExport('identity');
    expect(ended).toEqual({ status: 200, encoding: null, namesFile: true, ending: 'terminated' });
    expect(bytes).toBeGreaterThan(0);
  }, 10_000);

  it.each(['br', 'gzip'])('never ends a %s-compressed file cleanly when the rows fail to read half-way, and ends at once', async (encoding) => {
    const { bytes: _, ...ended } = await failedExport(encoding);
    expect([
      { status: 200, encoding, namesFile: true, ending: 'terminated' },
      { status: 500, encoding: null, namesFile: false, ending: { detail: 'A server error occurred.' } },
    ]).toContainEqual(ended);
  }, 10_000);

  it('still writes a whole file afterwards, compressed, and the failed exports hold no connection', async () => {
    const res = await exportOver('search=TR-2031-WHOLE&level=stage');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect((await res.text()).trim().split('\r\n')).toHaveLength(4);
    // PostgreSQL: every cursor's connection is back in the pool (PGlite has one connection and no pool).
    const pool = postgresPool(t.db);
    const held = pool ? pool.totalCount - pool.idleCount : 0;
    expect(held).toBe(0);
  }, 10_000);
});
