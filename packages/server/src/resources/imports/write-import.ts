import { IMPORT_COLUMNS, IMPORT_FILES } from '@huella/contracts';
import { startReport, type CalculationError, type StageInput, type StorageInput } from '@huella/emissions';
import type { Executor } from '../../db/connection.ts';
import { drawIds, insertMany, insertRows, insertRowsByShape } from '../../db/insert-many.ts';
import { cargos, stageCargos, stages, storageCargos, storages } from '../../db/schema.ts';
import { DomainError, importRefused, validationFailed } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { insertCommodity } from '../commodities/repository.ts';
import { calculationMessage, cargoMassT, reviewOf, stageInput, storeReportFigures } from '../reports/recalculate.ts';
import type { ReportWithRefs } from '../reports/repository.ts';
import type { StageRow } from '../reports/stages/repository.ts';
import { cachedRefs, type StageRefs, type StageValues } from '../reports/stages/stage-values.ts';
import type { storageValues } from '../reports/storages/service.ts';
import { routeBetweenPorts } from '../sea-routes/service.ts';
import { writeReportFacts } from '../statistics/emission-facts.ts';
import type { ImportPlan, PlannedChild } from './plan-import.ts';

// The second step of an import: the checked plan stored in the caller's transaction and calculated as it is
// stored. The rows go a chunk at a time through the core's report stream, each chunk inserted with its figures and
// let go, so a file of 100,000 rows never holds 100,000 results (docs/import.md "Scale"). The figures are the ones
// `recalculateReport` stores for the same report: the same inputs, in the same order (by id), through the same core.

/** Rows per chunk: calculated, inserted with their figures, then dropped. */
const CHUNK = 2_000;

type StorageColumns = ReturnType<typeof storageValues>;

/** A calculation problem of no one row (the cargos as a whole): the whole request's. */
function wholeReportProblem(error: CalculationError, review: string): DomainError {
  return validationFailed({ non_field_errors: [calculationMessage(error, review)] });
}

/** A calculation problem of a chunk, named by the file's row and column (docs/import.md "Errors"). */
function rowProblem(error: CalculationError, children: readonly PlannedChild[], review: string, language: Language): DomainError {
  const match = /^(?:stages|storages)\[(\d+)\]\.?([^.[]*)/.exec(error.field);
  const child = match ? children[Number(match[1])] : undefined;
  if (!child) return wholeReportProblem(error, review);
  const field = match?.[2] === 'distance' ? 'distance_km' : (match?.[2] ?? '');
  const column = IMPORT_COLUMNS[IMPORT_FILES[child.file]].find((c) => c.key === field);
  return importRefused({ [child.file]: [{ row: child.row, column: column ? (language === 'es' ? column.es : column.key) : field || null, message: calculationMessage(error, review) }] });
}

/** A planned stage as the stored row the calculation reads (stages/repository.ts loadStages, lean). */
async function storedStage(values: StageValues, id: number, refs: StageRefs): Promise<StageRow> {
  const road = values.roadVehicleId ? await refs.roadVehicle(values.roadVehicleId) : undefined;
  const rail = values.railVehicleId ? await refs.railVehicle(values.railVehicleId) : undefined;
  const model = values.aircraftModelId ? await refs.aircraftModel(values.aircraftModelId) : undefined;
  const ship = values.shipTypeId ? await refs.shipType(values.shipTypeId) : undefined;
  // Object.assign rather than `{ ...values, id, … }`: V8 (Node 20) takes a slow path for a spread followed by
  // members, some microseconds a row (issue #18); the same members in the same order.
  return Object.assign({}, values, {
    id,
    roadVehicleName: road?.name ?? null,
    roadVehicleFactorClass: road?.factorClass ?? null,
    railVehicleName: rail?.name ?? null,
    railTraction: rail?.traction ?? null,
    aircraftModelName: model?.name ?? null,
    aircraftModelType: model?.aircraftType ?? null,
    shipTypeFactorClass: ship?.factorClass ?? null,
  }) as StageRow;
}

export async function storeImport(tx: Executor, ctx: TenantContext, found: ReportWithRefs, plan: ImportPlan, language: Language): Promise<void> {
  const companyId = ctx.companyId;
  const reportId = found.report.id;
  const loaded = await reviewOf(tx, found);
  const review = found.review?.title ?? '';
  const materials = new Map<string, number>();
  for (const name of plan.newMaterials) materials.set(name, (await insertCommodity(tx, companyId, name, '')).id);

  const planned = [...plan.cargos.entries()];
  const cargoRows = planned.map(([, c]) =>
    Object.assign({}, c.columns, {
      commodityId: c.newMaterial ? (materials.get(c.newMaterial) ?? null) : c.columns.commodityId,
      companyId,
      reportId,
      number: c.number,
    }),
  );
  const cargoIds = await insertMany(tx, cargos, cargoRows);
  const cargoIdByKey = new Map(planned.map(([key], i) => [key, cargoIds[i] as number]));
  const cargoId = (key: string | undefined) => (key ? cargoIdByKey.get(key) : undefined);

  // The report's cargos by number, as loadReportGraph reads them; then its stages and storages by id.
  const stream = startReport(
    { only_scope3: found.company.onlyScope3, cargos: cargoRows.map((c, i) => ({ id: cargoIds[i] as number, weight: cargoMassT(c) })) },
    { stages: true, storages: true },
    loaded.factorSet,
  );
  if ('ok' in stream) throw wholeReportProblem(stream, review);

  const refs = cachedRefs(tx);
  // A file's sea legs repeat a few port pairs: each pair is routed once (two port lookups and the router), not per row.
  const routes = new Map<string, ReturnType<typeof routeBetweenPorts>>();
  const route = (row: StageRow, names: { from: string; to: string; avoid: string }) => {
    const key = [row.portOrigin, row.portDestination, ...row.avoid].join('\n');
    let routed = routes.get(key);
    if (!routed) routes.set(key, (routed = routeBetweenPorts(tx, language, row.portOrigin as string, row.portDestination as string, row.avoid, names)));
    return routed;
  };
  /** A chunk of stages, the `at`-th stage of the report first: calculated, inserted with its figures. */
  const storeStages = async (chunk: readonly PlannedChild[], at: number) => {
    const stageIds = await drawIds(tx, stages, chunk.length);
    // One after another: the lookups share the transaction's one connection (and are cached after the first).
    const rows: StageRow[] = [];
    for (const [i, c] of chunk.entries()) rows.push(await storedStage(c.values as StageValues, stageIds[i] as number, refs));
    const routed = new Map<number, number>();
    const geometries = new Map<number, [number, number][]>();
    for (const row of rows) {
      if (row.kind !== 'nautical' || row.declaredDistance !== null || !row.portOrigin || !row.portDestination) continue;
      const names = { from: `sea_stage_${row.id}.port_origin`, to: `sea_stage_${row.id}.port_destination`, avoid: `sea_stage_${row.id}.avoid` };
      try {
        // A refused pair's message names the ports, not the row: the row is named below, whichever row asked first.
        const sea = await route(row, names);
        routed.set(row.id, sea.distance_km);
        geometries.set(row.id, sea.geometry.coordinates);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const child = chunk[rows.indexOf(row)] as PlannedChild;
        throw importRefused({ [child.file]: [{ row: child.row, column: 'port_destination', message: error.fields ? (Object.values(error.fields)[0]?.[0] ?? error.detail) : error.detail }] });
      }
    }
    const inputs: StageInput[] = rows.map((row, i) => {
      const id = cargoId(chunk[i]?.cargo);
      return stageInput(row, id === undefined ? [] : [id], routed);
    });
    const results = stream.stages(inputs);
    if (!Array.isArray(results)) throw rowProblem({ ...results, field: results.field.replace(/^stages\[(\d+)\]/, (_m, n: string) => `stages[${Number(n) - at}]`) }, chunk, review, language);
    await insertRowsByShape(
      tx,
      stages,
      chunk.map((c, i) => {
        const result = results[i] as (typeof results)[number];
        return Object.assign({}, c.values as StageValues, {
          companyId,
          reportId,
          distanceKm: result.distance_km,
          distanceMethod: result.distance_method,
          geometry: geometries.get(stageIds[i] as number) ?? null,
          co2Total: result.co2e_wtw,
          result: { ...result },
        });
      }),
      stageIds,
    );
    await insertRows(
      tx,
      stageCargos,
      results.flatMap((result, i) => {
        const tags = (chunk[i] as PlannedChild).tags;
        return result.cargos.map((a) => ({ stageId: stageIds[i] as number, cargoId: Number(a.cargo_id), tags, companyId, co2Total: a.co2e_wtw, result: { ...a } }));
      }),
    );
  };

  /** A chunk of storages, the `at`-th storage of the report first. */
  const storeStorages = async (chunk: readonly PlannedChild[], at: number) => {
    const storageIds = await drawIds(tx, storages, chunk.length);
    const inputs: StorageInput[] = chunk.map((c, i) => {
      const values = c.values as StorageColumns;
      const id = cargoId(c.cargo);
      return { id: storageIds[i] as number, cargos: id === undefined ? [] : [id], moves_number: values.movesNumber, type: values.type };
    });
    const results = stream.storages(inputs);
    if (!Array.isArray(results)) throw rowProblem({ ...results, field: results.field.replace(/^storages\[(\d+)\]/, (_m, n: string) => `storages[${Number(n) - at}]`) }, chunk, review, language);
    await insertRows(
      tx,
      storages,
      chunk.map((c, i) =>
        Object.assign({}, c.values as StorageColumns, { companyId, reportId, co2Total: (results[i] as (typeof results)[number]).co2e_wtw, result: { ...results[i] } }),
      ),
      storageIds,
    );
    await insertRows(
      tx,
      storageCargos,
      results.flatMap((result, i) =>
        result.cargos.map((a) => ({ storageId: storageIds[i] as number, cargoId: Number(a.cargo_id), tags: (chunk[i] as PlannedChild).tags, companyId, co2Total: a.co2e_wtw, result: { ...a } })),
      ),
    );
  };

  // The rows come again from the files, a chunk at a time: stage files first, then the storages (the stream's order).
  let chunk: PlannedChild[] = [];
  let kind: 'stages' | 'storages' = 'stages';
  const done = { stages: 0, storages: 0 };
  const flush = async () => {
    if (!chunk.length) return;
    await (kind === 'stages' ? storeStages(chunk, done.stages) : storeStorages(chunk, done.storages));
    done[kind] += chunk.length;
    chunk = [];
  };
  for await (const child of plan.children()) {
    const childKind = child.kind === 'storage' ? 'storages' : 'stages';
    if (childKind !== kind) {
      if (kind === 'storages') throw new Error('import: a stage after the storages');
      await flush();
      kind = childKind;
    }
    chunk.push(child);
    if (chunk.length === CHUNK) await flush();
  }
  await flush();

  const summary = stream.finish();
  if (!summary.ok) throw wholeReportProblem(summary, review);
  await storeReportFigures(tx, found, loaded, summary, cargoRows.reduce((sum, c) => sum + cargoMassT(c), 0));
  await writeReportFacts(tx, reportId);
}
