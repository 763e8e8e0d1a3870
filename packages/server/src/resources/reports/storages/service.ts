import type { ListQuery, Storage, StorageInput, STORAGE_ORDERING } from '@huella/contracts';
import type { Db, Executor } from '../../../db/connection.ts';
import { fieldError, notFound } from '../../../http/errors.ts';
import type { Language } from '../../../http/messages.ts';
import { sortRows, type SortValue } from '../../../http/ordering.ts';
import { listed, pageBounds, type Listed } from '../../../http/pagination.ts';
import { matchesSearch } from '../../../http/search.ts';
import type { TenantContext } from '../../../http/tenant-context.ts';
import { assertReportType, loadEditableReport, loadReport } from '../access.ts';
import { normalizeLinks } from '../cargo-links.ts';
import { recalculateReport } from '../recalculate.ts';
import { graphWithStorage } from '../report-graph.ts';
import type { Before } from '../rows-to-store.ts';
import { loadCargos, reportCargoIds } from '../cargos/repository.ts';
import type { ReportWithRefs } from '../repository.ts';
import { linkBodies } from '../stages/stage-body.ts';
import { latLngOrNull } from '../lat-lng.ts';
import * as repo from './repository.ts';

const ORDERING = {
  id: (s) => s.id,
  warehouse_name: (s) => s.warehouseName,
  place: (s) => s.place,
  moves_number: (s) => s.movesNumber,
  type: (s) => s.type,
  CO2_total: (s) => s.co2Total,
} satisfies Record<(typeof STORAGE_ORDERING)[number], (s: repo.StorageRow) => SortValue>;

async function bodies(db: Executor, reportId: number, rows: repo.StorageRow[], language: Language = 'en'): Promise<Storage[]> {
  const links = await repo.loadStorageLinks(db, rows.map((s) => s.id));
  const cargoIds = [...new Set([...links.values()].flatMap((own) => own.map((l) => l.cargoId)))];
  const cargoById = new Map((await loadCargos(db, reportId, language, cargoIds)).map((c) => [c.id, c]));
  return rows.map((s) => ({
    id: s.id,
    warehouse_name: s.warehouseName,
    place: s.place,
    place_gmaps: s.placeGmaps ?? null,
    place_location: latLngOrNull(s.placeLat, s.placeLng),
    cargos: linkBodies(links.get(s.id), cargoById),
    moves_number: s.movesNumber,
    type: s.type,
    CO2_total: s.co2Total,
  }));
}

export async function listStorages(
  db: Executor,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  query: ListQuery,
): Promise<Listed<Storage>> {
  await loadReport(db, ctx, reportId);
  const found = (await repo.loadStorages(db, reportId)).filter((s) => matchesSearch(query.search, [s.warehouseName, s.place]));
  const all = sortRows(found, query.ordering, ORDERING, 'id', (s) => s.id);
  const { limit, offset } = pageBounds(query);
  return listed(query, all.length, await bodies(db, reportId, all.slice(offset, offset + limit), language));
}

async function findStorage(db: Executor, ctx: TenantContext, reportId: number, storageId: number): Promise<repo.StorageRow> {
  const [row] = await repo.loadStorages(db, reportId, storageId);
  if (!row || row.reportId !== reportId || row.companyId !== ctx.companyId) throw notFound();
  return row;
}

export async function getStorage(db: Executor, ctx: TenantContext, language: Language, reportId: number, storageId: number): Promise<Storage> {
  await loadReport(db, ctx, reportId);
  const [body] = await bodies(db, reportId, [await findStorage(db, ctx, reportId, storageId)], language);
  return body as Storage;
}

/** docs/spec/part-2.md §5: default own; only_scope3 companies are always third party. Business trips have no warehousing. */
export function storageValues(found: ReportWithRefs, input: StorageInput) {
  assertReportType(found, 'transport');
  if (found.report.businessTrip) throw fieldError('non_field_errors', 'business_trip_section');
  const at = input.place_location ?? input.place_gmaps?.location ?? null;
  return {
    warehouseName: input.warehouse_name,
    place: input.place ?? '',
    placeGmaps: input.place_gmaps ?? null,
    placeLat: at?.lat ?? null,
    placeLng: at?.lng ?? null,
    movesNumber: input.moves_number,
    type: found.company.onlyScope3 ? ('third_party' as const) : (input.type ?? 'own'),
  };
}

/** A change to storage `id` alone, which was `row` with `links` before it (null: the storage is new). */
function changeOfStorage(id: number, row: repo.StorageRow | null, links: repo.StorageCargoId[]): Before {
  return { graph: (after) => graphWithStorage(after, id, row, links), stages: [], storages: [id] };
}

async function writeLinks(db: Executor, ctx: TenantContext, found: ReportWithRefs, storageId: number, input: StorageInput) {
  const cargoIds = await reportCargoIds(db, found.report.id, (input.cargos ?? []).map((l) => Number(l.cargo)));
  const links = normalizeLinks(input.cargos ?? [], cargoIds, found.company.allowedTags);
  await repo.replaceStorageLinks(db, storageId, links.map((l) => ({ storageId, cargoId: l.cargoId, tags: l.tags, companyId: ctx.companyId })));
}

/** Checks and stores a storage with its cargo links, without recalculating: the caller does, once. */
export async function insertStorage(db: Executor, ctx: TenantContext, found: ReportWithRefs, input: StorageInput): Promise<number> {
  const id = await repo.insertStorage(db, { ...storageValues(found, input), companyId: ctx.companyId, reportId: found.report.id });
  await writeLinks(db, ctx, found, id, input);
  return id;
}

export async function createStorage(db: Db, ctx: TenantContext, language: Language, reportId: number, input: StorageInput): Promise<Storage> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const id = await insertStorage(tx, ctx, found, input);
    await recalculateReport(tx, found, language, { collection: 'storages', id }, changeOfStorage(id, null, []));
    const [body] = await bodies(tx, reportId, [await findStorage(tx, ctx, reportId, id)], language);
    return body as Storage;
  });
}

/** PUT sends the whole form, checked as POST checks it; PATCH sends a few fields over the stored storage. */
export type StorageChange = { partial: false; input: StorageInput } | { partial: true; input: Partial<StorageInput> };

export async function updateStorage(
  db: Db,
  ctx: TenantContext,
  language: Language,
  reportId: number,
  storageId: number,
  change: StorageChange,
): Promise<Storage> {
  return db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const row = await findStorage(tx, ctx, reportId, storageId);
    const rowLinks = (await repo.loadStorageCargoIds(tx, [storageId])).get(storageId) ?? [];
    const [current] = await bodies(tx, reportId, [row]);
    const c = current as Storage;
    const merged: StorageInput = change.partial
      ? {
          warehouse_name: c.warehouse_name,
          place: c.place,
          place_gmaps: c.place_gmaps,
          place_location: c.place_location,
          cargos: c.cargos.map((l) => ({ cargo: l.cargo, tags: l.tags })),
          moves_number: c.moves_number,
          type: c.type,
          ...change.input,
        }
      : change.input;
    await repo.updateStorage(tx, ctx.companyId, storageId, storageValues(found, merged));
    await writeLinks(tx, ctx, found, storageId, merged);
    await recalculateReport(tx, found, language, { collection: 'storages', id: storageId }, changeOfStorage(storageId, row, rowLinks));
    const [body] = await bodies(tx, reportId, [await findStorage(tx, ctx, reportId, storageId)], language);
    return body as Storage;
  });
}

export async function deleteStorage(db: Db, ctx: TenantContext, language: Language, reportId: number, storageId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await loadEditableReport(tx, ctx, reportId);
    const row = await findStorage(tx, ctx, reportId, storageId);
    const rowLinks = (await repo.loadStorageCargoIds(tx, [storageId])).get(storageId) ?? [];
    await repo.deleteStorage(tx, ctx.companyId, storageId);
    await recalculateReport(tx, found, language, undefined, changeOfStorage(storageId, row, rowLinks));
  });
}
