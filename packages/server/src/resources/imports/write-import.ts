import type { Executor } from '../../db/connection.ts';
import { cargos, stageCargos, stages, storageCargos, storages } from '../../db/schema.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { insertCommodity } from '../commodities/repository.ts';
import type { ReportWithRefs } from '../reports/repository.ts';
import type { StageValues } from '../reports/stages/stage-values.ts';
import type { storageValues } from '../reports/storages/service.ts';
import type { ImportPlan, PlannedChild } from './plan-import.ts';

// The second step of an import: the checked plan stored with a few multi-row INSERTs per table, in the caller's
// transaction, before the one recalculation. PostgreSQL allows 65,535 parameters per statement; a stage row has
// about 35 columns.

const ROWS_PER_INSERT = 1_000;

async function inBatches<T, R>(rows: readonly T[], insert: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) out.push(...(await insert(rows.slice(at, at + ROWS_PER_INSERT))));
  return out;
}

/** The rows each stored stage and storage came from, by id, so a calculation's problem names its row. */
export interface WrittenRows {
  stages: Map<number, PlannedChild>;
  storages: Map<number, PlannedChild>;
}

export async function writeImport(tx: Executor, ctx: TenantContext, found: ReportWithRefs, plan: ImportPlan): Promise<WrittenRows> {
  const companyId = ctx.companyId;
  const reportId = found.report.id;
  const materials = new Map<string, number>();
  for (const name of plan.newMaterials) materials.set(name, (await insertCommodity(tx, companyId, name, '')).id);

  const planned = [...plan.cargos.entries()];
  const cargoRows = await inBatches(planned, (batch) =>
    tx
      .insert(cargos)
      .values(
        batch.map(([, c]) => ({
          ...c.columns,
          commodityId: c.newMaterial ? (materials.get(c.newMaterial) ?? null) : c.columns.commodityId,
          companyId,
          reportId,
          number: c.number,
        })),
      )
      .returning({ id: cargos.id, number: cargos.number }),
  );
  const cargoIdByNumber = new Map(cargoRows.map((row) => [row.number, row.id]));
  const cargoId = (key: string | undefined) => (key ? cargoIdByNumber.get(plan.cargos.get(key)?.number ?? -1) : undefined);

  const stageChildren = plan.children.filter((c) => c.kind !== 'storage');
  const storageChildren = plan.children.filter((c) => c.kind === 'storage');
  // A multi-row INSERT … RETURNING answers its rows in the order of its VALUES on PostgreSQL (and PGlite).
  const stageIds = await inBatches(stageChildren, (batch) =>
    tx
      .insert(stages)
      .values(batch.map((c) => ({ ...(c.values as StageValues), companyId, reportId })))
      .returning({ id: stages.id }),
  );
  const stageLinks = stageChildren.flatMap((c, i) => {
    const id = cargoId(c.cargo);
    return id === undefined ? [] : [{ stageId: (stageIds[i] as { id: number }).id, cargoId: id, tags: c.tags, companyId }];
  });
  await inBatches(stageLinks, async (batch) => tx.insert(stageCargos).values(batch).then(() => []));

  const storageIds = await inBatches(storageChildren, (batch) =>
    tx
      .insert(storages)
      .values(batch.map((c) => ({ ...(c.values as ReturnType<typeof storageValues>), companyId, reportId })))
      .returning({ id: storages.id }),
  );
  const storageLinks = storageChildren.flatMap((c, i) => {
    const id = cargoId(c.cargo);
    return id === undefined ? [] : [{ storageId: (storageIds[i] as { id: number }).id, cargoId: id, tags: c.tags, companyId }];
  });
  await inBatches(storageLinks, async (batch) => tx.insert(storageCargos).values(batch).then(() => []));
  return {
    stages: new Map(stageIds.map((row, i) => [row.id, stageChildren[i] as PlannedChild])),
    storages: new Map(storageIds.map((row, i) => [row.id, storageChildren[i] as PlannedChild])),
  };
}
