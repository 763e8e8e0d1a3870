import {
  canConsolidateReport,
  canUnconsolidateReport,
  isManager,
  REPORT_ORDERING,
  type GmapsPlace,
  type LatLng,
  type ListQuery,
  type Report,
  type ConsumptionTotals,
  type ReportListQuery,
  type ReportTotals,
  type ReportType,
} from '@huella/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { reports, users } from '../../db/schema.ts';
import { requireConsumptions } from '../../http/consumption-access.ts';
import { conflict, fieldError, permissionDenied } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import { decodeCursor, encodeCursor, type Keyset } from '../../http/keyset.ts';
import { orderingKeyset, parseOrdering } from '../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { recordEvent, type AuditTarget } from '../audit-events/record-event.ts';
import { earliestReview, findVisibleReviewId, latestReviewStartedBy } from '../reviews/repository.ts';
import { accessOf, actorOf, assertCanDelete, loadEditableReport, loadReport } from './access.ts';
import { cloneChildren, cloneConsumptionChildren } from './clone-children.ts';
import { reportWhere, type ReportFilterQuery } from './list-filters.ts';
import { recalculateReport } from './recalculate.ts';
import { nextReference } from './reference.ts';
import { reportBody } from './report-body.ts';
import * as repo from './repository.ts';
import { totalsOf } from './totals.ts';

const ORDERING = {
  date: reports.date,
  reference: reports.reference,
  project_reference: sql`lower(${reports.projectReference})`,
  created_by__username: users.username,
  project_name: sql`lower(${reports.projectName})`,
  CO2_total: reports.co2Total,
  origin: sql`lower(${reports.origin})`,
  destination: sql`lower(${reports.destination})`,
  id: reports.id,
} satisfies Record<(typeof REPORT_ORDERING)[number], AnyColumn | SQL>;

const reportTarget = (found: repo.ReportWithRefs): AuditTarget => ({ type: 'report', id: found.report.id, label: found.report.reference });

export async function listReports(db: Executor, ctx: TenantContext, query: ReportListQuery): Promise<Listed<Report>> {
  if (query.type === 'consumption') requireConsumptions(ctx);
  // Ties are broken by the id in the direction of the last field, so a page of one ordering is an index range.
  const order = parseOrdering(query.ordering, ORDERING, '-date', reports.id, { tieFollowsLast: true });
  const { limit, offset } = pageBounds(query as ListQuery);
  const byAuthor = (query.ordering ?? '').includes('created_by__username');
  // The author's name is another table's: its pages step by offset (docs/scaling.md "Deep pages").
  const keyset = byAuthor ? undefined : orderingKeyset(query.ordering, ORDERING, '-date', reports.id);
  const after = query.after === undefined ? undefined : cursorValues(query.after, query, keyset);
  const where = await reportWhere(db, ctx.companyId, query);
  const page = await repo.listReports(db, where, order, { limit, offset, byAuthor, keyset, after });
  return {
    ...listed(query, page.count, page.rows.map(reportBody)),
    estimated: page.estimated,
    ...(page.atLeast ? { atLeast: true } : {}),
    hasNext: page.hasNext,
    ...(page.lastKeys ? { nextCursor: encodeCursor(query.ordering ?? '', page.lastKeys) } : {}),
  };
}

/** A next link's `after`: only past the first page, and only for the ordering it was made for. */
function cursorValues(raw: string, query: ReportListQuery, keyset: Keyset | undefined): string[] {
  if (query.page === 1 || !keyset) throw fieldError('after', 'invalid_cursor');
  return decodeCursor(raw, query.ordering ?? '', keyset.columns.length);
}

export async function getReport(db: Executor, ctx: TenantContext, id: number): Promise<Report> {
  return reportBody(await loadReport(db, ctx, id));
}

/** The review a report is calculated with: the one asked for if this company may see it, else the newest that applies. */
async function chooseReview(db: Executor, ctx: TenantContext, requested: number | null | undefined, date: string): Promise<number> {
  if (requested) {
    const id = await findVisibleReviewId(db, ctx.companyId, requested);
    if (id === undefined) throw fieldError('review', 'does_not_exist', { id: requested });
    return id;
  }
  const applies = await latestReviewStartedBy(db, ctx.companyId, date);
  if (applies !== undefined) return applies;
  // A report dated before every review still needs factors: take the earliest-starting one there is.
  const earliest = await earliestReview(db, ctx.companyId);
  if (earliest === undefined) throw fieldError('review', 'no_review');
  return earliest;
}

interface PlaceInput {
  gmaps?: GmapsPlace | null | undefined;
  location?: LatLng | null | undefined;
}

/** Coordinates come from the explicit location, else from the place the autocomplete gave. */
function placeValues({ gmaps, location }: PlaceInput) {
  const point = location ?? gmaps?.location ?? null;
  return {
    gmaps: gmaps ?? null,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    locality: gmaps?.locality?.long_name ?? '',
    country: gmaps?.country?.long_name ?? '',
  };
}

export interface ReportFields {
  type?: 'transport' | 'consumption' | undefined;
  project_name?: string | undefined;
  project_reference?: string | undefined;
  date?: string | undefined;
  origin?: string | undefined;
  destination?: string | undefined;
  origin_gmaps?: GmapsPlace | null | undefined;
  destination_gmaps?: GmapsPlace | null | undefined;
  origin_location?: LatLng | null | undefined;
  destination_location?: LatLng | null | undefined;
  review?: number | null | undefined;
  business_trip?: boolean | undefined;
}

/**
 * Column values for the fields present in `input` (PATCH sends some, PUT and POST all). A report's type is set
 * when it is created; a consumption report has no origin or destination (docs/spec/part-2.md §2.5), so they are not read.
 */
function reportColumns(input: ReportFields, type: ReportType): Partial<repo.ReportValues> {
  const values: Partial<repo.ReportValues> = {};
  if (input.project_name !== undefined) values.projectName = input.project_name;
  if (input.project_reference !== undefined) values.projectReference = input.project_reference;
  if (input.date !== undefined) values.date = input.date;
  if (input.business_trip !== undefined) values.businessTrip = input.business_trip;
  if (type === 'consumption') return values;
  if (input.origin !== undefined) values.origin = input.origin;
  if (input.destination !== undefined) values.destination = input.destination;
  if (input.origin_gmaps !== undefined || input.origin_location !== undefined) {
    const p = placeValues({ gmaps: input.origin_gmaps, location: input.origin_location });
    Object.assign(values, { originGmaps: p.gmaps, originLat: p.lat, originLng: p.lng, originLocality: p.locality, originCountry: p.country });
  }
  if (input.destination_gmaps !== undefined || input.destination_location !== undefined) {
    const p = placeValues({ gmaps: input.destination_gmaps, location: input.destination_location });
    Object.assign(values, {
      destinationGmaps: p.gmaps,
      destinationLat: p.lat,
      destinationLng: p.lng,
      destinationLocality: p.locality,
      destinationCountry: p.country,
    });
  }
  return values;
}

function assertBusinessTripAllowed(ctx: TenantContext, businessTrip: boolean | undefined, type: string): void {
  if (!businessTrip) return;
  if (!ctx.company.platform) throw fieldError('business_trip', 'business_trip_platform_only');
  if (type !== 'transport') throw fieldError('business_trip', 'invalid_value');
}

export async function createReport(db: Db, ctx: TenantContext, language: Language, input: ReportFields & { date: string; project_name: string }): Promise<Report> {
  return db.transaction(async (tx) => {
    const found = await createReportRow(tx, ctx, input);
    await recalculateReport(tx, found, language);
    return reportBody(await loadReport(tx, ctx, found.report.id));
  });
}

/** Stores a new report (reference, review) and returns it locked for the transaction, not yet calculated. */
export async function createReportRow(tx: Executor, ctx: TenantContext, input: ReportFields & { date: string; project_name: string }) {
  const type = input.type ?? 'transport';
  if (type === 'consumption') requireConsumptions(ctx);
  assertBusinessTripAllowed(ctx, input.business_trip, type);
  const id = await repo.insertReport(tx, {
    ...reportColumns(input, type),
    projectName: input.project_name,
    date: input.date,
    companyId: ctx.companyId,
    type,
    reference: await nextReference(tx, ctx.companyId, type, input.date),
    reviewId: await chooseReview(tx, ctx, input.review, input.date),
    reviewChosen: Boolean(input.review),
    createdById: ctx.userId,
  });
  return loadReport(tx, ctx, id, true);
}

export async function updateReport(db: Db, ctx: TenantContext, language: Language, id: number, input: ReportFields): Promise<Report> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, id);
    if (input.business_trip !== undefined && input.business_trip !== found.report.businessTrip) {
      assertBusinessTripAllowed(ctx, input.business_trip, found.report.type);
    }
    const values = reportColumns(input, found.report.type);
    // A review chosen in the version select stays; null hands the choice back to the date, and a report that
    // follows its date follows a new date too (docs/decisions/0011-reviews.md).
    const chosen = input.review === undefined ? found.report.reviewChosen : input.review !== null;
    if (input.review !== undefined || (!chosen && input.date !== undefined && input.date !== found.report.date)) {
      values.reviewId = await chooseReview(tx, ctx, chosen ? input.review : null, input.date ?? found.report.date);
      values.reviewChosen = chosen;
    }
    await repo.updateReport(tx, ctx.companyId, id, { ...values, updatedAt: new Date() });
    await recalculateReport(tx, await loadReport(tx, ctx, id, true), language);
    return reportBody(await loadReport(tx, ctx, id));
  });
}

export async function deleteReport(db: Db, ctx: TenantContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await loadReport(tx, ctx, id, true);
    assertCanDelete(ctx, found);
    await repo.deleteReport(tx, ctx.companyId, id);
    await recordEvent(tx, ctx, { action: 'report.delete', target: reportTarget(found), details: { type: found.report.type } });
  });
}

/**
 * A copy with its cargos, stages, storages, links and tags, or its consumptions and voyages; new reference, not
 * consolidated (docs/spec/part-1.md §7, docs/spec/part-2.md §2.4).
 */
export async function cloneReport(db: Db, ctx: TenantContext, language: Language, id: number, reviewId: number | null | undefined): Promise<Report> {
  return db.transaction(async (tx) => {
    const source = await loadReport(tx, ctx, id);
    const r = source.report;
    const newId = await repo.insertReport(tx, {
      companyId: ctx.companyId,
      type: r.type,
      reference: await nextReference(tx, ctx.companyId, r.type, r.date),
      projectName: r.projectName,
      projectReference: r.projectReference,
      date: r.date,
      origin: r.origin,
      destination: r.destination,
      originGmaps: r.originGmaps,
      destinationGmaps: r.destinationGmaps,
      originLat: r.originLat,
      originLng: r.originLng,
      destinationLat: r.destinationLat,
      destinationLng: r.destinationLng,
      originLocality: r.originLocality,
      originCountry: r.originCountry,
      destinationLocality: r.destinationLocality,
      destinationCountry: r.destinationCountry,
      businessTrip: r.businessTrip && ctx.company.platform,
      reviewId: reviewId ? await chooseReview(tx, ctx, reviewId, r.date) : r.reviewId,
      reviewChosen: reviewId ? true : r.reviewChosen,
      createdById: ctx.userId,
    });
    if (r.type === 'consumption') await cloneConsumptionChildren(tx, ctx.companyId, r.id, newId);
    else await cloneChildren(tx, ctx.companyId, r.id, newId);
    await recalculateReport(tx, await loadReport(tx, ctx, newId, true), language);
    return reportBody(await loadReport(tx, ctx, newId));
  });
}

/**
 * Freezes the stored result (docs/design.md): recalculated once more, then nothing changes until unconsolidated.
 * docs/spec/part-2.md §6: "Other roles may edit and consolidate; no restriction is shown", so every user of the company,
 * role other included and author or not, consolidates a report that is not consolidated yet.
 */
export async function consolidateReport(db: Db, ctx: TenantContext, language: Language, id: number): Promise<Report> {
  return db.transaction(async (tx) => {
    const found = await loadReport(tx, ctx, id, true);
    if (!canConsolidateReport(actorOf(ctx), accessOf(found))) throw conflict('report_already_consolidated', { reference: found.report.reference });
    await recalculateReport(tx, found, language);
    await repo.markConsolidated(tx, ctx, { id });
    return reportBody(await loadReport(tx, ctx, id));
  });
}

/**
 * The export's `consolidate` switch (docs/design.md): the same rule for every report the list's filters select,
 * whoever exports, frozen as stored (the export reads the stored figures). Each report frozen gets its own audit
 * event, saying the export did it (docs/decisions/0014-audit-log.md).
 */
export async function consolidateSelected(db: Executor, ctx: TenantContext, filters: ReportFilterQuery & { level: string }): Promise<void> {
  await repo.markConsolidated(db, ctx, { where: await reportWhere(db, ctx.companyId, filters) }, { via: 'export', level: filters.level });
}

/**
 * docs/spec/part-2.md §6: unconsolidating is for super and admin users only. A consumption report's consolidation is
 * final, whoever asks (docs/spec/part-2.md §4, decision 0009).
 */
export async function unconsolidateReport(db: Db, ctx: TenantContext, id: number): Promise<Report> {
  return db.transaction(async (tx) => {
    const found = await loadReport(tx, ctx, id, true);
    if (found.report.type === 'consumption') throw conflict('consumption_consolidation_final');
    if (!canUnconsolidateReport(actorOf(ctx), accessOf(found))) {
      throw isManager(ctx.role) ? conflict('report_not_consolidated', { reference: found.report.reference }) : permissionDenied();
    }
    await repo.updateReport(tx, ctx.companyId, id, { consolidatedAt: null });
    await recordEvent(tx, ctx, { action: 'report.unconsolidate', target: reportTarget(found), details: { type: found.report.type } });
    return reportBody(await loadReport(tx, ctx, id));
  });
}

export async function calculateEmissions(db: Db, ctx: TenantContext, language: Language, id: number): Promise<ReportTotals | ConsumptionTotals> {
  return db.transaction(async (tx) => {
    // Anyone who may read the report may refresh its figures; a consolidated result stays frozen.
    const found = await loadReport(tx, ctx, id, true);
    if (found.report.consolidatedAt) throw conflict('report_consolidated', { reference: found.report.reference });
    await recalculateReport(tx, found, language);
    return totalsOf(tx, await loadReport(tx, ctx, id), language);
  });
}

export async function getTotals(db: Executor, ctx: TenantContext, language: Language, id: number): Promise<ReportTotals | ConsumptionTotals> {
  return totalsOf(db, await loadReport(db, ctx, id), language);
}
