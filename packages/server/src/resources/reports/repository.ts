import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Executor } from '../../db/connection.ts';
import { countRows } from '../../db/count-rows.ts';
import { type Keyset, keysetValues, rowsAfter } from '../../http/keyset.ts';
import { companies, reports, reviews, users } from '../../db/schema.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { recordEventPerRow } from '../audit-events/record-event.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportValues = typeof reports.$inferInsert;

export interface ReportWithRefs {
  report: ReportRow;
  author: { id: number; username: string };
  company: { id: number; allowedTags: string[]; onlyScope3: boolean };
  review: { id: number; title: string } | null;
}

/** The report without its stored result (every cargo's figures): what its body shows (report-body.ts). */
const REPORT_WITHOUT_RESULT = { ...getTableColumns(reports), result: sql<null>`null` };

function selectWithRefs(db: Executor, withoutResult = false) {
  return db
    .select({
      report: withoutResult ? REPORT_WITHOUT_RESULT : reports,
      author: { id: users.id, username: users.username },
      company: { id: companies.id, allowedTags: companies.allowedTags, onlyScope3: companies.onlyScope3 },
      reviewId: reviews.id,
      reviewTitle: reviews.title,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdById))
    .innerJoin(companies, eq(companies.id, reports.companyId))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectWithRefs>['execute']>>[number];

function withRefs(row: Selected): ReportWithRefs {
  return {
    report: row.report,
    author: row.author,
    company: row.company,
    review: row.reviewId === null ? null : { id: row.reviewId, title: row.reviewTitle ?? '' },
  };
}

/** `forUpdate` locks the row for the transaction: changes to one report and its children run one at a time. */
/** `withoutResult`: a report of 100,000 cargos stores their figures in `result`; its body never reads them. */
export async function findReport(db: Executor, companyId: number, id: number, forUpdate = false, withoutResult = false): Promise<ReportWithRefs | undefined> {
  const query = selectWithRefs(db, withoutResult).where(and(eq(reports.companyId, companyId), eq(reports.id, id))).limit(1);
  const [row] = forUpdate ? await query.for('update', { of: reports }) : await query;
  return row ? withRefs(row) : undefined;
}

export interface ReportPage {
  count: number;
  estimated: boolean;
  atLeast?: boolean;
  rows: ReportWithRefs[];
  /** A row follows this page. */
  hasNext: boolean;
  /** The keyset values of the page's last row, when a row follows it and the page was read by a keyset. */
  lastKeys?: string[];
}

export interface PageBounds {
  limit: number;
  offset: number;
  byAuthor: boolean;
  /** The list's ordering as a keyset, when it is one (http/keyset.ts). */
  keyset?: Keyset | undefined;
  /** The page starts after these keyset values instead of at `offset`. */
  after?: readonly string[] | undefined;
}

/**
 * One page of the list in two steps (docs/scaling.md "The report list"): the page's ids, read from the index of
 * its ordering, then those rows with their author, company and review. Skipped rows of a deep page are index
 * entries, not reports; the count runs beside them.
 */
export async function listReports(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: PageBounds,
): Promise<ReportPage> {
  const { keyset, after } = page;
  const allIds = db
    .select({ id: reports.id, ...(keyset ? keysetValues(keyset) : {}) })
    .from(reports)
    .$dynamic();
  const idQuery = page.byAuthor ? allIds.innerJoin(users, eq(users.id, reports.createdById)) : allIds;
  const [counted, ids] = await Promise.all([
    countRows(db, db.select({ one: sql`1` }).from(reports).where(where)),
    idQuery
      .where(keyset && after ? and(where, rowsAfter(keyset, after)) : where)
      .orderBy(...order)
      .limit(page.limit + 1)
      .offset(after ? 0 : page.offset),
  ]);
  const pageIds = ids.slice(0, page.limit).map((r) => r.id);
  const found = pageIds.length ? await selectWithRefs(db).where(anyId(reports.id, pageIds)) : [];
  const byId = new Map(found.map((row) => [row.report.id, row]));
  const rows = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [withRefs(row)] : [];
  });
  const hasNext = ids.length > page.limit;
  const last = ids[page.limit - 1] as Record<string, unknown> | undefined;
  const lastKeys = keyset && hasNext && last ? keyset.columns.map((_column, i) => String(last[`k${i}`])) : undefined;
  return { ...counted, rows, hasNext, ...(lastKeys ? { lastKeys } : {}) };
}

export async function insertReport(db: Executor, values: ReportValues): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  if (!row) throw new Error('report not inserted');
  return row.id;
}

/** `values` may compute a column in SQL (the tags text, tags-text.ts). */
export async function updateReport(db: Executor, companyId: number, id: number, values: PgUpdateSetSource<typeof reports>): Promise<void> {
  await db
    .update(reports)
    .set(values)
    .where(and(eq(reports.companyId, companyId), eq(reports.id, id)));
}

export async function deleteReport(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(reports).where(and(eq(reports.companyId, companyId), eq(reports.id, id)));
}

/**
 * Consolidation freezes a report's stored result (docs/design.md): it stamps the company's reports that `which`
 * selects and that are not consolidated yet; one already consolidated keeps the date it was frozen on. The same
 * statement writes one audit event per report it froze (docs/decisions/0014-audit-log.md), with `details`.
 */
export async function markConsolidated(
  db: Executor,
  ctx: TenantContext,
  which: { id: number } | { where: SQL | undefined },
  details: Record<string, unknown> = {},
): Promise<void> {
  const selected = 'id' in which ? eq(reports.id, which.id) : which.where;
  // The list filters may join users (search by author), which an UPDATE cannot: the ids are selected first.
  const ids = db
    .select({ id: reports.id })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.createdById))
    .where(and(eq(reports.companyId, ctx.companyId), selected, isNull(reports.consolidatedAt)));
  const frozen = db
    .update(reports)
    .set({ consolidatedAt: new Date() })
    .where(inArray(reports.id, ids))
    .returning({ id: reports.id, label: sql`${reports.reference}`.as('label'), details: sql`jsonb_build_object('type', ${reports.type})`.as('details') });
  await recordEventPerRow(db, ctx, 'report.consolidate', 'report', frozen.getSQL(), details);
}
