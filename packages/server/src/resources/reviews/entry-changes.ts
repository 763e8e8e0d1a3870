import type { EntryBodies, EntryInputs, EntryKind, ListQuery } from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/connection.ts';
import { reviews } from '../../db/schema.ts';
import { notFound, permissionDenied, validationFailed, type FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';
import { listed, pageBounds, type Listed } from '../../http/pagination.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { coefficientValues, duplicateExists, ENTRY_KIND_SPECS, type EntryKindSpec, type EntryValues } from './entry-kinds.ts';
import { recordEvent } from '../audit-events/record-event.ts';
import * as repo from './repository.ts';
import { loadChangeableReview, recalculateAfterChange, rehash, type Wake } from './review-changes.ts';

// The entries of a review's six lists (docs/spec/part-2.md §2.9): every user reads them with the review; the
// platform's super and admin users add, change and delete them while the review is not read-only.

async function visibleReview(db: Executor, ctx: TenantContext, reviewId: number): Promise<repo.ReviewRow> {
  const row = await repo.findReview(db, and(eq(reviews.id, reviewId), repo.visibleTo(db, ctx.companyId)));
  if (!row) throw notFound();
  return row;
}

async function bodiesOf<K extends EntryKind>(db: Executor, kind: K, reviewId: number): Promise<EntryBodies[K][]> {
  return (ENTRY_KIND_SPECS[kind] as EntryKindSpec<K>).bodies(await repo.reviewEntries(db, reviewId));
}

export async function listEntries<K extends EntryKind>(db: Db, ctx: TenantContext, kind: K, reviewId: number, query: ListQuery): Promise<Listed<EntryBodies[K]>> {
  await visibleReview(db, ctx, reviewId);
  const all = await bodiesOf(db, kind, reviewId);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, all.slice(offset, offset + limit));
}

export async function getEntry<K extends EntryKind>(db: Db, ctx: TenantContext, kind: K, reviewId: number, entryId: number): Promise<EntryBodies[K]> {
  await visibleReview(db, ctx, reviewId);
  const found = (await bodiesOf(db, kind, reviewId)).find((entry) => entry.id === entryId);
  if (!found) throw notFound();
  return found;
}

function assertEditor(ctx: TenantContext): void {
  if (!ctx.company.platform || (ctx.role !== 'super' && ctx.role !== 'admin')) throw permissionDenied();
}

/** The row values an entry input gives: linked object, choices and coefficients, each checked. */
async function entryValues<K extends EntryKind>(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  kind: K,
  input: Partial<EntryInputs[K]>,
): Promise<EntryValues> {
  const spec = ENTRY_KIND_SPECS[kind] as EntryKindSpec<K>;
  const errors: FieldMessages = {};
  const linked = await spec.link(db, ctx, input as EntryInputs[K], errors);
  const coefficients = coefficientValues(spec as unknown as EntryKindSpec<EntryKind>, input as Record<string, unknown>, language, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { ...linked, ...coefficients };
}

/** One entry per linked object: a second one is a 400 naming the linked field. */
async function assertUnique(db: Executor, kind: EntryKind, reviewId: number, values: EntryValues, exceptId?: number): Promise<void> {
  const spec = ENTRY_KIND_SPECS[kind] as EntryKindSpec<EntryKind>;
  if (!(await duplicateExists(db, spec, reviewId, values, exceptId))) return;
  throw validationFailed({ [FIRST_FIELD[kind]]: [msg('review_entry_taken', { what: spec.describe(values) })] });
}
const FIRST_FIELD: Record<EntryKind, string> = {
  'aircraft-model-reviews': 'aircraft_model',
  'ship-load-type-reviews': 'ship_load_type',
  'road-vehicle-reviews': 'vehicle',
  'rail-vehicle-reviews': 'vehicle',
  'car-family-reviews': 'family',
  'supplier-type-reviews': 'supplier',
};

/** An entry's change is an event of its review (docs/decisions/0014-audit-log.md), naming the list and the entry. */
function recordEntryEvent(tx: Executor, ctx: TenantContext, action: 'review.entry_create' | 'review.entry_update' | 'review.entry_delete', review: repo.ReviewRow, kind: EntryKind, entryId: number) {
  return recordEvent(tx, ctx, { action, target: { type: 'review', id: review.id, label: review.title }, details: { entry: kind, entry_id: entryId } });
}

export async function createEntry<K extends EntryKind>(
  db: Db,
  ctx: TenantContext,
  language: Language,
  kind: K,
  reviewId: number,
  input: EntryInputs[K],
  wake: Wake,
): Promise<EntryBodies[K]> {
  assertEditor(ctx);
  const spec = ENTRY_KIND_SPECS[kind] as EntryKindSpec<K>;
  const { entryId, outcome } = await db.transaction(async (tx) => {
    const review = await loadChangeableReview(tx, ctx, reviewId);
    const values = await entryValues(tx, ctx, language, kind, input);
    await assertUnique(tx, kind, reviewId, values);
    const [row] = await tx
      .insert(spec.table)
      .values({ ...values, reviewId } as never)
      .returning({ id: spec.table.id });
    await rehash(tx, reviewId);
    await recordEntryEvent(tx, ctx, 'review.entry_create', review, kind, row!.id);
    return { entryId: row!.id, outcome: await recalculateAfterChange(tx, language, { reassign: false }) };
  });
  if (outcome.queued) wake();
  return getEntry(db, ctx, kind, reviewId, entryId);
}

/** PUT sends the whole entry, PATCH some of its fields; either way the entry is checked whole. */
export async function updateEntry<K extends EntryKind>(
  db: Db,
  ctx: TenantContext,
  language: Language,
  kind: K,
  reviewId: number,
  entryId: number,
  input: Partial<EntryInputs[K]>,
  wake: Wake,
): Promise<EntryBodies[K]> {
  assertEditor(ctx);
  const spec = ENTRY_KIND_SPECS[kind] as EntryKindSpec<K>;
  const outcome = await db.transaction(async (tx) => {
    const review = await loadChangeableReview(tx, ctx, reviewId);
    const [existing] = await tx
      .select()
      .from(spec.table)
      .where(and(eq(spec.table.id, entryId), eq(spec.table.reviewId, reviewId)));
    if (!existing) throw notFound();
    const values = await entryValues(tx, ctx, language, kind, input);
    await assertUnique(tx, kind, reviewId, { ...(existing as EntryValues), ...values }, entryId);
    // A PATCH of nothing changes nothing, and answers the entry as it is.
    if (!Object.keys(values).length) return { recalculated: 0, queued: 0 };
    await tx
      .update(spec.table)
      .set(values as never)
      .where(eq(spec.table.id, entryId));
    await rehash(tx, reviewId);
    await recordEntryEvent(tx, ctx, 'review.entry_update', review, kind, entryId);
    return recalculateAfterChange(tx, language, { reassign: false });
  });
  if (outcome.queued) wake();
  return getEntry(db, ctx, kind, reviewId, entryId);
}

export async function deleteEntry(db: Db, ctx: TenantContext, language: Language, kind: EntryKind, reviewId: number, entryId: number, wake: Wake): Promise<void> {
  assertEditor(ctx);
  const spec = ENTRY_KIND_SPECS[kind];
  const outcome = await db.transaction(async (tx) => {
    const review = await loadChangeableReview(tx, ctx, reviewId);
    const deleted = await tx
      .delete(spec.table)
      .where(and(eq(spec.table.id, entryId), eq(spec.table.reviewId, reviewId)))
      .returning({ id: spec.table.id });
    if (!deleted.length) throw notFound();
    await rehash(tx, reviewId);
    await recordEntryEvent(tx, ctx, 'review.entry_delete', review, kind, entryId);
    return recalculateAfterChange(tx, language, { reassign: false });
  });
  if (outcome.queued) wake();
}
