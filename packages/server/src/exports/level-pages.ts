import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { reports, stages, users, type consumptions, type storages, type voyages } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import type { Cell } from './csv-cells.ts';
import { cursorPages, postgresPool } from './cursor-pages.ts';
import { prefetchedPages } from './prefetched-pages.ts';
import { driverRows, selectList, type Fields } from './raw-rows.ts';
import { reportCellsById } from './report-cells.ts';

// How every level reads its rows a batch at a time (docs/exports.md "How the rows are read"): reports by keyset
// on their ids, then the children of each batch of reports by cursor (PostgreSQL) or keyset (PGlite).

export const BATCH_SIZE = 500;

/** The reports an export covers: the company's, and among them those the filters select. */
export interface ReportSelection {
  companyId: number;
  where: SQL | undefined;
}

/**
 * Runs one batch query in its own short transaction with sequential and bitmap scans off (`set local` ends with
 * it). Without current statistics — PGlite has no autovacuum, and PostgreSQL's lags behind a bulk load — the
 * planner reads and sorts every remaining row for each batch, which makes a large export quadratic; the index
 * scan in key order reads one batch and stops.
 */
function inIndexOrder<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/** Keyset pages of `fetch`, from `start`, then after the key of each page's last row (read ahead, see prefetchedPages). */
function keysetPages<T, K>(start: K, fetch: (after: K) => Promise<T[]>, keyOf: (last: T) => K): AsyncGenerator<T[]> {
  return prefetchedPages<T>((last) => fetch(last === undefined ? start : keyOf(last)), BATCH_SIZE);
}

/**
 * The ids of the reports the filters select, 500 at a time in id order (keyset on the primary key). Children
 * are then read per batch of reports, so the planner never sorts all of a company's stages to find 500.
 */
export function reportIdBatches(db: Executor, where: SQL | undefined): AsyncGenerator<number[]> {
  const ids = keysetPages(
    0,
    (after) =>
      inIndexOrder(db, (tx) =>
        tx
          .select({ id: reports.id })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.createdById))
          .where(and(where, gt(reports.id, after)))
          .orderBy(asc(reports.id))
          .limit(BATCH_SIZE),
      ),
    (last) => last.id,
  );
  return (async function* () {
    for await (const rows of ids) yield rows.map((r) => r.id);
  })();
}

/** Where a batch of children starts: among the reports of one report batch, after a (report id, child id) key. */
interface ChildRange {
  companyId: number;
  reportIds: number[];
  after: readonly [number, number] | null;
}

type ChildTable = typeof stages | typeof storages | typeof consumptions | typeof voyages;

/** A query for the children of a batch of reports: one page of them from the key, or (no `limit`) all of them. */
type ChildQuery = (range: ChildRange, limit: number | null) => SQL;

export interface ChildBatch<T> {
  rows: T[];
  /** The leading report cells of a row's report. */
  report: (reportId: number) => Cell[];
  /** Whether a row's report is consolidated: its consumptions and voyages then keep the names they were calculated with. */
  consolidated: (reportId: number) => boolean;
}

/**
 * The children of each batch of reports, in (report id, child id) order, a page of 500 at a time. The report
 * cells are read once per batch of reports and joined here, so a page of children is a scan of one table. On
 * PostgreSQL the children of a report batch are one query read through a cursor; on PGlite (one connection,
 * which a cursor's transaction would hold for the whole download) each page is its own short query, keyset on
 * (report id, child id).
 */
export async function* childBatches<T extends { reportId: number; childId: number }>(
  db: Executor,
  { companyId, where }: ReportSelection,
  query: ChildQuery,
  language: Language,
): AsyncGenerator<ChildBatch<T>> {
  const pool = postgresPool(db);
  for await (const reportIds of reportIdBatches(db, where)) {
    const reportsById = await reportCellsById(db, reportIds, language);
    const report = (reportId: number) => reportsById.get(reportId)?.cells ?? [];
    const consolidated = (reportId: number) => reportsById.get(reportId)?.consolidated ?? false;
    const pages = pool
      ? cursorPages<T>(pool, query({ companyId, reportIds, after: null }, null), BATCH_SIZE)
      : keysetPages<T, ChildRange>(
          { companyId, reportIds, after: null },
          (range) => inIndexOrder(db, (tx) => driverRows<T>(tx, query(range, BATCH_SIZE))),
          (last) => ({ companyId, reportIds, after: [last.reportId, last.childId] }),
        );
    for await (const rows of pages) yield { rows, report, consolidated };
  }
}

/**
 * Whether a batch's report ids are close together: then walking the index over their span reads little else.
 * A filter that picks one report in 200 (a customer, a lane) spreads a batch of 500 ids over 100,000: walking
 * that span read every stage of the 99,500 reports in between (docs/exports.md "At scale").
 */
const isDense = (reportIds: number[]) => (reportIds.at(-1) as number) - (reportIds[0] as number) < 2 * reportIds.length;

/**
 * One page of a child table (stages, storages, consumptions or voyages) of a batch of reports after a key, in
 * (report id, child id) order, as a subquery under the table's own name so the joins that follow read it like
 * the table. The page is cut before the joins: whatever the planner believes about the table's size (PGlite has
 * no autovacuum, so its statistics lag), it can only walk the index in (report_id, id) order from the key and
 * stop after one batch, then join those rows.
 *
 * A dense batch walks the index over its span with its ids as a filter, not an index condition (`+ 0`): on a
 * company-first index (every table but stages), `= ANY(…)` in the index condition of PostgreSQL before 17
 * returns rows out of order, and every page would read and sort all the children of its 500 reports. A sparse
 * batch looks its ids up in the index (`= ANY(…)`), reading only their children: on stages' own (report_id, id)
 * index every version returns those in key order; on the others PostgreSQL before 17 sorts them, the children
 * of those 500 reports only.
 */
function childPage(table: ChildTable, { companyId, reportIds, after }: ChildRange, limit: number | null): SQL {
  const ids = sql`${`{${reportIds.join(',')}}`}::int[]`;
  const low = reportIds[0] as number;
  const high = reportIds.at(-1) as number;
  const from = after ? sql`(${table.reportId}, ${table.id}) > (${after[0]}, ${after[1]})` : sql`${table.reportId} >= ${low}`;
  const ofBatch = isDense(reportIds) ? sql`${from} and ${table.reportId} <= ${high} and ${table.reportId} + 0 = any(${ids})` : sql`${from} and ${table.reportId} = any(${ids})`;
  // Stages have a (report_id, id) index of their own; the other tables' is (company_id, report_id, id), which
  // walks in (report_id, id) order once the company is fixed (without it, every page is a scan and a sort).
  const company = table === stages ? sql`` : sql`${table.companyId} = ${companyId} and `;
  return sql`(select * from ${table} where ${company}${ofBatch}
    order by ${table.reportId}, ${table.id} ${limit === null ? sql`` : sql`limit ${limit}`}) as ${table}`;
}

/**
 * `fields` of the children (stages, storages, consumptions or voyages) of a batch of reports, a page of them in
 * (report id, child id) order; `joins` come after the child table (an unpacked result, figures.ts).
 */
export const childQuery =
  (table: ChildTable, fields: Fields, joins: SQL = sql``): ChildQuery =>
  (range, limit) =>
    sql`select ${selectList(fields)} from ${childPage(table, range, limit)} ${joins} order by ${table.reportId}, ${table.id}`;
