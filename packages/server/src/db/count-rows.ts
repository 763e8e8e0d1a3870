import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './connection.ts';

/** Up to this many rows a list's count is exact; past it, the planner's estimate (docs/scaling.md "Counts"). */
export const EXACT_COUNT_LIMIT = 10_000;

export interface RowCount {
  count: number;
  /** The count is the planner's estimate, rounded to three significant figures, or a lower bound (`atLeast`). */
  estimated: boolean;
  /** There are at least `count` rows: the planner expected no more than EXACT_COUNT_LIMIT, and the count stopped. */
  atLeast?: boolean;
}

/** How many rows the planner expects `query` to answer: no row is read. */
export async function plannedRows(db: Executor, query: SQLWrapper): Promise<number> {
  const { rows } = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Record<string, unknown>[] };
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

const roughly = (n: number) => Number(n.toPrecision(3));

/**
 * The number of rows `query` (a select of the rows to count) answers, without counting a million of them on every
 * page: the planner's estimate first; exact when that is at most EXACT_COUNT_LIMIT, reading at most one row more, so
 * an estimate far too low still costs no more than that.
 */
export async function countRows(db: Executor, query: SQLWrapper): Promise<RowCount> {
  const planned = await plannedRows(db, query);
  if (planned > EXACT_COUNT_LIMIT) return { count: roughly(planned), estimated: true };
  const { rows } = (await db.execute(sql`select count(*)::int as n from (${query} limit ${EXACT_COUNT_LIMIT + 1}) counted`)) as unknown as {
    rows: { n: number }[];
  };
  const exact = Number(rows[0]?.n ?? 0);
  // The planner's guess was too low, so it says nothing more: the count that stopped is the one thing known.
  return exact > EXACT_COUNT_LIMIT ? { count: exact, estimated: true, atLeast: true } : { count: exact, estimated: false };
}
