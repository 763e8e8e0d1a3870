import type { Executor } from '../../db/connection.ts';
import { cargos, stageCargos, stages, storageCargos, storages } from '../../db/schema.ts';
import { loadReportGraph } from './report-graph.ts';

/** Copies cargos, stages, storages and their links (tags included) from one report to another of the company. */
export async function cloneChildren(db: Executor, companyId: number, fromReportId: number, toReportId: number): Promise<void> {
  const graph = await loadReportGraph(db, fromReportId);
  const cargoIds = new Map<number, number>();
  for (const c of graph.cargos) {
    const [row] = await db
      .insert(cargos)
      .values({
        companyId,
        reportId: toReportId,
        number: c.number,
        commodityId: c.commodityId,
        cargoType: c.cargoType,
        weight: c.weight,
        teu: c.teu,
        passengersNumber: c.passengersNumber,
      })
      .returning({ id: cargos.id });
    if (row) cargoIds.set(c.id, row.id);
  }
  const newCargo = (id: number) => cargoIds.get(id) as number;
  for (const s of graph.stages) {
    const { id, roadVehicleName, roadVehicleFactorClass, railVehicleName, railTraction, aircraftFamilyName, aircraftModelName, shipTypeName,
      portOriginName, portOriginCountry, portDestinationName, portDestinationCountry, createdAt, result, co2Total, ...columns } = s;
    const [row] = await db.insert(stages).values({ ...columns, companyId, reportId: toReportId }).returning({ id: stages.id });
    const links = graph.stageLinks.get(id) ?? [];
    if (row && links.length) {
      await db.insert(stageCargos).values(links.map((l) => ({ stageId: row.id, cargoId: newCargo(l.cargoId), companyId, tags: l.tags })));
    }
  }
  for (const s of graph.storages) {
    const { id, createdAt, result, co2Total, ...columns } = s;
    const [row] = await db.insert(storages).values({ ...columns, companyId, reportId: toReportId }).returning({ id: storages.id });
    const links = graph.storageLinks.get(id) ?? [];
    if (row && links.length) {
      await db.insert(storageCargos).values(links.map((l) => ({ storageId: row.id, cargoId: newCargo(l.cargoId), companyId, tags: l.tags })));
    }
  }
}
