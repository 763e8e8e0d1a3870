import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { cursorPages, postgresPool } from './cursor-pages.ts';

// Cursors are PostgreSQL's alone: PGlite reads exports by keyset (level-pages.ts), so this runs in the PostgreSQL pass.
describe.skipIf(!process.env.TEST_DATABASE_URL)('cursorPages (PostgreSQL)', () => {
  let t: TestApp;
  let pool: Pool;
  beforeAll(async () => {
    t = await createTestApp();
    pool = postgresPool(t.db) as Pool;
  });
  afterAll(() => t.close());

  /** Ten rows, five a page; the sixth cannot be read, so the second page fails when it is fetched. */
  const failingOnSecondPage = () => cursorPages<{ n: string }>(pool, sql`select (case when g > 5 then 'not a number' else g::text end)::numeric as n from generate_series(1, 10) g`, 5);
  const checkedOut = () => pool.totalCount - pool.idleCount;

  it('fails, and gives its connection back, when a page fails while the consumer is still busy with the previous one', async () => {
    const pages = failingOnSecondPage();
    expect((await pages.next()).value).toHaveLength(5);
    // The consumer (a compressor, a slow client) comes back long after the read ahead failed and the server
    // said it was ready again: the cursor's close() used to wait for that ReadyForQuery forever.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(pages.next()).rejects.toThrow('invalid input syntax for type numeric');
    expect(checkedOut()).toBe(0);
    expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 5_000);

  it('gives its connection back when the consumer stops early', async () => {
    const pages = cursorPages<{ g: number }>(pool, sql`select g from generate_series(1, 20) g`, 5);
    expect((await pages.next()).value).toEqual([1, 2, 3, 4, 5].map((g) => ({ g })));
    await pages.return(undefined);
    expect(checkedOut()).toBe(0);
  }, 5_000);
});
