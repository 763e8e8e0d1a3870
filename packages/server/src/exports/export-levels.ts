import type { ExportLevel } from '@huella/contracts';
import { and, asc, eq, gt, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import {
  aircraftModels,
  cargos,
  commodities,
  railVehicles,
  reports,
  reviews,
  roadVehicles,
  shipTypes,
  stageCargos,
  stages,
  storageCargos,
  storages,
  users,
} from '../db/schema.ts';
import type { Cell } from './csv-cells.ts';

// What each export level writes (spec part 1 §7: report, stage, cargo, storage): one row per report, stage,
// cargo link or storage, with what identifies it, how its distance was obtained, the review, and every figure
// in kg. Figures are read out of the stored results in SQL, so a batch carries only the cells it writes.

export const BATCH_SIZE = 500;

type Header = readonly [en: string, es: string];

const num = (column: SQL.Aliased | SQL | unknown, ...path: string[]) =>
  sql<number | null>`(${column} #>> ${`{${path.join(',')}}`})::float8`;

/** The figures every level ends with, read from a stored result (`StageResult`, `CargoAllocation`, totals). */
function figureColumns(result: unknown) {
  return {
    co2e_ttw: num(result, 'co2e_ttw'),
    co2e_wtt: num(result, 'co2e_wtt'),
    co2e_wtw: num(result, 'co2e_wtw'),
    co2e_wtw_with_rf: num(result, 'co2e_wtw_with_rf'),
    CO2: num(result, 'gases', 'CO2'),
    CH4: num(result, 'gases', 'CH4'),
    N2O: num(result, 'gases', 'N2O'),
    HFCs: num(result, 'gases', 'HFCs'),
    PFCs: num(result, 'gases', 'PFCs'),
    SF6: num(result, 'gases', 'SF6'),
    NF3: num(result, 'gases', 'NF3'),
    NOx: num(result, 'gases', 'NOx'),
    SOx: num(result, 'gases', 'SOx'),
    PM: num(result, 'gases', 'PM'),
    scope1: num(result, 'scopes', 'scope1'),
    scope2: num(result, 'scopes', 'scope2'),
    scope3: num(result, 'scopes', 'scope3'),
  };
}
const FIGURE_HEADERS: readonly Header[] = [
  ['CO2e TTW (kg)', 'CO2e TTW (kg)'],
  ['CO2e WTT (kg)', 'CO2e WTT (kg)'],
  ['CO2e WTW (kg)', 'CO2e WTW (kg)'],
  ['CO2e WTW with radiative forcing (kg)', 'CO2e WTW con forzamiento radiativo (kg)'],
  ['CO2 (kg)', 'CO2 (kg)'],
  ['CH4 (kg)', 'CH4 (kg)'],
  ['N2O (kg)', 'N2O (kg)'],
  ['HFCs (kg)', 'HFCs (kg)'],
  ['PFCs (kg)', 'PFCs (kg)'],
  ['SF6 (kg)', 'SF6 (kg)'],
  ['NF3 (kg)', 'NF3 (kg)'],
  ['NOx (kg)', 'NOx (kg)'],
  ['SOx (kg)', 'SOx (kg)'],
  ['PM (kg)', 'PM (kg)'],
  ['Scope 1 (kg CO2e)', 'Alcance 1 (kg CO2e)'],
  ['Scope 2 (kg CO2e)', 'Alcance 2 (kg CO2e)'],
  ['Scope 3 (kg CO2e)', 'Alcance 3 (kg CO2e)'],
];
type Figures = ReturnType<typeof figureColumns>;
const figureCells = (row: { [K in keyof Figures]: number | null }): Cell[] => [
  row.co2e_ttw,
  row.co2e_wtt,
  row.co2e_wtw,
  row.co2e_wtw_with_rf,
  row.CO2,
  row.CH4,
  row.N2O,
  row.HFCs,
  row.PFCs,
  row.SF6,
  row.NF3,
  row.NOx,
  row.SOx,
  row.PM,
  row.scope1,
  row.scope2,
  row.scope3,
];

const REPORT_HEADERS: readonly Header[] = [
  ['Report reference', 'Referencia del informe'],
  ['Date', 'Fecha'],
  ['Project name', 'Nombre del proyecto'],
  ['Project reference', 'Referencia del proyecto'],
  ['Author', 'Autor'],
  ['Review', 'Revisión'],
  ['Consolidated', 'Consolidado'],
];
const reportColumns = {
  reference: reports.reference,
  date: reports.date,
  projectName: reports.projectName,
  projectReference: reports.projectReference,
  author: users.username,
  review: reviews.title,
  consolidated: sql<boolean>`${reports.consolidatedAt} is not null`,
};
const reportCells = (r: { reference: string; date: string; projectName: string; projectReference: string; author: string; review: string | null; consolidated: boolean }): Cell[] => [
  r.reference,
  r.date,
  r.projectName,
  r.projectReference,
  r.author,
  r.review,
  r.consolidated,
];

/** Transport details of a stage, as one text: the vehicle, aircraft model or ship type it names. */
const stageDetails = sql<string>`coalesce(${roadVehicles.name}, ${railVehicles.name}, ${aircraftModels.name}, ${shipTypes.name}, '')`;
const stagePlaces = {
  origin: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portOrigin}, '') || ' ' || ${stages.origin} else ${stages.origin} end`,
  destination: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portDestination}, '') || ' ' || ${stages.destination} else ${stages.destination} end`,
};

/** Each level yields its rows a batch at a time; nothing holds more than one batch. */
export interface ExportLevelDefinition {
  headers: readonly Header[];
  rows(db: Executor, where: SQL | undefined): AsyncGenerator<Cell[][]>;
}

/**
 * Runs one batch query in its own short transaction with sequential and bitmap scans off (`set local` ends with
 * it). Without current statistics — PGlite has no autovacuum, and PostgreSQL's lags behind a bulk load — the
 * planner reads and sorts every remaining row for each batch, which makes a large export quadratic; the index
 * scan in key order reads one batch and stops.
 */
function inIndexOrder<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

/**
 * The ids of the reports the filters select, 500 at a time in id order (keyset on the primary key). Children
 * are then read per batch of reports, so the planner never sorts all of a company's stages to find 500.
 */
async function* reportIdBatches(db: Executor, where: SQL | undefined): AsyncGenerator<number[]> {
  let after = 0;
  for (;;) {
    const rows = await inIndexOrder(db, (tx) =>
      tx
        .select({ id: reports.id })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.createdById))
        .where(and(where, gt(reports.id, after)))
        .orderBy(asc(reports.id))
        .limit(BATCH_SIZE),
    );
    if (!rows.length) return;
    yield rows.map((r) => r.id);
    after = (rows.at(-1) as { id: number }).id;
  }
}

/** Rows of `read` for the children of each batch of reports, keyset on (report id, child id). */
async function* childBatches<T extends { reportId: number; childId: number }>(
  db: Executor,
  where: SQL | undefined,
  read: (tx: Executor, reportIds: number[], after: readonly [number, number] | null) => Promise<T[]>,
): AsyncGenerator<T[]> {
  for await (const reportIds of reportIdBatches(db, where)) {
    let after: readonly [number, number] | null = null;
    for (;;) {
      const key = after;
      const rows = await inIndexOrder(db, (tx) => read(tx, reportIds, key));
      if (!rows.length) break;
      yield rows;
      const last = rows.at(-1) as T;
      after = [last.reportId, last.childId];
    }
  }
}

/**
 * Children of a batch of reports after a (report id, child id) key. The row comparison and the bounds on the
 * report id are what lets the (report_id, id) index serve the query in order and stop after one batch.
 */
function childrenOf(reportColumn: AnyColumn, idColumn: AnyColumn, reportIds: number[], key: readonly [number, number] | null): SQL | undefined {
  const low = reportIds[0] as number;
  const high = reportIds.at(-1) as number;
  return and(
    inArray(reportColumn, reportIds),
    key ? sql`(${reportColumn}, ${idColumn}) > (${key[0]}, ${key[1]})` : sql`${reportColumn} >= ${low}`,
    sql`${reportColumn} <= ${high}`,
  );
}

const reportLevel: ExportLevelDefinition = {
  headers: [
    ...REPORT_HEADERS,
    ['Origin', 'Origen'],
    ['Destination', 'Destino'],
    ['Business trip', 'Viaje de negocios'],
    ['Cargo mass (t)', 'Masa de carga (t)'],
    ['Transport activity (tkm)', 'Actividad de transporte (tkm)'],
    ['Intensity (g CO2e/tkm)', 'Intensidad (g CO2e/tkm)'],
    ...FIGURE_HEADERS,
    ['Input hash', 'Hash de entradas'],
  ],
  async *rows(db, where) {
    for await (const ids of reportIdBatches(db, where)) {
      const rows = await db
        .select({
          ...reportColumns,
          origin: reports.origin,
          destination: reports.destination,
          businessTrip: reports.businessTrip,
          weight: reports.weight,
          tkm: num(reports.result, 'totals', 'tkm'),
          intensity: num(reports.result, 'totals', 'intensity_g_per_tkm'),
          ...figureColumns(sql`${reports.result} -> 'totals'`),
          inputHash: reports.inputHash,
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.createdById))
        .leftJoin(reviews, eq(reviews.id, reports.reviewId))
        .where(inArray(reports.id, ids))
        .orderBy(asc(reports.id));
      yield rows.map((r) => [...reportCells(r), r.origin, r.destination, r.businessTrip, r.weight, r.tkm, r.intensity, ...figureCells(r), r.inputHash]);
    }
  },
};

const STAGE_HEADERS: readonly Header[] = [
  ['Stage id', 'Id de etapa'],
  ['Mode', 'Modo'],
  ['Transport details', 'Detalles del transporte'],
  ['Operated by', 'Operado por'],
  ['Stage origin', 'Origen de la etapa'],
  ['Stage destination', 'Destino de la etapa'],
  ['Distance (km)', 'Distancia (km)'],
  ['Distance method', 'Método de distancia'],
  ['Calculation method', 'Método de cálculo'],
];

const stageColumns = {
  ...reportColumns,
  reportId: stages.reportId,
  childId: stages.id,
  kind: stages.kind,
  details: stageDetails,
  operatedBy: stages.operatedBy,
  ...stagePlaces,
  distance: stages.distanceKm,
  distanceMethod: stages.distanceMethod,
  method: sql<string>`${stages.result} ->> 'method'`,
  mass: num(stages.result, 'mass_t'),
  tkm: num(stages.result, 'tkm'),
  intensity: num(stages.result, 'intensity_g_per_tkm'),
  ...figureColumns(stages.result),
};

/** A batch of stages of some reports, with what identifies them and their figures. */
function readStages(db: Executor, reportIds: number[], after: readonly [number, number] | null) {
  return db
      .select(stageColumns)
      .from(stages)
      .innerJoin(reports, eq(reports.id, stages.reportId))
      .innerJoin(users, eq(users.id, reports.createdById))
      .leftJoin(reviews, eq(reviews.id, reports.reviewId))
      .leftJoin(roadVehicles, eq(roadVehicles.id, stages.roadVehicleId))
      .leftJoin(railVehicles, eq(railVehicles.id, stages.railVehicleId))
      .leftJoin(aircraftModels, eq(aircraftModels.id, stages.aircraftModelId))
      .leftJoin(shipTypes, eq(shipTypes.id, stages.shipTypeId))
      .where(childrenOf(stages.reportId, stages.id, reportIds, after))
      .orderBy(asc(stages.reportId), asc(stages.id))
      .limit(BATCH_SIZE);
}
type StageRow = Awaited<ReturnType<typeof readStages>>[number];

const stageCells = (r: StageRow): Cell[] => [
  ...reportCells(r),
  r.childId,
  r.kind,
  r.details,
  r.operatedBy,
  r.origin.trim(),
  r.destination.trim(),
  r.distance,
  r.distanceMethod,
  r.method,
];

const stageLevel: ExportLevelDefinition = {
  headers: [
    ...REPORT_HEADERS,
    ...STAGE_HEADERS,
    ['Cargo mass (t)', 'Masa de carga (t)'],
    ['Transport activity (tkm)', 'Actividad de transporte (tkm)'],
    ['Intensity (g CO2e/tkm)', 'Intensidad (g CO2e/tkm)'],
    ...FIGURE_HEADERS,
  ],
  async *rows(db, where) {
    for await (const rows of childBatches(db, where, readStages)) {
      yield rows.map((r) => [...stageCells(r), r.mass, r.tkm, r.intensity, ...figureCells(r)]);
    }
  },
};

const tagsText = (tags: Record<string, string> | null) =>
  Object.entries(tags ?? {})
    .map(([k, v]) => `${k}:${v}`)
    .join('|');

const CARGO_HEADERS: readonly Header[] = [
  ['Cargo reference', 'Referencia de la carga'],
  ['Material', 'Material'],
  ['Cargo mass (t)', 'Masa de carga (t)'],
  ['Share of the stage', 'Parte de la etapa'],
  ['Transport activity (tkm)', 'Actividad de transporte (tkm)'],
  ['Intensity (g CO2e/tkm)', 'Intensidad (g CO2e/tkm)'],
  ['Tags', 'Etiquetas'],
];

/** Each batch of stages, followed by its cargo links: one row per link, in (stage, cargo) order. */
const cargoLevel: ExportLevelDefinition = {
  headers: [...REPORT_HEADERS, ...STAGE_HEADERS, ...CARGO_HEADERS, ...FIGURE_HEADERS],
  async *rows(db, where) {
    for await (const stageRows of childBatches(db, where, readStages)) {
      const links = await db
        .select({
          stageId: stageCargos.stageId,
          cargoNumber: cargos.number,
          commodity: commodities.name,
          mass: num(stageCargos.result, 'mass_t'),
          share: num(stageCargos.result, 'share'),
          tkm: num(stageCargos.result, 'tkm'),
          intensity: num(stageCargos.result, 'intensity_g_per_tkm'),
          tags: stageCargos.tags,
          ...figureColumns(stageCargos.result),
        })
        .from(stageCargos)
        .innerJoin(cargos, eq(cargos.id, stageCargos.cargoId))
        .leftJoin(commodities, eq(commodities.id, cargos.commodityId))
        .where(inArray(stageCargos.stageId, stageRows.map((s) => s.childId)))
        .orderBy(asc(stageCargos.stageId), asc(stageCargos.cargoId));
      const stageById = new Map(stageRows.map((s) => [s.childId, s]));
      yield links.map((l) => [
        ...stageCells(stageById.get(l.stageId) as StageRow),
        `C${l.cargoNumber}`,
        l.commodity,
        l.mass,
        l.share,
        l.tkm,
        l.intensity,
        tagsText(l.tags),
        ...figureCells(l),
      ]);
    }
  },
};

/** A batch of storages of some reports, with their tags and figures. */
const readStorages = (tx: Executor, reportIds: number[], after: readonly [number, number] | null) =>
  tx
    .select({
      ...reportColumns,
      reportId: storages.reportId,
      childId: storages.id,
      warehouse: storages.warehouseName,
      place: storages.place,
      type: storages.type,
      moves: storages.movesNumber,
      mass: num(storages.result, 'mass_t'),
      kwh: num(storages.result, 'electricity_kwh'),
      litres: num(storages.result, 'diesel_l'),
      tags: sql<string | null>`(select string_agg(t.key || ':' || t.value, '|' order by t.key) from ${storageCargos} sc, jsonb_each_text(sc.tags) t where sc.storage_id = ${storages.id})`,
      ...figureColumns(storages.result),
    })
    .from(storages)
    .innerJoin(reports, eq(reports.id, storages.reportId))
    .innerJoin(users, eq(users.id, reports.createdById))
    .leftJoin(reviews, eq(reviews.id, reports.reviewId))
    .where(childrenOf(storages.reportId, storages.id, reportIds, after))
    .orderBy(asc(storages.reportId), asc(storages.id))
    .limit(BATCH_SIZE);

const storageLevel: ExportLevelDefinition = {
  headers: [
    ...REPORT_HEADERS,
    ['Storage id', 'Id de almacenaje'],
    ['Warehouse', 'Almacén'],
    ['Place', 'Lugar'],
    ['Operated by', 'Operado por'],
    ['Moves', 'Movimientos'],
    ['Cargo mass (t)', 'Masa de carga (t)'],
    ['Electricity (kWh)', 'Electricidad (kWh)'],
    ['Diesel (l)', 'Gasóleo (l)'],
    ['Tags', 'Etiquetas'],
    ...FIGURE_HEADERS,
  ],
  async *rows(db, where) {
    for await (const rows of childBatches(db, where, readStorages)) {
      yield rows.map((r) => [...reportCells(r), r.childId, r.warehouse, r.place, r.type, r.moves, r.mass, r.kwh, r.litres, r.tags ?? '', ...figureCells(r)]);
    }
  },
};

export const EXPORT_LEVEL_DEFINITIONS: Record<ExportLevel, ExportLevelDefinition> = {
  report: reportLevel,
  stage: stageLevel,
  cargo: cargoLevel,
  storage: storageLevel,
};
