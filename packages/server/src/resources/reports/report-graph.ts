import type { Executor } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { loadCargoInputs, loadCargos, type CargoInputRow, type CargoRow } from './cargos/repository.ts';
import { loadConsumptions, type ConsumptionRow } from './consumptions/repository.ts';
import { loadStageCargoIds, loadStageInputs, loadStageLinks, loadStages, type LinkRow, type StageCargoId, type StageInputRow, type StageRow } from './stages/repository.ts';
import {
  loadStorageCargoIds,
  loadStorageLinks,
  loadStorages,
  type StorageCargoId,
  type StorageLinkRow,
  type StorageRow,
} from './storages/repository.ts';
import { loadVoyages, type VoyageRow } from './voyages/repository.ts';

// Everything a report holds, read in a few queries (one per table, never one per row), for the totals and the
// clone; and what the calculation reads of it. Names of materials, vehicles, ship types and aircraft families are
// read in `language` (English for the calculation and the clone, which show none).

export interface ReportGraph {
  cargos: CargoRow[];
  stages: StageRow[];
  stageLinks: Map<number, LinkRow[]>;
  storages: StorageRow[];
  storageLinks: Map<number, StorageLinkRow[]>;
}

export async function loadReportGraph(db: Executor, reportId: number, language: Language = 'en'): Promise<ReportGraph> {
  const [cargoRows, stageRows, storageRows] = [
    await loadCargos(db, reportId, language),
    await loadStages(db, reportId, undefined, language),
    await loadStorages(db, reportId),
  ];
  return {
    cargos: cargoRows,
    stages: stageRows,
    stageLinks: await loadStageLinks(db, stageRows.map((s) => s.id)),
    storages: storageRows,
    storageLinks: await loadStorageLinks(db, storageRows.map((s) => s.id)),
  };
}

/** What the calculation reads of a transport report (recalculate.ts): a ReportGraph is one too. */
export interface CalculationGraph {
  cargos: CargoInputRow[];
  stages: StageInputRow[];
  stageLinks: Map<number, StageCargoId[]>;
  storages: StorageRow[];
  storageLinks: Map<number, StorageCargoId[]>;
}

export async function loadCalculationGraph(db: Executor, reportId: number): Promise<CalculationGraph> {
  const [cargoRows, stageRows, storageRows] = [await loadCargoInputs(db, reportId), await loadStageInputs(db, reportId), await loadStorages(db, reportId)];
  return {
    cargos: cargoRows,
    stages: stageRows,
    stageLinks: await loadStageCargoIds(db, stageRows.map((s) => s.id)),
    storages: storageRows,
    storageLinks: await loadStorageCargoIds(db, storageRows.map((s) => s.id)),
  };
}

/** What a consumption report holds (docs/spec/part-2.md §2.5): its consumptions and voyages with their lookups' names. */
export interface ConsumptionGraph {
  consumptions: ConsumptionRow[];
  voyages: VoyageRow[];
}

export async function loadConsumptionGraph(db: Executor, companyId: number, reportId: number): Promise<ConsumptionGraph> {
  return { consumptions: await loadConsumptions(db, companyId, reportId), voyages: await loadVoyages(db, companyId, reportId) };
}

/** `rows` with the row `id` replaced by `row`, dropped when null, or put in its place by id when `rows` lacks it. */
function withRow<T extends { id: number }>(rows: readonly T[], id: number, row: T | null): T[] {
  const kept = rows.filter((r) => r.id !== id);
  if (!row) return kept;
  const at = kept.findIndex((r) => r.id > id);
  return at < 0 ? [...kept, row] : [...kept.slice(0, at), row, ...kept.slice(at)];
}

function withLinks<T>(links: ReadonlyMap<number, T[]>, id: number, own: T[]): Map<number, T[]> {
  const copy = new Map(links);
  if (own.length) copy.set(id, own);
  else copy.delete(id);
  return copy;
}

/**
 * The graph with stage `id` as `row` with `links` (null: without the stage), in the order loadCalculationGraph reads
 * (stages by id, links by cargo id): what the report held before a change to that one stage.
 */
export function graphWithStage(graph: CalculationGraph, id: number, row: StageInputRow | null, links: StageCargoId[]): CalculationGraph {
  return { ...graph, stages: withRow(graph.stages, id, row), stageLinks: withLinks(graph.stageLinks, id, row ? links : []) };
}

/** As graphWithStage, for storage `id`. */
export function graphWithStorage(graph: CalculationGraph, id: number, row: StorageRow | null, links: StorageCargoId[]): CalculationGraph {
  return { ...graph, storages: withRow(graph.storages, id, row), storageLinks: withLinks(graph.storageLinks, id, row ? links : []) };
}
