import { enumLabel, tagKeyLabel, tagsText, transportDetailsText, type ExportLevel, type TransportPart } from '@huella/contracts';
import type { Gases } from '@huella/emissions';
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
import { csvLine, fixed, type Cell, type CsvDialect } from './csv-cells.ts';
import { cursorPages, postgresPool } from './cursor-pages.ts';
import { prefetchedPages } from './prefetched-pages.ts';

// What each export level writes (spec part 1 §7: report, stage, cargo, storage): one row per report, stage,
// cargo link or storage, with what identifies it, how its distance was obtained, the review, and every figure
// in kg. Figures are read out of the stored results in SQL, so a batch carries only the cells it writes.

export const BATCH_SIZE = 500;

type Header = readonly [en: string, es: string];

const num = (column: SQL.Aliased | SQL | unknown, ...path: string[]) =>
  sql<number | null>`(${column} #>> ${`{${path.join(',')}}`})::float8`;

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
/**
 * Where each figure column is read in a stored result, how many decimals it keeps (docs/exports.md "Decimals"),
 * and, for a gas, its name in the result's `not_estimated`. Kilograms of CO2e to the gram; the other gases to
 * the milligram, since a road leg's N2O is a few grams.
 */
const FIGURE_COLUMNS: readonly { path: readonly string[]; digits: number; gas?: keyof Gases }[] = [
  { path: ['co2e_ttw'], digits: 3 },
  { path: ['co2e_wtt'], digits: 3 },
  { path: ['co2e_wtw'], digits: 3 },
  { path: ['co2e_wtw_with_rf'], digits: 3 },
  ...(['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM'] as const).map((gas) => ({ path: ['gases', gas], digits: gas === 'CO2' ? 3 : 6, gas })),
  { path: ['scopes', 'scope1'], digits: 3 },
  { path: ['scopes', 'scope2'], digits: 3 },
  { path: ['scopes', 'scope3'], digits: 3 },
];

/** Decimals of the other figure columns (docs/exports.md "Decimals"). */
const DIGITS = { t: 4, km: 1, tkm: 3, intensity: 2, share: 6, kwh: 3, litres: 3 } as const;

/**
 * A gas no factor covered (`not_estimated`, docs/methodology.md "Gases not estimated"); a result stored before
 * the per-gas split has no such list, and there a gas of exactly 0 was not estimated (emission-figures.ts).
 */
const notEstimated = (result: unknown, gas: keyof Gases) =>
  sql`coalesce((${result} -> 'not_estimated') @> ${JSON.stringify([gas])}::jsonb, (${result} #>> ${`{gases,${gas}}`})::float8 = 0)`;

/**
 * The figure cells of a stored result (the same columns as FIGURE_HEADERS), written by the database in the
 * file's dialect: a stage, link or storage row is mostly figures, and the database turning them into text on
 * its own core while this process formats the batch before is what keeps a million-row export near COPY's
 * speed. Each is rounded to its column's decimals (the stored JSON number would carry binary noise such as
 * 34.699999999999996); a missing one, or a gas no factor covered, is an empty cell.
 */
function figureText(result: unknown, dialect: CsvDialect): SQL<string> {
  const cells = FIGURE_COLUMNS.map(({ path, digits, gas }) => {
    const rounded = sql`coalesce(round((${result} #>> ${`{${path.join(',')}}`})::numeric, ${sql.raw(String(digits))})::text, '')`;
    const text = gas ? sql`case when ${notEstimated(result, gas)} then '' else ${rounded} end` : rounded;
    return dialect.decimalComma ? sql`replace(${text}, '.', ',')` : text;
  });
  return sql<string>`${sql.join(cells, sql` || ${dialect.delimiter} || `)}`;
}

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
/** Yes/no cells in the file's language: a person reads them, and a spreadsheet filters them as well. */
const YES_NO: Record<Language, readonly [yes: string, no: string]> = { en: ['Yes', 'No'], es: ['Sí', 'No'] };
const yesNo = (value: boolean, language: Language) => YES_NO[language][value ? 0 : 1];

const reportCells = (
  r: { reference: string; date: string; projectName: string; projectReference: string; author: string; review: string | null; consolidated: boolean },
  language: Language,
): Cell[] => [r.reference, r.date, r.projectName, r.projectReference, r.author, r.review, yesNo(r.consolidated, language)];

/**
 * Transport details of a stage, as one text: the vehicle, aircraft model or ship type it names. Read once per
 * export from the small reference tables; four more joins per batch cost the planner more than the batch itself.
 */
async function transportNames(db: Executor, language: Language): Promise<(r: StageRow) => string> {
  // Vehicles and ship types in the file's language; aircraft models keep the manufacturer's name.
  const [road, rail, aircraft, ships] = await Promise.all([
    db.select({ id: roadVehicles.id, name: localisedName(roadVehicles, language) }).from(roadVehicles),
    db.select({ id: railVehicles.id, name: localisedName(railVehicles, language), traction: railVehicles.traction }).from(railVehicles),
    db.select({ id: aircraftModels.id, name: aircraftModels.name }).from(aircraftModels),
    db.select({ id: shipTypes.id, name: localisedName(shipTypes, language) }).from(shipTypes),
  ]);
  const maps = [road, rail, aircraft, ships].map((rows = []) => new Map(rows.map((r) => [r.id, r.name])));
  const traction = new Map((rail ?? []).map((r) => [r.id, r.traction]));
  const name = (r: StageRow): string => {
    const ids = [r.roadVehicleId, r.railVehicleId, r.aircraftModelId, r.shipTypeId];
    for (const [i, id] of ids.entries()) if (id !== null) return maps[i]?.get(id) ?? '';
    return '';
  };
  // The stage's choices by their labels, as the totals screen and the PDFs write them (issue #11 item 6).
  return (r) => {
    const parts: TransportPart[] = [];
    const add = (part: TransportPart['enum'], value: string | null | undefined) => {
      if (value) parts.push({ enum: part, value });
    };
    add(null, name(r));
    add('euro_standard', r.euroStandard);
    add('rail_traction', r.railVehicleId === null ? null : traction.get(r.railVehicleId));
    add('aircraft_type', r.aircraftType);
    add('load_type', r.loadType);
    add('ship_load_type', r.shipLoadType);
    add('ship_fuel_type', r.shipFuelType);
    return transportDetailsText(parts, language);
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
async function reportCellsById(db: Executor, reportIds: number[], language: Language): Promise<Map<number, Cell[]>> {
  const rows = await readReports(db, { id: reports.id, ...reportColumns }, reportIds);
  return new Map(rows.map((r) => [r.id, reportCells(r, language)]));
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
  language: Language,
): AsyncGenerator<ChildBatch<T>> {
  const pool = postgresPool(db);
  for await (const reportIds of reportIdBatches(db, where)) {
    const cells = await reportCellsById(db, reportIds, language);
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
  async *lines(db, where, dialect, language) {
    const fields = {
      ...reportColumns,
      origin: reports.origin,
      destination: reports.destination,
      businessTrip: reports.businessTrip,
      weight: reports.weight,
      tkm: num(reports.result, 'totals', 'tkm'),
      intensity: num(reports.result, 'totals', 'intensity_g_per_tkm'),
      figures: figureText(sql`${reports.result} -> 'totals'`, dialect),
      inputHash: reports.inputHash,
    };
    for await (const ids of reportIdBatches(db, where)) {
      const rows = await readReports(db, fields, ids);
      yield rows
        .map((r) =>
          csvLine(
            [...reportCells(r, language), r.origin, r.destination, yesNo(r.businessTrip, language), fixed(r.weight, DIGITS.t), fixed(r.tkm, DIGITS.tkm), fixed(r.intensity, DIGITS.intensity)],
            dialect,
            // The input hash is hexadecimal: it needs no quoting after the figures the database wrote.
            `${r.figures}${dialect.delimiter}${r.inputHash ?? ''}`,
          ),
        )
        .join('');
    }
  },
};

const STAGE_HEADERS: readonly Header[] = [
  ['Stage id', 'Id de etapa'],
  ['Mode', 'Modo'],
  // The one code a script needs to join a row back to the API (`kind`, the stage path); docs/exports.md.
  ['Mode code', 'Código de modo'],
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
  euroStandard: stages.euroStandard,
  loadType: stages.loadType,
  aircraftType: stages.aircraftType,
  shipLoadType: stages.shipLoadType,
  shipFuelType: stages.shipFuelType,
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

const stageCells = (r: StageRow, details: (r: StageRow) => string, report: ChildBatch<StageRow>['report'], language: Language): Cell[] => [
  ...report(r.reportId),
  r.childId,
  enumLabel('stage_kind', r.kind, language),
  r.kind,
  details(r),
  enumLabel('operated_by', r.operatedBy, language),
  r.origin.trim(),
  r.destination.trim(),
  fixed(r.distance, DIGITS.km),
  enumLabel('distance_method', r.distanceMethod, language),
  r.method ? enumLabel('calculation_method', r.method, language) : '',
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
    for await (const { rows, report } of childBatches<StageRow>(db, where, stageQuery(dialect), language)) {
      yield rows
        .map((r) => csvLine([...stageCells(r, details, report, language), fixed(r.mass, DIGITS.t), fixed(r.tkm, DIGITS.tkm), fixed(r.intensity, DIGITS.intensity)], dialect, r.figures))
        .join('');
    }
  },
};

/** A link's tags as a person reads them, "Customer: ACME | Order: PO-9" (each key by its label). */
const tagCell = (tags: Record<string, string> | null, language: Language) => tagsText(tags, language, ' | ');

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
    for await (const { rows: stageRows, report } of childBatches<StageRow>(db, where, stageQuery(dialect), language)) {
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
              ...stageCells(stageById.get(l.stageId) as StageRow, details, report, language),
              `C${l.cargoNumber}`,
              l.commodity,
              fixed(l.mass, DIGITS.t),
              fixed(l.share, DIGITS.share),
              fixed(l.tkm, DIGITS.tkm),
              fixed(l.intensity, DIGITS.intensity),
              tagCell(l.tags as Record<string, string> | null, language),
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
  /** The tags of every cargo link, as [key, value] pairs in key order (a key may come once per cargo). */
  tags: sql<[string, string][] | null>`(select jsonb_agg(jsonb_build_array(t.key, t.value) order by t.key, t.value) from ${storageCargos} sc, jsonb_each_text(sc.tags) t where sc.storage_id = ${storages.id})`,
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
  async *lines(db, where, dialect, language) {
    const tags = (pairs: [string, string][] | null) => (pairs ?? []).map(([key, value]) => `${tagKeyLabel(key, language)}: ${value}`).join(' | ');
    for await (const { rows, report } of childBatches<StorageRow>(db, where, storageQuery(dialect), language)) {
      yield rows
        .map((r) =>
          csvLine(
            [
              ...report(r.reportId),
              r.childId,
              r.warehouse,
              r.place,
              enumLabel('operated_by', r.type, language),
              r.moves,
              fixed(r.mass, DIGITS.t),
              fixed(r.kwh, DIGITS.kwh),
              fixed(r.litres, DIGITS.litres),
              tags(r.tags),
            ],
            dialect,
            r.figures,
          ),
        )
        .join('');
    }
  },
};

export const EXPORT_LEVEL_DEFINITIONS: Record<ExportLevel, ExportLevelDefinition> = {
  report: reportLevel,
  stage: stageLevel,
  cargo: cargoLevel,
  storage: storageLevel,
};
