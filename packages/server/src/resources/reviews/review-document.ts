import { REVIEW_DOCUMENT_FORMAT, REVIEW_DOCUMENT_VERSION, type ReviewDocument } from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import type { Executor } from '../../db/connection.ts';
import { reviews } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';
import { factorSetJson } from './review-content.ts';

// One review as a portable JSON document (docs/decisions/0011-reviews.md "Portability"): what the calculation core
// reads, with linked objects by name, plus the attribution the source's licence asks for.

/**
 * data/SOURCES.md "Emission factors": the attribution of the shipped DESNZ 2025 set (Open Government Licence
 * v3.0) and of its aircraft entries (EMEP/EEA guidebook, "reproduction authorised provided the source is
 * acknowledged").
 */
const DESNZ_2025_ATTRIBUTION =
  'Contains public sector information licensed under the Open Government Licence v3.0 ' +
  '(https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/). ' +
  'Source: UK Government GHG Conversion Factors for Company Reporting 2025 (DESNZ). ' +
  'Aircraft fuel burn: EMEP/EEA air pollutant emission inventory guidebook 2009, 1.A.3.a Aviation, European Environment Agency.';

/**
 * The licence follows the source: the shipped set, its clones and imports of either keep the shipped set's
 * `source`, so they carry its attribution. Huella knows no other set's terms: null.
 */
function licenceOf(source: string): string | null {
  return source === defaultFactorSet().factorSet.source ? DESNZ_2025_ATTRIBUTION : null;
}

/** The document of review `id`, for any user who can read the review. */
export async function buildReviewDocument(db: Executor, ctx: TenantContext, id: number): Promise<ReviewDocument> {
  const row = await repo.findReview(db, and(eq(reviews.id, id), repo.visibleTo(db, ctx.companyId)));
  if (!row) throw notFound();
  const set = factorSetJson(row, await repo.reviewEntries(db, row.id));
  return {
    format: REVIEW_DOCUMENT_FORMAT,
    version: REVIEW_DOCUMENT_VERSION,
    title: row.title,
    start_date: row.startDate,
    source: row.source,
    licence: licenceOf(row.source),
    gwp_basis: row.gwpBasis,
    gwp: row.gwp,
    factors: row.factors,
    // Stored notes passed the core's check (source and note text, confirmed and assumption flags).
    factor_notes: row.factorNotes as ReviewDocument['factor_notes'],
    road_vehicle_reviews: set.road_vehicle_reviews,
    rail_vehicle_reviews: set.rail_vehicle_reviews,
    ship_load_type_reviews: set.ship_load_type_reviews,
    aircraft_model_reviews: set.aircraft_model_reviews,
    car_family_reviews: set.car_family_reviews,
    supplier_type_reviews: set.supplier_type_reviews,
    content_hash: row.contentHash,
  };
}
