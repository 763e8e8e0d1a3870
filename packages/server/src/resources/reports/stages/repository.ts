import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { anyId } from '../../../db/any-id.ts';
import type { Executor } from '../../../db/connection.ts';
import { localisedName } from '../../../db/localised-name.ts';
import { rowsOf, selectList } from '../../../exports/raw-rows.ts';
import { aircraftFamilies, aircraftModels, ports, railVehicles, roadVehicles, shipTypes, stageCargos, stages } from '../../../db/schema.ts';
import type { Language } from '../../../http/messages.ts';
import { groupBy } from '../group-by.ts';

export type StageColumns = typeof stages.$inferInsert;
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
export type StageLinkValues = typeof stageCargos.$inferInsert;

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}

// The reference rows a stage form names, read by id to check that they exist and to take their defaults.
export const findRoadVehicle = (db: Executor, id: number) => first(db.select().from(roadVehicles).where(eq(roadVehicles.id, id)));
export const findRailVehicle = (db: Executor, id: number) => first(db.select().from(railVehicles).where(eq(railVehicles.id, id)));
export const findAircraftFamily = (db: Executor, id: number) => first(db.select().from(aircraftFamilies).where(eq(aircraftFamilies.id, id)));
export const findAircraftModel = (db: Executor, id: number) => first(db.select().from(aircraftModels).where(eq(aircraftModels.id, id)));
export const findShipType = (db: Executor, id: number) => first(db.select().from(shipTypes).where(eq(shipTypes.id, id)));

export async function findPorts(db: Executor, locodes: readonly string[]) {
  return locodes.length ? db.select().from(ports).where(inArray(ports.locode, [...locodes])) : [];
}

export async function insertStage(db: Executor, values: StageColumns): Promise<number> {
  const [row] = await db.insert(stages).values(values).returning({ id: stages.id });
  if (!row) throw new Error('stage not inserted');
  return row.id;
}

export async function updateStage(db: Executor, companyId: number, id: number, values: Partial<StageColumns>): Promise<void> {
  await db
    .update(stages)
    .set(values)
    .where(and(eq(stages.companyId, companyId), eq(stages.id, id)));
}

export async function deleteStage(db: Executor, companyId: number, id: number): Promise<void> {
  await db.delete(stages).where(and(eq(stages.companyId, companyId), eq(stages.id, id)));
}

export async function insertStageLinks(db: Executor, links: readonly StageLinkValues[]): Promise<void> {
  if (links.length) await db.insert(stageCargos).values([...links]);
}

/** The stage's cargo links become `links`, tags included. */
export async function replaceStageLinks(db: Executor, stageId: number, links: readonly StageLinkValues[]): Promise<void> {
  await db.delete(stageCargos).where(eq(stageCargos.stageId, stageId));
  await insertStageLinks(db, links);
}

/** A report's stages (or the one `stageId`), with the names and classes of what they use, names in `language`. */
export async function loadStages(db: Executor, reportId: number, stageId?: number, language: Language = 'en'): Promise<StageRow[]> {
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
  // Object.assign onto the row drizzle made for this stage alone: `{ ...r.stage, roadVehicleName, … }` took V8's slow
  // path for a spread followed by members, some 15 µs a stage on Node 20 (issue #18).
  return rows.map((r) => {
    const from = r.stage.portOrigin ? portByCode.get(r.stage.portOrigin) : undefined;
    const to = r.stage.portDestination ? portByCode.get(r.stage.portDestination) : undefined;
    return Object.assign(r.stage, {
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
    });
  });
}

/** The stages' cargo links. */
export async function loadStageLinks(db: Executor, stageIds: number[]): Promise<Map<number, LinkRow[]>> {
  if (!stageIds.length) return new Map();
  const rows = await db.select().from(stageCargos).where(anyId(stageCargos.stageId, stageIds)).orderBy(asc(stageCargos.cargoId));
  return groupBy(rows, (r) => r.stageId);
}

// The calculation reads a report whole after every change to it (recalculate.ts), so it reads only what it uses, as
// the driver's rows (exports/raw-rows.ts): a stage's other columns, a link's tags and figures, and the query builder's
// mapping of every cell into nested objects were most of the time and the garbage of reading a 1,000-stage report of
// 5,000 links (issue #18).

/** What the calculation reads of a stage: its input to the core (recalculate.ts stageInput) and its sea route. */
const STAGE_INPUT = {
  id: stages.id,
  kind: stages.kind,
  operatedBy: stages.operatedBy,
  declaredDistance: stages.declaredDistance,
  originLat: stages.originLat,
  originLng: stages.originLng,
  destinationLat: stages.destinationLat,
  destinationLng: stages.destinationLng,
  euroStandard: stages.euroStandard,
  loadType: stages.loadType,
  capacityLoad: stages.capacityLoad,
  vehiclesNumber: stages.vehiclesNumber,
  aircraftType: stages.aircraftType,
  lto: stages.lto,
  shipLoadType: stages.shipLoadType,
  shipFuelType: stages.shipFuelType,
  grossTonnage: stages.grossTonnage,
  totalLoad: stages.totalLoad,
  portOperations: stages.portOperations,
  portOrigin: stages.portOrigin,
  portDestination: stages.portDestination,
  avoid: stages.avoid,
  roadVehicleName: localisedName(roadVehicles, 'en'),
  roadVehicleFactorClass: roadVehicles.factorClass,
  railVehicleName: localisedName(railVehicles, 'en'),
  railTraction: railVehicles.traction,
  aircraftModelName: aircraftModels.name,
  aircraftModelType: aircraftModels.aircraftType,
  shipTypeFactorClass: shipTypes.factorClass,
};

export type StageInputRow = Pick<StageRow, keyof typeof STAGE_INPUT>;

/** A report's stages as the calculation reads them, in id order, names in English as loadStages reads them for it. */
export async function loadStageInputs(db: Executor, reportId: number): Promise<StageInputRow[]> {
  return rowsOf(
    db,
    STAGE_INPUT,
    sql`select ${selectList(STAGE_INPUT)} from ${stages}
      left join ${roadVehicles} on ${roadVehicles.id} = ${stages.roadVehicleId}
      left join ${railVehicles} on ${railVehicles.id} = ${stages.railVehicleId}
      left join ${aircraftModels} on ${aircraftModels.id} = ${stages.aircraftModelId}
      left join ${shipTypes} on ${shipTypes.id} = ${stages.shipTypeId}
      where ${stages.reportId} = ${reportId}
      order by ${stages.id}`,
  );
}

const STAGE_CARGO_ID = { stageId: stageCargos.stageId, cargoId: stageCargos.cargoId };

/** Which cargo a link joins to which stage: all the calculation reads of a link. */
export type StageCargoId = Pick<LinkRow, keyof typeof STAGE_CARGO_ID>;

/** The stages' links as the calculation reads them, in the order of loadStageLinks. */
export async function loadStageCargoIds(db: Executor, stageIds: number[]): Promise<Map<number, StageCargoId[]>> {
  if (!stageIds.length) return new Map();
  const rows = await rowsOf(db, STAGE_CARGO_ID, sql`select ${selectList(STAGE_CARGO_ID)} from ${stageCargos} where ${anyId(stageCargos.stageId, stageIds)} order by ${stageCargos.cargoId}`);
  return groupBy(rows, (r) => r.stageId);
}
