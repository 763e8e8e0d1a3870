import { REVIEW_ORDERING, type ListQuery, type Review, type ReviewSummary } from '@huella/contracts';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { reviews } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import { searchAny } from '../../http/search.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
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
  const e = await repo.reviewEntries(db, row.id);
  return {
    ...summaryBody(row),
    source: row.source,
    gwp_basis: row.gwpBasis,
    gwp: row.gwp,
    factors: row.factors,
    factor_notes: row.factorNotes,
    aircraft_model_reviews: e.aircraft.map(({ entry, modelName }) => ({
      id: entry.id,
      aircraft_model: { id: entry.aircraftModelId, name: modelName },
      A4: entry.a4,
      B4: entry.b4,
      C4: entry.c4,
      D4: entry.d4,
      E4: entry.e4,
      F_Comb: entry.fComb,
      Comb_LTO: entry.combLto,
      F_CH4: entry.fCh4,
    })),
    ship_load_type_reviews: e.ship.map((entry) => ({
      id: entry.id,
      ship_load_type: entry.shipLoadType,
      ship_fuel_type: entry.shipFuelType,
      A2: entry.a2,
      B2: entry.b2,
      C2: entry.c2,
      D2: entry.d2,
      V2: entry.v2,
    })),
    road_vehicle_reviews: e.road.map(({ entry, vehicleName }) => ({
      id: entry.id,
      vehicle: { id: entry.vehicleId, name: vehicleName },
      euro_standard: entry.euroStandard,
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
      D1: entry.d1,
      E1: entry.e1,
      F1: entry.f1,
    })),
    rail_vehicle_reviews: e.rail.map(({ entry, vehicleName }) => ({
      id: entry.id,
      vehicle: { id: entry.vehicleId, name: vehicleName },
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
    })),
    car_family_reviews: e.carFamily.map((entry) => ({
      id: entry.id,
      family: { model: entry.familyModel },
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
    })),
    supplier_type_reviews: e.supplier.map((entry) => ({
      id: entry.id,
      supplier: entry.supplierName === null ? null : { name: entry.supplierName },
      type: entry.type,
      A1: entry.a1,
      B1: entry.b1,
      C1: entry.c1,
    })),
  };
}
