import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { DomainError } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import { findReport } from '../reports/repository.ts';
import { recalculateReport } from '../reports/recalculate.ts';

// What a change to the reviews does to the reports (docs/decisions/0011-reviews.md "Recalculation"). A report is
// *stale* when it is open and its stored figures were calculated with another content of its review (the stored
// `review_content_hash` differs; a report never calculated has none, and is not this loop's to calculate). Stale is read from the data, not from a job's state, so a recalculation killed
// midway loses nothing: what it did not reach is still stale and is found again.

/** Up to this many stale reports are recalculated in the change's own transaction; more go to the background. */
export const INLINE_LIMIT = 100;

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * Reports that follow their date (not chosen in the version select) take the review in force on it again: the
 * newest visible review starting on or before the date, else the earliest one. `excluding` is a review about to be
 * deleted. Set-based, one statement; consolidated reports keep theirs.
 */
export async function reassignFollowingReports(db: Executor, excluding = 0): Promise<void> {
  await db.execute(sql`
    with visible as (
      select r.id as report_id, v.id as review_id, v.start_date, r.date
      from reports r
      join reviews v on v.id <> ${excluding}
        and (v.company_id = r.company_id or v.company_id in (select id from companies where platform))
      where r.consolidated_at is null and not r.review_chosen
    ),
    resolved as (
      select distinct on (report_id) report_id, review_id
      from visible
      order by report_id, (start_date <= date) desc,
        case when start_date <= date then start_date end desc nulls last, start_date, review_id desc
    )
    update reports set review_id = resolved.review_id
    from resolved
    where reports.id = resolved.report_id and reports.review_id is distinct from resolved.review_id`);
}

/** Reports chosen with a review that is about to be deleted follow their date from now on. */
export async function releaseChosenReports(db: Executor, reviewId: number): Promise<void> {
  await db.execute(sql`update reports set review_chosen = false where review_id = ${reviewId} and consolidated_at is null`);
}

/** How many open reports are stale, for the given reviews or for all. */
export async function countStale(db: Executor, reviewIds?: number[]): Promise<number> {
  const [row] = rows<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from reports r join reviews v on v.id = r.review_id
      where r.consolidated_at is null and r.review_content_hash <> v.content_hash
      ${reviewIds ? sql`and v.id in (${sql.join(reviewIds.map((id) => sql`${id}`), sql`, `)})` : sql``}`),
  );
  return row?.n ?? 0;
}

/**
 * Open and consolidated reports calculated with a review, and how many of the open ones wait for recalculation:
 * of one company (what a company's user may know), or of all (the platform, which runs the recalculation).
 */
export async function reviewUse(db: Executor, reviewId: number, companyId?: number): Promise<{ open: number; consolidated: number; pending: number }> {
  const [row] = rows<{ open: number; consolidated: number; pending: number }>(
    await db.execute(sql`
      select count(*) filter (where r.consolidated_at is null)::int as open,
             count(*) filter (where r.consolidated_at is not null)::int as consolidated,
             count(*) filter (where r.consolidated_at is null and r.review_content_hash <> v.content_hash)::int as pending
      from reports r join reviews v on v.id = r.review_id
      where r.review_id = ${reviewId} ${companyId === undefined ? sql`` : sql`and r.company_id = ${companyId}`}`),
  );
  return row ?? { open: 0, consolidated: 0, pending: 0 };
}

/**
 * Recalculates up to `limit` stale reports with ids above `after`, each locked (a report someone is saving is
 * skipped and left stale for the next pass) and in its own savepoint: a report the new factors cannot calculate
 * keeps its previous figures and stays stale; its own edit page names the reason (calculate_emissions).
 */
export async function recalculateStale(
  db: Executor,
  language: Language,
  { after = 0, limit = INLINE_LIMIT }: { after?: number; limit?: number } = {},
): Promise<{ recalculated: number; failed: number; last: number; seen: number }> {
  const stale = rows<{ id: number; company_id: number }>(
    await db.execute(sql`
      select r.id, r.company_id from reports r join reviews v on v.id = r.review_id
      where r.consolidated_at is null and r.review_content_hash <> v.content_hash and r.id > ${after}
      order by r.id limit ${limit} for update of r skip locked`),
  );
  let recalculated = 0;
  let failed = 0;
  // Company by company, in ascending order: each company's first statistics write takes its roll-up lock until
  // commit, and two batches taking those locks in crossing orders would deadlock
  // (docs/decisions/0012-statistics.md "Whole months").
  for (const { id, company_id: companyId } of stale.toSorted((a, b) => a.company_id - b.company_id || a.id - b.id)) {
    try {
      await db.transaction(async (savepoint) => {
        const found = await findReport(savepoint, companyId, id, true);
        if (found && !found.report.consolidatedAt) await recalculateReport(savepoint, found, language);
      });
      recalculated += 1;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failed += 1;
    }
  }
  return { recalculated, failed, last: stale.at(-1)?.id ?? after, seen: stale.length };
}
