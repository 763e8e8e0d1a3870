import type { Executor } from '../../db/connection.ts';
import { insertMany, insertRows } from '../../db/insert-many.ts';
import { cargos, stageCargos, stages, storageCargos, storages } from '../../db/schema.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { insertCommodity } from '../commodities/repository.ts';
import type { ReportWithRefs } from '../reports/repository.ts';
import type { StageValues } from '../reports/stages/stage-values.ts';
import type { storageValues } from '../reports/storages/service.ts';
import type { ImportPlan, PlannedChild } from './plan-import.ts';

// The second step of an import: the checked plan stored in the caller's transaction, a few statements per table
// (insertMany), before the one recalculation.

/** The rows each stored stage and storage came from, by id, so a calculation's problem names its row. */
export interface WrittenRows {
  stages: Map<number, RowOf>;
  storages: Map<number, RowOf>;
}
type RowOf = Pick<PlannedChild, 'file' | 'row'>;
const rowOf = ({ file, row }: PlannedChild): RowOf => ({ file, row });

/** insertMany wants rows of one shape: a road stage and a sea stage fill different columns. */
async function insertByShape<T>(rows: readonly T[], insert: (group: T[]) => Promise<number[]>): Promise<number[]> {
  const ids: number[] = Array.from({ length: rows.length }, () => 0);
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const shape = Object.keys(row as object).join(',');
    let group = groups.get(shape);
    if (!group) groups.set(shape, (group = []));
    group.push(index);
  });
  for (const indexes of groups.values()) {
    const got = await insert(indexes.map((i) => rows[i] as T));
    indexes.forEach((rowIndex, i) => (ids[rowIndex] = got[i] as number));
  }
  return ids;
}

export async function writeImport(tx: Executor, ctx: TenantContext, found: ReportWithRefs, plan: ImportPlan): Promise<WrittenRows> {
  const companyId = ctx.companyId;
  const reportId = found.report.id;
  const materials = new Map<string, number>();
  for (const name of plan.newMaterials) materials.set(name, (await insertCommodity(tx, companyId, name, '')).id);

  const planned = [...plan.cargos.values()];
  const cargoIds = await insertMany(
    tx,
    cargos,
    planned.map((c) => ({
      ...c.columns,
      commodityId: c.newMaterial ? (materials.get(c.newMaterial) ?? null) : c.columns.commodityId,
      companyId,
      reportId,
      number: c.number,
    })),
  );
  const cargoIdByNumber = new Map(planned.map((c, i) => [c.number, cargoIds[i] as number]));
  const cargoId = (key: string | undefined) => (key ? cargoIdByNumber.get(plan.cargos.get(key)?.number ?? -1) : undefined);

  const stageChildren = plan.children.filter((c) => c.kind !== 'storage');
  const storageChildren = plan.children.filter((c) => c.kind === 'storage');
  const stageIds = await insertByShape(
    stageChildren.map((c) => ({ ...(c.values as StageValues), companyId, reportId })),
    (group) => insertMany(tx, stages, group),
  );
  const stageLinks = stageChildren.flatMap((c, i) => {
    const id = cargoId(c.cargo);
    return id === undefined ? [] : [{ stageId: stageIds[i] as number, cargoId: id, tags: c.tags, companyId }];
  });
  await insertRows(tx, stageCargos, stageLinks);

  const storageIds = await insertMany(
    tx,
    storages,
    storageChildren.map((c) => ({ ...(c.values as ReturnType<typeof storageValues>), companyId, reportId })),
  );
  const storageLinks = storageChildren.flatMap((c, i) => {
    const id = cargoId(c.cargo);
    return id === undefined ? [] : [{ storageId: storageIds[i] as number, cargoId: id, tags: c.tags, companyId }];
  });
  await insertRows(tx, storageCargos, storageLinks);
  return {
    stages: new Map(stageIds.map((id, i) => [id, rowOf(stageChildren[i] as PlannedChild)])),
    storages: new Map(storageIds.map((id, i) => [id, rowOf(storageChildren[i] as PlannedChild)])),
  };
}
