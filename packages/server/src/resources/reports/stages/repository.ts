import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/connection.ts';
import { aircraftFamilies, aircraftModels, ports, railVehicles, roadVehicles, shipTypes, stageCargos, stages } from '../../../db/schema.ts';

export type StageColumns = typeof stages.$inferInsert;
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

/** The figures a calculation stores on a stage of the report being recalculated. */
export async function storeStageFigures(db: Executor, id: number, values: Pick<StageColumns, 'distanceKm' | 'distanceMethod' | 'geometry' | 'co2Total' | 'result'>) {
  await db.update(stages).set(values).where(eq(stages.id, id));
}

export async function storeStageLinkFigures(db: Executor, stageId: number, cargoId: number, values: Pick<StageLinkValues, 'co2Total' | 'result'>) {
  await db
    .update(stageCargos)
    .set(values)
    .where(and(eq(stageCargos.stageId, stageId), eq(stageCargos.cargoId, cargoId)));
}
