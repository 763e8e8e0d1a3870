import type { ListQuery, Stage, STAGE_ORDERING, StageKind } from '@huella/contracts';
import type { Db, Executor } from '../../../db/connection.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import type { Language } from '../../../http/messages.ts';
import { sortRows, type SortValue } from '../../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../../http/pagination.ts';
import { matchesSearch } from '../../../http/search.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { loadEditableReport, loadReport } from '../access.ts';
import { normalizeLinks } from '../cargo-links.ts';
import { recalculateReport } from '../recalculate.ts';
import { graphWithStage } from '../report-graph.ts';
import type { Before } from '../rows-to-store.ts';
import { loadCargos, reportCargoIds } from '../cargos/repository.ts';
import type { ReportWithRefs } from '../repository.ts';
import * as repo from './repository.ts';
import { stageBody } from './stage-body.ts';
import { stageAsInput, stageValues, storedRefs, type AnyStageInput } from './stage-values.ts';

const ORDERING = {
  id: (s) => s.id,
  distance: (s) => s.distanceKm,
  origin: (s) => s.origin,
  destination: (s) => s.destination,
  operated_by: (s) => s.operatedBy,
  CO2_total: (s) => s.co2Total,
} satisfies Record<(typeof STAGE_ORDERING)[number], (s: repo.StageRow) => SortValue>;

/** The texts a stage's row shows, names in the reader's language. */
const searchedTexts = (s: repo.StageRow) => [
  s.origin,
  s.destination,
  s.portOrigin,
  s.portOriginName,
  s.portDestination,
  s.portDestinationName,
  s.roadVehicleName,
  s.railVehicleName,
  s.shipTypeName,
  s.aircraftFamilyName,
  s.aircraftModelName,
];

/** docs/spec/part-2.md §5: road and nautical stages must carry at least one cargo; air and rail may be saved without. */
const NEEDS_CARGO: ReadonlySet<StageKind> = new Set(['road', 'nautical']);

async function bodies(db: Executor, language: Language, reportId: number, rows: repo.StageRow[]): Promise<Stage[]> {
  const links = await repo.loadStageLinks(db, rows.map((s) => s.id));
  const cargoIds = [...new Set([...links.values()].flatMap((own) => own.map((l) => l.cargoId)))];
  const cargoById = new Map((await loadCargos(db, reportId, language, cargoIds)).map((c) => [c.id, c]));
  return rows.map((s) => stageBody(s, links.get(s.id), cargoById));
}

/** Every stage of a report, all kinds, in the order they were made (for documents). */
export async function reportStageBodies(db: Executor, language: Language, reportId: number): Promise<Stage[]> {
  return bodies(db, language, reportId, await repo.loadStages(db, reportId, undefined, language));
}

export async function listStages(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  kind: StageKind,
  query: ListQuery,
): Promise<Listed<Stage>> {
  await loadReport(db, ctx, reportId);
  const found = (await repo.loadStages(db, reportId, undefined, language)).filter((s) => s.kind === kind && matchesSearch(query.search, searchedTexts(s)));
  const all = sortRows(found, query.ordering, ORDERING, 'id', (s) => s.id);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, await bodies(db, language, reportId, all.slice(offset, offset + limit)));
}

async function findStage(
  db: Executor,
  ctx: TenantContext,
  reportId: number,
  kind: StageKind,
  stageId: number,
  language: Language = 'en',
): Promise<repo.StageRow> {
  const [row] = await repo.loadStages(db, reportId, stageId, language);
  if (!row || row.reportId !== reportId || row.kind !== kind || row.companyId !== ctx.companyId) throw notFound();
  return row;
}

export async function getStage(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  kind: StageKind,
  stageId: number,
): Promise<Stage> {
  await loadReport(db, ctx, reportId);
  const [body] = await bodies(db, language, reportId, [await findStage(db, ctx, reportId, kind, stageId, language)]);
  return body as Stage;
}

/** A change to stage `id` alone, which was `row` with `links` before it (null: the stage is new). */
function changeOfStage(id: number, row: repo.StageInputRow | null, links: repo.StageCargoId[]): Before {
  return { graph: (after) => graphWithStage(after, id, row, links), stages: [id], storages: [] };
}

async function writeLinks(db: Executor, ctx: TenantContext, found: ReportWithRefs, kind: StageKind, stageId: number, input: AnyStageInput) {
  const cargoIds = await reportCargoIds(db, found.report.id, (input.cargos ?? []).map((l) => Number(l.cargo)));
  const links = normalizeLinks(input.cargos ?? [], cargoIds, found.company.allowedTags);
  if (NEEDS_CARGO.has(kind) && !links.length) throw fieldError('cargos', 'cargo_required');
  await repo.replaceStageLinks(db, stageId, links.map((l) => ({ stageId, cargoId: l.cargoId, tags: l.tags, companyId: ctx.companyId })));
}

/** Checks and stores a stage with its cargo links, without recalculating: the caller does, once. */
export async function insertStage(db: Executor, ctx: TenantContext, found: ReportWithRefs, kind: StageKind, input: AnyStageInput): Promise<number> {
  const values = await stageValues(found, kind, input, storedRefs(db));
  const id = await repo.insertStage(db, { ...values, companyId: ctx.companyId, reportId: found.report.id });
  await writeLinks(db, ctx, found, kind, id, input);
  return id;
}

export async function createStage(db: Db, ctx: TenantContext, language: Language, reportId: number, kind: StageKind, input: AnyStageInput): Promise<Stage> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const id = await insertStage(tx, ctx, found, kind, input);
    await recalculateReport(tx, found, language, { collection: 'stages', id }, changeOfStage(id, null, []));
    const [body] = await bodies(tx, language, reportId, [await findStage(tx, ctx, reportId, kind, id, language)]);
    return body as Stage;
  });
}

/** PUT sends the whole form, checked as POST checks it; PATCH sends a few fields over the stored stage. */
export type StageChange = { partial: false; input: AnyStageInput } | { partial: true; input: Partial<AnyStageInput> };

export async function updateStage(
  db: Db,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  kind: StageKind,
  stageId: number,
  change: StageChange,
): Promise<Stage> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const current = await findStage(tx, ctx, reportId, kind, stageId);
    const currentLinks = (await repo.loadStageLinks(tx, [stageId])).get(stageId) ?? [];
    const merged = change.partial ? ({ ...stageAsInput(current, currentLinks), ...change.input } as AnyStageInput) : change.input;
    const values = await stageValues(found, kind, merged, storedRefs(tx));
    await repo.updateStage(tx, ctx.companyId, stageId, { ...values, geometry: null });
    await writeLinks(tx, ctx, found, kind, stageId, merged);
    await recalculateReport(tx, found, language, { collection: 'stages', id: stageId }, changeOfStage(stageId, current, currentLinks));
    const [body] = await bodies(tx, language, reportId, [await findStage(tx, ctx, reportId, kind, stageId, language)]);
    return body as Stage;
  });
}

export async function deleteStage(db: Db, ctx: TenantContext, language: Language, reportId: number, kind: StageKind, stageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const current = await findStage(tx, ctx, reportId, kind, stageId);
    const currentLinks = (await repo.loadStageCargoIds(tx, [stageId])).get(stageId) ?? [];
    await repo.deleteStage(tx, ctx.companyId, stageId);
    await recalculateReport(tx, found, language, undefined, changeOfStage(stageId, current, currentLinks));
  });
}
