import type { Executor } from '../../db/connection.ts';
import type { Language } from '../../http/messages.ts';
import { loadCargos, type CargoRow } from './cargos/repository.ts';
import { loadConsumptions, type ConsumptionRow } from './consumptions/repository.ts';
import { loadStageLinks, loadStages, type LinkRow, type StageRow } from './stages/repository.ts';
import { loadStorageLinks, loadStorages, type StorageLinkRow, type StorageRow } from './storages/repository.ts';
import { loadVoyages, type VoyageRow } from './voyages/repository.ts';

// Everything a report holds, read in a few queries (one per table, never one per row), for the
// calculation, the totals and the clone. Names of materials, vehicles, ship types and aircraft families are
// read in `language` (English for the calculation and the clone, which show none).

export interface ReportGraph {
  cargos: CargoRow[];
  stages: StageRow[];
  stageLinks: Map<number, LinkRow[]>;
  storages: StorageRow[];
  storageLinks: Map<number, StorageLinkRow[]>;
}

/** `lean`: the stages without what the calculation never reads (stages/repository.ts LEAN_STAGE). */
export async function loadReportGraph(db: Executor, reportId: number, language: Language = 'en', lean = false): Promise<ReportGraph> {
  const [cargoRows, stageRows, storageRows] = [
    await loadCargos(db, reportId, language),
    await loadStages(db, reportId, undefined, language, lean),
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

/** What a consumption report holds (docs/spec/part-2.md §2.5): its consumptions and voyages with their lookups' names. */
export interface ConsumptionGraph {
  consumptions: ConsumptionRow[];
  voyages: VoyageRow[];
}

export async function loadConsumptionGraph(db: Executor, companyId: number, reportId: number): Promise<ConsumptionGraph> {
  return { consumptions: await loadConsumptions(db, companyId, reportId), voyages: await loadVoyages(db, companyId, reportId) };
}
