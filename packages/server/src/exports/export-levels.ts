import type { ExportLevel } from '@huella/contracts';
import { and, asc, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { localisedName } from '../db/localised-name.ts';
import type { Language } from '../http/messages.ts';
import { csvLine, type Cell, type CsvDialect } from './csv-cells.ts';
import { cursorPages, postgresPool } from './cursor-pages.ts';
import { prefetchedPages } from './prefetched-pages.ts';

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

const FIGURE_PATHS = [
  ['co2e_ttw'], ['co2e_wtt'], ['co2e_wtw'], ['co2e_wtw_with_rf'],
  ['gases', 'CO2'], ['gases', 'CH4'], ['gases', 'N2O'], ['gases', 'HFCs'], ['gases', 'PFCs'], ['gases', 'SF6'], ['gases', 'NF3'],
  ['gases', 'NOx'], ['gases', 'SOx'], ['gases', 'PM'],
  ['scopes', 'scope1'], ['scopes', 'scope2'], ['scopes', 'scope3'],
] as const;

/**
 * The figure cells of a stored result (the same columns as FIGURE_HEADERS), written by the database in the
 * file's dialect: a stage, link or storage row is mostly figures, and the database turning them into text on
 * its own core while this process formats the batch before is what keeps a million-row export near COPY's
 * speed. A stored figure is a JSON number, whose text (`#>>`) is the number exactly as it was stored, without
 * exponent; a missing one is an empty cell, as elsewhere.
 */
function figureText(result: unknown, dialect: CsvDialect): SQL<string> {
  const cells = FIGURE_PATHS.map((path) => {
    const text = sql`coalesce(${result} #>> ${`{${path.join(',')}}`}, '')`;
    return dialect.decimalComma ? sql`replace(${text}, '.', ',')` : text;
  });
  return sql<string>`${sql.join(cells, sql` || ${dialect.delimiter} || `)}`;
}
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

type Fields = Record<string, AnyColumn | SQL>;
type ColumnValue<C extends AnyColumn> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;
type RowOf<F extends Fields> = { [K in keyof F]: F[K] extends SQL<infer T> ? T : F[K] extends AnyColumn ? ColumnValue<F[K]> : never };

/** `expr as "alias", …`: every column named, so the driver's rows are plain objects keyed by field. */
const selectList = (fields: Fields) => sql.join(Object.entries(fields).map(([alias, expr]) => sql`${expr} as ${sql.identifier(alias)}`), sql`, `);

/**
 * Runs a hand-built select and returns the driver's rows as they come. Exports read hundreds of thousands of
 * rows; the query builder's per-cell mapping cost more than the database's work, and the fields are aliased
 * and typed here instead.
 */
async function rowsOf<F extends Fields>(db: Executor, _fields: F, query: SQL): Promise<RowOf<F>[]> {
  return ((await db.execute(query)) as unknown as { rows: RowOf<F>[] }).rows;
}

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
  date: sql<string>`${reports.date}::text`,
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

/**
 * Transport details of a stage, as one text: the vehicle, aircraft model or ship type it names. Read once per
 * export from the small reference tables; four more joins per batch cost the planner more than the batch itself.
 */
async function transportNames(db: Executor, language: Language) {
  // Vehicles and ship types in the file's language; aircraft models keep the manufacturer's name.
  const [road, rail, aircraft, ships] = await Promise.all([
    db.select({ id: roadVehicles.id, name: localisedName(roadVehicles, language) }).from(roadVehicles),
    db.select({ id: railVehicles.id, name: localisedName(railVehicles, language) }).from(railVehicles),
    db.select({ id: aircraftModels.id, name: aircraftModels.name }).from(aircraftModels),
    db.select({ id: shipTypes.id, name: localisedName(shipTypes, language) }).from(shipTypes),
  ]);
  const maps = [road, rail, aircraft, ships].map((rows = []) => new Map(rows.map((r) => [r.id, r.name])));
  return (r: { roadVehicleId: number | null; railVehicleId: number | null; aircraftModelId: number | null; shipTypeId: number | null }): string => {
    const ids = [r.roadVehicleId, r.railVehicleId, r.aircraftModelId, r.shipTypeId];
    for (const [i, id] of ids.entries()) if (id !== null) return maps[i]?.get(id) ?? '';
    return '';
  };
}
const stagePlaces = {
  origin: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portOrigin}, '') || ' ' || ${stages.origin} else ${stages.origin} end`,
  destination: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portDestination}, '') || ' ' || ${stages.destination} else ${stages.destination} end`,
};

/** Each level yields its CSV lines a batch at a time; nothing holds more than two batches. */
export interface ExportLevelDefinition {
  headers: readonly Header[];
  /** `language`: the file's language, which names materials, vehicles and ship types. */
  lines(db: Executor, where: SQL | undefined, dialect: CsvDialect, language: Language): AsyncGenerator<string>;
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

/** Keyset pages of `fetch`, from `start`, then after the key of each page's last row (read ahead, see prefetchedPages). */
function keysetPages<T, K>(start: K, fetch: (after: K) => Promise<T[]>, keyOf: (last: T) => K): AsyncGenerator<T[]> {
  return prefetchedPages<T>((last) => fetch(last === undefined ? start : keyOf(last)), BATCH_SIZE);
}

/**
 * The ids of the reports the filters select, 500 at a time in id order (keyset on the primary key). Children
 * are then read per batch of reports, so the planner never sorts all of a company's stages to find 500.
 */
function reportIdBatches(db: Executor, where: SQL | undefined): AsyncGenerator<number[]> {
  const ids = keysetPages(
    0,
    (after) =>
      inIndexOrder(db, (tx) =>
        tx
          .select({ id: reports.id })
          .from(reports)
          .innerJoin(users, eq(users.id, reports.createdById))
          .where(and(where, gt(reports.id, after)))
          .orderBy(asc(reports.id))
          .limit(BATCH_SIZE),
      ),
    (last) => last.id,
  );
  return (async function* () {
    for await (const rows of ids) yield rows.map((r) => r.id);
  })();
}

/** Where a batch of children starts: among the reports of one report batch, after a (report id, child id) key. */
interface ChildRange {
  reportIds: number[];
  after: readonly [number, number] | null;
}

/** A query for the children of a batch of reports: one page of them from the key, or (no `limit`) all of them. */
type ChildQuery = (range: ChildRange, limit: number | null) => SQL;

/** `fields` of the reports with these ids, with their authors and reviews, in id order. */
function readReports<F extends Fields>(db: Executor, fields: F, reportIds: number[]) {
  return rowsOf(
    db,
    fields,
    sql`select ${selectList(fields)} from ${reports}
      join ${users} on ${users.id} = ${reports.createdById}
      left join ${reviews} on ${reviews.id} = ${reports.reviewId}
      where ${reports.id} = any(${`{${reportIds.join(',')}}`}::int[])
      order by ${reports.id}`,
  );
}

/** The cells every row starts with (reference, date, project, author, review, consolidated), per report id. */
async function reportCellsById(db: Executor, reportIds: number[]): Promise<Map<number, Cell[]>> {
  const rows = await readReports(db, { id: reports.id, ...reportColumns }, reportIds);
  return new Map(rows.map((r) => [r.id, reportCells(r)]));
}

interface ChildBatch<T> {
  rows: T[];
  /** The leading report cells of a row's report. */
  report: (reportId: number) => Cell[];
}

/**
 * The children of each batch of reports, in (report id, child id) order, a page of 500 at a time. The report
 * cells are read once per batch of reports and joined here, so a page of children is a scan of one table. On
 * PostgreSQL the children of a report batch are one query read through a cursor; on PGlite (one connection,
 * which a cursor's transaction would hold for the whole download) each page is its own short query, keyset on
 * (report id, child id).
 */
async function* childBatches<T extends { reportId: number; childId: number }>(
  db: Executor,
  where: SQL | undefined,
  query: ChildQuery,
): AsyncGenerator<ChildBatch<T>> {
  const pool = postgresPool(db);
  for await (const reportIds of reportIdBatches(db, where)) {
    const cells = await reportCellsById(db, reportIds);
    const report = (reportId: number) => cells.get(reportId) ?? [];
    const pages = pool
      ? cursorPages<T>(pool, query({ reportIds, after: null }, null), BATCH_SIZE)
      : keysetPages<T, ChildRange>(
          { reportIds, after: null },
          (range) => inIndexOrder(db, async (tx) => ((await tx.execute(query(range, BATCH_SIZE))) as unknown as { rows: T[] }).rows),
          (last) => ({ reportIds, after: [last.reportId, last.childId] }),
        );
    for await (const rows of pages) yield { rows, report };
  }
}

/**
 * One page of a child table (stages or storages) of a batch of reports after a key, in (report id, child id)
 * order, as a subquery under the table's own name so the joins that follow read it like the table. The page is
 * cut before the joins: whatever the planner believes about the table's size (PGlite has no autovacuum, so its
 * statistics lag), it can only walk the (report_id, id) index in order from the key and stop after one batch,
 * then join those rows. The batch's report ids are a filter, not an index condition (`+ 0`): there, before
 * PostgreSQL 17, `= ANY(…)` makes the scan return rows out of order, and every page would read and sort all
 * the children of its 500 reports.
 */
function childPage(table: typeof stages | typeof storages, reportColumn: AnyColumn, idColumn: AnyColumn, { reportIds, after }: ChildRange, limit: number | null): SQL {
  const low = reportIds[0] as number;
  const high = reportIds.at(-1) as number;
  const from = after ? sql`(${reportColumn}, ${idColumn}) > (${after[0]}, ${after[1]})` : sql`${reportColumn} >= ${low}`;
  return sql`(select * from ${table}
    where ${from} and ${reportColumn} <= ${high} and ${reportColumn} + 0 = any(${`{${reportIds.join(',')}}`}::int[])
    order by ${reportColumn}, ${idColumn} ${limit === null ? sql`` : sql`limit ${limit}`}) as ${table}`;
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
  async *lines(db, where, dialect) {
    const fields = {
      ...reportColumns,
      origin: reports.origin,
      destination: reports.destination,
      businessTrip: reports.businessTrip,
      weight: reports.weight,
      tkm: num(reports.result, 'totals', 'tkm'),
      intensity: num(reports.result, 'totals', 'intensity_g_per_tkm'),
      ...figureColumns(sql`${reports.result} -> 'totals'`),
      inputHash: reports.inputHash,
    };
    for await (const ids of reportIdBatches(db, where)) {
      const rows = await readReports(db, fields, ids);
      yield rows.map((r) => csvLine([...reportCells(r), r.origin, r.destination, r.businessTrip, r.weight, r.tkm, r.intensity, ...figureCells(r), r.inputHash], dialect)).join('');
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

const stageColumns = (dialect: CsvDialect) => ({
  reportId: stages.reportId,
  childId: stages.id,
  kind: stages.kind,
  roadVehicleId: stages.roadVehicleId,
  railVehicleId: stages.railVehicleId,
  aircraftModelId: stages.aircraftModelId,
  shipTypeId: stages.shipTypeId,
  operatedBy: stages.operatedBy,
  ...stagePlaces,
  distance: stages.distanceKm,
  distanceMethod: stages.distanceMethod,
  method: sql<string>`${stages.result} ->> 'method'`,
  mass: num(stages.result, 'mass_t'),
  tkm: num(stages.result, 'tkm'),
  intensity: num(stages.result, 'intensity_g_per_tkm'),
  figures: figureText(stages.result, dialect),
});
type StageRow = RowOf<ReturnType<typeof stageColumns>>;

/** Stages of a batch of reports, with what identifies them and their figures. */
const stageQuery =
  (dialect: CsvDialect): ChildQuery =>
  (range, limit) =>
    sql`select ${selectList(stageColumns(dialect))} from ${childPage(stages, stages.reportId, stages.id, range, limit)} order by ${stages.reportId}, ${stages.id}`;

const stageCells = (r: StageRow, details: (r: StageRow) => string, report: ChildBatch<StageRow>['report']): Cell[] => [
  ...report(r.reportId),
  r.childId,
  r.kind,
  details(r),
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
  async *lines(db, where, dialect, language) {
    const details = await transportNames(db, language);
    for await (const { rows, report } of childBatches<StageRow>(db, where, stageQuery(dialect))) {
      yield rows.map((r) => csvLine([...stageCells(r, details, report), r.mass, r.tkm, r.intensity], dialect, r.figures)).join('');
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
  async *lines(db, where, dialect, language) {
    const details = await transportNames(db, language);
    const fields = {
      stageId: stageCargos.stageId,
      cargoNumber: cargos.number,
      commodity: localisedName(commodities, language),
      mass: num(stageCargos.result, 'mass_t'),
      share: num(stageCargos.result, 'share'),
      tkm: num(stageCargos.result, 'tkm'),
      intensity: num(stageCargos.result, 'intensity_g_per_tkm'),
      tags: stageCargos.tags,
      figures: figureText(stageCargos.result, dialect),
    };
    for await (const { rows: stageRows, report } of childBatches<StageRow>(db, where, stageQuery(dialect))) {
      const links = await rowsOf(
        db,
        fields,
        sql`select ${selectList(fields)} from ${stageCargos}
          join ${cargos} on ${cargos.id} = ${stageCargos.cargoId}
          left join ${commodities} on ${commodities.id} = ${cargos.commodityId}
          where ${stageCargos.stageId} = any(${`{${stageRows.map((r) => r.childId).join(',')}}`}::int[])
          order by ${stageCargos.stageId}, ${stageCargos.cargoId}`,
      );
      const stageById = new Map(stageRows.map((r) => [r.childId, r]));
      yield links
        .map((l) =>
          csvLine(
            [
              ...stageCells(stageById.get(l.stageId) as StageRow, details, report),
              `C${l.cargoNumber}`,
              l.commodity,
              l.mass,
              l.share,
              l.tkm,
              l.intensity,
              tagsText(l.tags as Record<string, string> | null),
            ],
            dialect,
            l.figures,
          ),
        )
        .join('');
    }
  },
};

const storageColumns = (dialect: CsvDialect) => ({
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
  figures: figureText(storages.result, dialect),
});

/** Storages of a batch of reports, with their tags and figures. */
const storageQuery =
  (dialect: CsvDialect): ChildQuery =>
  (range, limit) =>
    sql`select ${selectList(storageColumns(dialect))} from ${childPage(storages, storages.reportId, storages.id, range, limit)} order by ${storages.reportId}, ${storages.id}`;
type StorageRow = RowOf<ReturnType<typeof storageColumns>>;

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
  async *lines(db, where, dialect) {
    for await (const { rows, report } of childBatches<StorageRow>(db, where, storageQuery(dialect))) {
      yield rows.map((r) => csvLine([...report(r.reportId), r.childId, r.warehouse, r.place, r.type, r.moves, r.mass, r.kwh, r.litres, r.tags ?? ''], dialect, r.figures)).join('');
    }
  },
};

export const EXPORT_LEVEL_DEFINITIONS: Record<ExportLevel, ExportLevelDefinition> = {
  report: reportLevel,
  stage: stageLevel,
  cargo: cargoLevel,
  storage: storageLevel,
};
