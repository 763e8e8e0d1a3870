import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { countRows, EXACT_COUNT_LIMIT } from './count-rows.ts';

// How a list counts its rows (docs/scaling.md "Counts"), on the database itself: exact, the planner's estimate, or
// a lower bound when the planner expected few and the bounded count stopped.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('countRows', () => {
  it('counts exactly up to the limit', async () => {
    expect(await countRows(t.db, sql`select 1 from generate_series(1, 1234) g`)).toEqual({ count: 1234, estimated: false });
  });

  it('takes the planner’s estimate past it, rounded', async () => {
    // generate_series tells the planner how many rows it makes.
    expect(await countRows(t.db, sql`select 1 from generate_series(1, 123456) g`)).toEqual({ count: 123_000, estimated: true });
  });

  it('says “at least” when the planner expected few and there are more', async () => {
    // An equality on an expression without statistics: the planner's default guess is half a percent of the rows.
    const query = sql`select 1 from generate_series(1, 30000) g where g * 0 = 0`;
    const { rows } = (await t.db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
    const plan = rows[0]?.['QUERY PLAN'];
    const planned = ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[])[0]?.Plan['Plan Rows'];
    expect(planned).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(await countRows(t.db, query)).toEqual({ count: EXACT_COUNT_LIMIT + 1, estimated: true, atLeast: true });
  });
});
