import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import {
  aircraftFamilies,
  aircraftModels,
  cargos,
  commodities,
  ports,
  railVehicles,
  roadVehicles,
  shipTypes,
  stageCargos,
  stages,
  storageCargos,
  storages,
} from '../../db/schema.ts';
import { localisedName } from '../../db/localised-name.ts';
import type { Language } from '../../http/messages.ts';

// Everything a report holds, read in a few queries (one per table, never one per row), for the
// calculation, the totals, the clone and the child listings. Names of materials, vehicles, ship types and
// aircraft families are read in `language` (English for the calculation and the clone, which show none).

export type CargoRow = typeof cargos.$inferSelect & { commodityName: string | null };
export type StageRow = typeof stages.$inferSelect & {
  roadVehicleName: string | null;
  roadVehicleFactorClass: string | null;
  railVehicleName: string | null;
  railTraction: 'diesel' | 'electric' | null;
  aircraftFamilyName: string | null;
  aircraftModelName: string | null;
  shipTypeName: string | null;
  shipTypeFactorClass: string | null;
  /** The model's own kind: a passenger model's belly cargo stays on the per-tkm default (docs/methodology.md). */
  aircraftModelType: 'passenger_cargo' | 'freighter' | 'super_transporter' | null;
  portOriginName: string | null;
  portOriginCountry: string | null;
  portDestinationName: string | null;
  portDestinationCountry: string | null;
};
export type LinkRow = typeof stageCargos.$inferSelect;
export type StorageLinkRow = typeof storageCargos.$inferSelect;
export type StorageRow = typeof storages.$inferSelect;

export interface ReportGraph {
  cargos: CargoRow[];
  stages: StageRow[];
  stageLinks: Map<number, LinkRow[]>;
  storages: StorageRow[];
  storageLinks: Map<number, StorageLinkRow[]>;
}

/**
 * Which of `ids` are cargos of the report: what a stage's or storage's links are checked against. Only the
 * named ones are read; an import of thousands of rows once read every cargo of the report for each row, and
 * took time with the square of its rows (issue #20 item 9).
 */
export async function reportCargoIds(db: Executor, reportId: number, ids: readonly number[]): Promise<Set<number>> {
  const wanted = ids.filter((id) => Number.isSafeInteger(id));
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ id: cargos.id })
    .from(cargos)
    .where(and(eq(cargos.reportId, reportId), inArray(cargos.id, wanted)));
  return new Set(rows.map((r) => r.id));
}

export async function loadCargos(db: Executor, reportId: number, language: Language = 'en'): Promise<CargoRow[]> {
  const rows = await db
    .select({ cargo: cargos, commodityName: localisedName(commodities, language) })
    .from(cargos)
    .leftJoin(commodities, eq(commodities.id, cargos.commodityId))
    .where(eq(cargos.reportId, reportId))
    .orderBy(asc(cargos.number));
  return rows.map((r) => ({ ...r.cargo, commodityName: r.commodityName }));
}

export async function loadStages(
  db: Executor,
  reportId: number,
  stageId?: number,
  language: Language = 'en',
): Promise<StageRow[]> {
  const rows = await db
    .select({
      stage: stages,
      roadVehicleName: localisedName(roadVehicles, language),
      roadVehicleFactorClass: roadVehicles.factorClass,
      railVehicleName: localisedName(railVehicles, language),
      railTraction: railVehicles.traction,
      aircraftFamilyName: localisedName(aircraftFamilies, language),
      aircraftModelName: aircraftModels.name,
      shipTypeName: localisedName(shipTypes, language),
      shipTypeFactorClass: shipTypes.factorClass,
      aircraftModelType: aircraftModels.aircraftType,
    })
    .from(stages)
    .leftJoin(roadVehicles, eq(roadVehicles.id, stages.roadVehicleId))
    .leftJoin(railVehicles, eq(railVehicles.id, stages.railVehicleId))
    .leftJoin(aircraftFamilies, eq(aircraftFamilies.id, stages.aircraftFamilyId))
    .leftJoin(aircraftModels, eq(aircraftModels.id, stages.aircraftModelId))
    .leftJoin(shipTypes, eq(shipTypes.id, stages.shipTypeId))
    .where(stageId === undefined ? eq(stages.reportId, reportId) : eq(stages.id, stageId))
    .orderBy(asc(stages.id));
  const codes = [...new Set(rows.flatMap((r) => [r.stage.portOrigin, r.stage.portDestination]).filter((c): c is string => !!c))];
  const portRows = codes.length
    ? await db.select({ locode: ports.locode, name: ports.name, country: ports.countryAlpha2 }).from(ports).where(inArray(ports.locode, codes))
    : [];
  const portByCode = new Map(portRows.map((p) => [p.locode, p]));
  return rows.map((r) => {
    const from = r.stage.portOrigin ? portByCode.get(r.stage.portOrigin) : undefined;
    const to = r.stage.portDestination ? portByCode.get(r.stage.portDestination) : undefined;
    return {
      ...r.stage,
      roadVehicleName: r.roadVehicleName,
      roadVehicleFactorClass: r.roadVehicleFactorClass,
      railVehicleName: r.railVehicleName,
      railTraction: r.railTraction,
      aircraftFamilyName: r.aircraftFamilyName,
      aircraftModelName: r.aircraftModelName,
      shipTypeName: r.shipTypeName,
      shipTypeFactorClass: r.shipTypeFactorClass,
      aircraftModelType: r.aircraftModelType,
      portOriginName: from?.name ?? null,
      portOriginCountry: from?.country ?? null,
      portDestinationName: to?.name ?? null,
      portDestinationCountry: to?.country ?? null,
    };
  });
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export async function loadStageLinks(db: Executor, stageIds: number[]): Promise<Map<number, LinkRow[]>> {
  if (!stageIds.length) return new Map();
  const rows = await db.select().from(stageCargos).where(inArray(stageCargos.stageId, stageIds)).orderBy(asc(stageCargos.cargoId));
  return groupBy(rows, (r) => r.stageId);
}

export async function loadStorages(db: Executor, reportId: number, storageId?: number): Promise<StorageRow[]> {
  return db
    .select()
    .from(storages)
    .where(storageId === undefined ? eq(storages.reportId, reportId) : eq(storages.id, storageId))
    .orderBy(asc(storages.id));
}

export async function loadStorageLinks(db: Executor, storageIds: number[]): Promise<Map<number, StorageLinkRow[]>> {
  if (!storageIds.length) return new Map();
  const rows = await db.select().from(storageCargos).where(inArray(storageCargos.storageId, storageIds)).orderBy(asc(storageCargos.cargoId));
  return groupBy(rows, (r) => r.storageId);
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
