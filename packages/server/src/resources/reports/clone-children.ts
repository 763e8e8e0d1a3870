import type { Executor } from '../../db/connection.ts';
import { insertCargo } from './cargos/repository.ts';
import { insertConsumption } from './consumptions/repository.ts';
import { loadConsumptionGraph, loadReportGraph } from './report-graph.ts';
import { insertStage, insertStageLinks } from './stages/repository.ts';
import { insertStorage, insertStorageLinks } from './storages/repository.ts';
import { insertVoyage } from './voyages/repository.ts';

/** Copies cargos, stages, storages and their links (tags included) from one report to another of the company. */
export async function cloneChildren(db: Executor, companyId: number, fromReportId: number, toReportId: number): Promise<void> {
  const graph = await loadReportGraph(db, fromReportId);
  const cargoIds = new Map<number, number>();
  for (const c of graph.cargos) {
    const id = await insertCargo(db, {
      companyId,
      reportId: toReportId,
      number: c.number,
      commodityId: c.commodityId,
      cargoType: c.cargoType,
      weight: c.weight,
      teu: c.teu,
      passengersNumber: c.passengersNumber,
    });
    cargoIds.set(c.id, id);
  }
  const newCargo = (id: number) => cargoIds.get(id) as number;
  for (const s of graph.stages) {
    const { id, roadVehicleName, roadVehicleFactorClass, railVehicleName, railTraction, aircraftFamilyName, aircraftModelName, shipTypeName,
      portOriginName, portOriginCountry, portDestinationName, portDestinationCountry, createdAt, result, co2Total, ...columns } = s;
    const stageId = await insertStage(db, { ...columns, companyId, reportId: toReportId });
    const links = graph.stageLinks.get(id) ?? [];
    await insertStageLinks(db, links.map((l) => ({ stageId, cargoId: newCargo(l.cargoId), companyId, tags: l.tags })));
  }
  for (const s of graph.storages) {
    const { id, createdAt, result, co2Total, ...columns } = s;
    const storageId = await insertStorage(db, { ...columns, companyId, reportId: toReportId });
    const links = graph.storageLinks.get(id) ?? [];
    await insertStorageLinks(db, links.map((l) => ({ storageId, cargoId: newCargo(l.cargoId), companyId, tags: l.tags })));
  }
}

/**
 * Copies a consumption report's consumptions and voyages (tags included) to another report of the company. The
 * copies carry no HSEQ source id: an intake is imported once (docs/hseq.md), and the id stays with the original.
 */
export async function cloneConsumptionChildren(db: Executor, companyId: number, fromReportId: number, toReportId: number): Promise<void> {
  const graph = await loadConsumptionGraph(db, companyId, fromReportId);
  for (const c of graph.consumptions) {
    await insertConsumption(db, {
      companyId,
      reportId: toReportId,
      type: c.type,
      date: c.date,
      centerId: c.centerId,
      quantity: c.quantity,
      supplierId: c.supplierId,
      accountId: c.accountId,
      tags: c.tags,
    });
  }
  for (const v of graph.voyages) {
    await insertVoyage(db, {
      companyId,
      reportId: toReportId,
      carFamilyId: v.carFamilyId,
      carId: v.carId,
      centerId: v.centerId,
      accountId: v.accountId,
      distance: v.distance,
      date: v.date,
      tags: v.tags,
    });
  }
}
