import type { ReviewChange, ReviewClone, ReviewCreate } from '@huella/contracts';
import { AR6_GWP, AR6_GWP_BASIS, type CalculationError } from '@huella/emissions';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { reviews } from '../../db/schema.ts';
import { conflict, DomainError, notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language, type Message } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { readValues } from './factor-values.ts';
import { countStale, INLINE_LIMIT, reassignFollowingReports, recalculateStale, releaseChosenReports, reviewUse } from './open-reports.ts';
import { recordEvent } from '../audit-events/record-event.ts';
import * as repo from './repository.ts';
import { compileStoredReview } from './review-content.ts';

// Creating, cloning, changing and deleting reviews (docs/decisions/0011-reviews.md). Reviews are the platform's:
// its super users create, clone, lock and delete them; its admins may also change an unlocked one. Every change
// is checked by the calculation core before it commits, gets a new content hash, and recalculates the open
// reports it affects (in the same transaction up to INLINE_LIMIT, else in the background).

/** Wakes the background recalculation after the change committed (recalculator.ts). */
export type Wake = () => void;

export function assertPlatform(ctx: TenantContext, roles: readonly string[]): void {
  if (!ctx.company.platform || !roles.includes(ctx.role)) throw permissionDenied();
}
export const SUPER = ['super'] as const;
const EDITORS = ['super', 'admin'] as const;

export const readOnlyRefusal = () => new DomainError('permission_denied', msg('review_read_only'));

/** The review, visible to the company, locked for the transaction; a read-only one refuses every change. */
export async function loadChangeableReview(db: Executor, ctx: TenantContext, id: number): Promise<repo.ReviewRow> {
  const row = await repo.findReviewForUpdate(db, ctx.companyId, id);
  if (!row) throw notFound();
  if (row.readOnly) throw readOnlyRefusal();
  return row;
}

const CORE_MESSAGES: Record<CalculationError['code'], (review: string, field: string) => Message> = {
  required: () => msg('required'),
  invalid_number: () => msg('not_number'),
  must_not_be_negative: () => msg('min_value', { min: 0 }),
  must_be_positive: () => msg('must_be_positive'),
  invalid_choice: () => msg('invalid_value'),
  unknown_cargo: () => msg('invalid_value'),
  duplicate_id: () => msg('invalid_value'),
  missing_factor: (review, field) => msg('missing_factor', { review, detail: field.replace(/^factors\./, '') }),
  invalid_coordinate: () => msg('invalid_value'),
  outside_model_range: () => msg('outside_model_range'),
  same_as_origin: () => msg('invalid_value'),
};

/** The calculation core's refusal of review `title` as a 400 on `field`. */
export function coreRefusal(title: string, failure: CalculationError, field: string): DomainError {
  return validationFailed({ [field]: [CORE_MESSAGES[failure.code](title, failure.field)] });
}

/**
 * Checks the review as it now stands with the calculation core and stores its new content hash. A review the core
 * cannot use is a 400 naming the factor (`factors.<key>`) or, for an entry, its coefficient (`A1`), and the
 * transaction rolls back.
 */
export async function rehash(db: Executor, reviewId: number): Promise<void> {
  const row = await repo.findReviewById(db, reviewId);
  if (!row) throw notFound();
  const compiled = await compileStoredReview(db, row);
  if (!compiled.ok) throw coreRefusal(row.title, compiled, compiled.field.replace(/^\w+_reviews\[\d+\]\./, ''));
  if (compiled.factorSet.content_hash !== row.contentHash) {
    await db.update(reviews).set({ contentHash: compiled.factorSet.content_hash }).where(eq(reviews.id, reviewId));
  }
}

/**
 * After a change: reports that follow their date move to the review now in force (when which reviews apply may have
 * changed), then the open reports whose figures are stale are recalculated here, or left to the background.
 */
export async function recalculateAfterChange(db: Executor, language: Language, { reassign, excluding }: { reassign: boolean; excluding?: number }) {
  if (reassign) await reassignFollowingReports(db, excluding);
  const stale = await countStale(db);
  if (stale > INLINE_LIMIT) return { recalculated: 0, queued: stale };
  const done = await recalculateStale(db, language, { limit: INLINE_LIMIT });
  return { recalculated: done.recalculated, queued: done.failed };
}

/** Factors typed in the form, each checked as a number; `known` refuses keys the review does not have. */
function readFactors(given: Record<string, string | number>, language: Language, errors: FieldMessages, known?: Record<string, number>) {
  if (known) {
    for (const key of Object.keys(given)) if (!(key in known)) errors[`factors.${key}`] = [msg('review_unknown_factor', { key })];
  }
  return readValues(given, 'factors', language, errors);
}

export async function createReview(db: Db, ctx: TenantContext, language: Language, input: ReviewCreate, wake: Wake): Promise<number> {
  assertPlatform(ctx, SUPER);
  const errors: FieldMessages = {};
  const factors = readFactors(input.factors, language, errors);
  const gwp = { CH4: AR6_GWP.CH4, N2O: AR6_GWP.N2O, ...readValues(input.gwp ?? {}, 'gwp', language, errors) };
  if (Object.keys(errors).length) throw validationFailed(errors);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        companyId: ctx.companyId,
        title: input.title,
        startDate: input.start_date,
        source: input.source,
        gwpBasis: input.gwp_basis || AR6_GWP_BASIS,
        gwp,
        factors,
        factorNotes: {},
        contentHash: '',
      })
      .returning({ id: reviews.id });
    const reviewId = row!.id;
    await rehash(tx, reviewId);
    await recordEvent(tx, ctx, { action: 'review.create', target: { type: 'review', id: reviewId, label: input.title }, details: { start_date: input.start_date } });
    const outcome = await recalculateAfterChange(tx, language, { reassign: true });
    return { reviewId, outcome };
  });
  if (id.outcome.queued) wake();
  return id.reviewId;
}

const COPY_SUFFIX: Record<Language, string> = { en: 'copy', es: 'copia' };

/** A new, unlocked review with the factors, notes and every entry of `id`, starting on `start_date`. */
export async function cloneReview(db: Db, ctx: TenantContext, language: Language, id: number, input: ReviewClone, wake: Wake): Promise<number> {
  assertPlatform(ctx, SUPER);
  const result = await db.transaction(async (tx) => {
    const source = await repo.findReview(tx, and(eq(reviews.id, id), repo.visibleTo(tx, ctx.companyId)));
    if (!source) throw notFound();
    const [row] = await tx
      .insert(reviews)
      .values({
        companyId: ctx.companyId,
        title: input.title ?? `${source.title} (${COPY_SUFFIX[language]})`,
        startDate: input.start_date,
        readOnly: false,
        source: source.source,
        gwpBasis: source.gwpBasis,
        gwp: source.gwp,
        factors: source.factors,
        factorNotes: source.factorNotes,
        contentHash: '',
      })
      .returning({ id: reviews.id, title: reviews.title });
    const reviewId = row!.id;
    await repo.copyEntries(tx, source.id, reviewId);
    await rehash(tx, reviewId);
    await recordEvent(tx, ctx, {
      action: 'review.clone',
      target: { type: 'review', id: reviewId, label: row!.title },
      details: { source: { id: source.id, title: source.title }, start_date: input.start_date },
    });
    return { reviewId, outcome: await recalculateAfterChange(tx, language, { reassign: true }) };
  });
  if (result.outcome.queued) wake();
  return result.reviewId;
}

/** A changed factor says so where figures show their source: the review's title, and the value it replaced. */
function editedNotes(row: repo.ReviewRow, title: string, factors: Record<string, number>): repo.ReviewRow['factorNotes'] {
  const notes = { ...row.factorNotes };
  const today = new Date().toISOString().slice(0, 10);
  for (const [key, value] of Object.entries(factors)) {
    const previous = row.factors[key];
    if (previous === value) continue;
    const was = notes[key]?.['source'] ?? row.source;
    notes[key] = { source: title, note: `Edited on ${today}; was ${String(previous)} (${String(was)})` };
  }
  return notes;
}

/**
 * What a change of a review changed, for the audit log (docs/decisions/0014-audit-log.md): each field's old and new
 * value, each factor's too; locking is its own action. Nothing when the request changed nothing.
 */
function reviewChanges(row: repo.ReviewRow, input: ReviewChange, factors: Record<string, number>) {
  const details: Record<string, unknown> = {};
  const fields = { title: [row.title, input.title], start_date: [row.startDate, input.start_date], source: [row.source, input.source] } as const;
  for (const [field, [from, to]] of Object.entries(fields)) if (to !== undefined && to !== from) details[field] = { from, to };
  const changedFactors = Object.fromEntries(
    Object.entries(factors)
      .filter(([key, value]) => row.factors[key] !== value)
      .map(([key, value]) => [key, { from: row.factors[key], to: value }]),
  );
  if (Object.keys(changedFactors).length) details['factors'] = changedFactors;
  const locks = input.read_only === true && !row.readOnly;
  if (!locks && !Object.keys(details).length) return null;
  return { action: locks ? ('review.lock' as const) : ('review.update' as const), details };
}

/** PATCH/PUT: title, start date, source and any of the factors; `read_only: true` locks the review (super users). */
export async function changeReview(db: Db, ctx: TenantContext, language: Language, id: number, input: ReviewChange, wake: Wake): Promise<void> {
  assertPlatform(ctx, EDITORS);
  if (input.read_only === true) assertPlatform(ctx, SUPER);
  const outcome = await db.transaction(async (tx) => {
    const row = await loadChangeableReview(tx, ctx, id);
    const errors: FieldMessages = {};
    const factors = input.factors ? readFactors(input.factors, language, errors, row.factors) : {};
    if (Object.keys(errors).length) throw validationFailed(errors);
    const title = input.title ?? row.title;
    await tx
      .update(reviews)
      .set({
        title,
        startDate: input.start_date ?? row.startDate,
        source: input.source ?? row.source,
        readOnly: input.read_only === true,
        factors: { ...row.factors, ...factors },
        factorNotes: editedNotes(row, title, factors),
      })
      .where(eq(reviews.id, id));
    await rehash(tx, id);
    const changed = reviewChanges(row, input, factors);
    if (changed) await recordEvent(tx, ctx, { action: changed.action, target: { type: 'review', id, label: title }, details: changed.details });
    return recalculateAfterChange(tx, language, { reassign: input.start_date !== undefined && input.start_date !== row.startDate });
  });
  if (outcome.queued) wake();
}

/**
 * Deletes an unlocked review that no consolidated report keeps (409 with how many do). Open reports that used it
 * follow their date from now on and are recalculated with the review in force.
 */
export async function deleteReview(db: Db, ctx: TenantContext, language: Language, id: number, wake: Wake): Promise<void> {
  assertPlatform(ctx, SUPER);
  const outcome = await db.transaction(async (tx) => {
    const row = await loadChangeableReview(tx, ctx, id);
    const use = await reviewUse(tx, id);
    if (use.consolidated) throw conflict('review_in_use', { count: use.consolidated });
    if ((await repo.countVisible(tx, ctx.companyId)) <= 1) throw conflict('review_last');
    await releaseChosenReports(tx, id);
    await reassignFollowingReports(tx, id);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await recordEvent(tx, ctx, { action: 'review.delete', target: { type: 'review', id, label: row.title }, details: { start_date: row.startDate } });
    return recalculateAfterChange(tx, language, { reassign: false });
  });
  if (outcome.queued) wake();
}
