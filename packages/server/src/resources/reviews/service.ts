import { REVIEW_ORDERING, type EntryKind, type ListQuery, type Review, type ReviewSummary } from '@huella/contracts';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { reviews } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { ENTRY_KIND_SPECS, type EntryKindSpec } from './entry-kinds.ts';
import { reviewUse } from './open-reports.ts';
import * as repo from './repository.ts';

const ORDERING = {
  title: sql`lower(${reviews.title})`,
  start_date: reviews.startDate,
  id: reviews.id,
} satisfies Record<(typeof REVIEW_ORDERING)[number], AnyColumn | SQL>;

const summaryBody = (r: repo.ReviewRow): ReviewSummary => ({
  id: r.id,
  title: r.title,
  start_date: r.startDate,
  read_only: r.readOnly,
  source: r.source,
  content_hash: r.contentHash,
});

/** Newest first: a report normally takes the review that starts last. */
export async function listReviews(
  db: Executor,
  ctx: TenantContext,
  query: ListQuery,
): Promise<Listed<ReviewSummary>> {
  const where = and(repo.visibleTo(db, ctx.companyId), searchAny(query.search, [reviews.title]));
  const order = parseOrdering(query.ordering, ORDERING, '-start_date', reviews.id);
  const { limit, offset } = pageBounds(query);
  const { count, rows } = await repo.listReviews(db, where, order, limit, offset);
  return listed(query, count, rows.map(summaryBody));
}

export async function getReview(db: Executor, ctx: TenantContext, id: number): Promise<Review> {
  const row = await repo.findReview(db, and(eq(reviews.id, id), repo.visibleTo(db, ctx.companyId)));
  if (!row) throw notFound();
  const entries = await repo.reviewEntries(db, row.id);
  const list = <K extends EntryKind>(kind: K) => (ENTRY_KIND_SPECS[kind] as EntryKindSpec<K>).bodies(entries);
  return {
    ...summaryBody(row),
    gwp_basis: row.gwpBasis,
    gwp: row.gwp,
    factors: row.factors,
    factor_notes: row.factorNotes,
    aircraft_model_reviews: list('aircraft-model-reviews'),
    ship_load_type_reviews: list('ship-load-type-reviews'),
    road_vehicle_reviews: list('road-vehicle-reviews'),
    rail_vehicle_reviews: list('rail-vehicle-reviews'),
    car_family_reviews: list('car-family-reviews'),
    supplier_type_reviews: list('supplier-type-reviews'),
    reports: await reviewUse(db, row.id, ctx.company.platform ? undefined : ctx.companyId),
  };
}
