import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoApps, type AppOnDatabase, type TwoApps } from '../test-support/two-apps.ts';
import { postgresPool } from './cursor-pages.ts';
import { beginExportTurn, EXPORT_TURN_LOCK } from './export-turns.ts';
import { driverRows } from './raw-rows.ts';

// docs/exports.md "One export at a time": a user's CSV exports run one at a time across every process; the newer
// wins, the older stops at its next batch and breaks off its connection. Two apps on one database stand for two
// API processes behind a balancer (on PostgreSQL each has its own pool; on PGlite they share the one process).

const STAGES = 20_000;

let t: TwoApps;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await twoApps();
  // One report of demo.super with STAGES road stages, written in SQL: its stage export is some 8 MB, far more than
  // the sockets between here and the server hold, so an export whose reader pauses is still running.
  await t.db.execute(sql`
    with author as (select id, company_id from users where username = 'demo.super'),
         report as (
           insert into reports (company_id, type, reference, project_name, date, created_by_id)
           select company_id, 'transport', 'TR-2032-TURNS', 'One export at a time', date '2032-01-01', id from author
           returning id, company_id)
    insert into stages (company_id, report_id, kind, operated_by, declared_distance, distance_km, distance_method, origin, destination, co2_total, result)
    select report.company_id, report.id, 'road', 'third_party', g, g, 'declared', 'Origin of a rather long lane ' || g, 'Destination of a rather long lane ' || g, g,
      jsonb_build_object('method', 'per_tkm', 'co2e_ttw', g, 'co2e_wtt', g, 'co2e_wtw', g)
    from report, generate_series(1, ${STAGES}) g`);
  tokens['a:demo.super'] = await t.a.login('demo.super');
  tokens['b:demo.super'] = await t.b.login('demo.super');
  tokens['b:demo.admin'] = await t.b.login('demo.admin');
}, 120_000);
afterAll(() => t?.close());

const STAGE_EXPORT = '/api/reports/export/?search=TR-2032-TURNS&level=stage';

function startExport(on: AppOnDatabase, who: string, path = STAGE_EXPORT, method = 'POST') {
  return fetch(`${on.url}${path}`, {
    method,
    // Uncompressed, so the bytes read are the file's.
    headers: { authorization: `Token ${tokens[who]}`, 'accept-language': 'en', 'accept-encoding': 'identity' },
  });
}

/** Reads the rest of a body: how many bytes came and whether it ended cleanly or broke off. */
async function readToEnd(reader: ReadableStreamDefaultReader<Uint8Array>, already = 0) {
  let bytes = already;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes, ending: 'ended cleanly' };
      bytes += value.length;
    }
  } catch (error) {
    return { bytes, ending: error instanceof Error ? error.message : String(error) };
  }
}

/** An export begun and its first bytes read; its reader then pauses (as a slow disk or network would). */
async function begunExport(on: AppOnDatabase, who: string) {
  const res = await startExport(on, who);
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const first = await reader.read();
  return { reader, bytes: first.value?.length ?? 0 };
}

async function wholeExportBytes(on: AppOnDatabase, who: string): Promise<number> {
  const res = await startExport(on, who);
  expect(res.status).toBe(200);
  return (await readToEnd((res.body as ReadableStream<Uint8Array>).getReader())).bytes;
}

/** Nothing of the turns is left behind: no connection held by an export, no turn lock (PostgreSQL). */
async function nothingHeld() {
  for (const app of [t.a, t.b]) {
    const pool = postgresPool(app.db);
    expect(pool ? pool.totalCount - pool.idleCount : 0).toBe(0);
  }
  if (t.kind !== 'postgres') return;
  const held = await driverRows(t.db, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${EXPORT_TURN_LOCK}::oid and objsubid = 2`);
  expect(held).toEqual([{ n: 0 }]);
}

describe('one export at a time per user, across processes', () => {
  let whole = 0;

  it('writes the whole file when nothing else of the user runs', async () => {
    whole = await wholeExportBytes(t.a, 'a:demo.super');
    expect(whole).toBeGreaterThan(STAGES * 200);
  }, 60_000);

  it('stops an export on process A, breaking its connection, when the same user starts one on process B; the new one is whole', async () => {
    const older = await begunExport(t.a, 'a:demo.super');
    expect(await wholeExportBytes(t.b, 'b:demo.super')).toBe(whole);
    const ended = await readToEnd(older.reader, older.bytes);
    expect(ended.ending).toBe('terminated');
    expect(ended.bytes).toBeLessThan(whole);
    await nothingHeld();
  }, 60_000);

  it('stops a running report export when the same user downloads the statistics CSV on the other process', async () => {
    const older = await begunExport(t.a, 'a:demo.super');
    const metric = await startExport(t.b, 'b:demo.super', '/api/reports/export_metric/?date_after=2032-01-01&date_before=2032-12-31&group_by=month', 'GET');
    expect(metric.status).toBe(200);
    expect(await metric.text()).toMatch(/^\uFEFF?.*\r\n/);
    expect((await readToEnd(older.reader, older.bytes)).ending).toBe('terminated');
    await nothingHeld();
  }, 60_000);

  it("leaves another user's export running", async () => {
    const older = await begunExport(t.a, 'a:demo.super');
    expect(await wholeExportBytes(t.b, 'b:demo.admin')).toBe(whole);
    expect(await readToEnd(older.reader, older.bytes)).toEqual({ bytes: whole, ending: 'ended cleanly' });
    await nothingHeld();
  }, 60_000);

  it('answers 409 before the first byte for an export superseded before it started writing', async () => {
    const [user] = await driverRows<{ id: number }>(t.db, sql`select id from users where username = 'demo.user'`);
    const userId = user?.id as number;
    const older = await beginExportTurn(t.a.db, userId);
    const newer = await beginExportTurn(t.b.db, userId);
    // On PostgreSQL the older learns it when its connection is ended, a moment after the newer took the turn.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(older.check()).rejects.toMatchObject({ code: 'conflict', detail: { key: 'export_superseded' } });
    await expect(newer.check()).resolves.toBeUndefined();
    await older.end();
    await newer.end();
    await older.end();
    await nothingHeld();
  });
});
