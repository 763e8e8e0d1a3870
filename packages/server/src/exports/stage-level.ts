import { enumLabel } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { stages } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import { csvLine, type Cell, type CsvDialect } from './csv-cells.ts';
import type { ExportLevelDefinition, Header } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, FIGURES, figureCells, figureHeaders, readFigures, unpackedResult } from './figures.ts';
import { childBatches, childQuery, type ChildBatch, type ReportSelection } from './level-pages.ts';
import type { RowOf } from './raw-rows.ts';
import { REPORT_HEADERS } from './report-cells.ts';
import { transportNames } from './transport-names.ts';

/** What identifies a stage, after its report's cells; the cargo level repeats them before each link. */
export const STAGE_HEADERS: readonly Header[] = [
  ['Stage id', 'Id de etapa'],
  ['Mode', 'Modo'],
  // The one code a script needs to join a row back to the API (`kind`, the stage path); docs/exports.md.
  ['Mode code', 'Código de modo'],
  ['Transport details', 'Detalles del transporte'],
  ['Operated by', 'Operado por'],
  ['Stage origin', 'Origen de la etapa'],
  ['Stage destination', 'Destino de la etapa'],
  FIGURES.distance.header,
  ['Distance method', 'Método de distancia'],
  ['Calculation method', 'Método de cálculo'],
];

const MEASURES = ['mass', 'tkm', 'intensity'] as const;

const stagePlaces = {
  origin: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portOrigin}, '') || ' ' || ${stages.origin} else ${stages.origin} end`,
  destination: sql<string>`case when ${stages.kind} = 'nautical' then coalesce(${stages.portDestination}, '') || ' ' || ${stages.destination} else ${stages.destination} end`,
};

/** A stage's result is the largest of the stored results: it is unpacked once per row (figures.ts). */
const stageResult = unpackedResult(stages.result, 'stage_result', MEASURES, ['method']);

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
  method: sql<string>`${stageResult.text(['method'])}`,
  ...readFigures(stageResult, MEASURES),
  figures: emissionText(stageResult, dialect),
});
type StageRow = RowOf<ReturnType<typeof stageColumns>>;

/**
 * The stages of the reports `where` selects, with what identifies them and their figures, a batch at a time;
 * `stageCells` writes a stage's report cells and the cells of STAGE_HEADERS.
 */
export async function stageBatches(db: Executor, selection: ReportSelection, dialect: CsvDialect, language: Language) {
  const details = await transportNames(db, language);
  const batches = childBatches<StageRow>(db, selection, childQuery(stages, stageColumns(dialect), stageResult.join), language);
  const stageCells = (r: StageRow, report: ChildBatch<StageRow>['report']): Cell[] => [
    ...report(r.reportId),
    r.childId,
    enumLabel('stage_kind', r.kind, language),
    r.kind,
    details(r),
    enumLabel('operated_by', r.operatedBy, language),
    r.origin.trim(),
    r.destination.trim(),
    ...figureCells(r, ['distance']),
    enumLabel('distance_method', r.distanceMethod, language),
    r.method ? enumLabel('calculation_method', r.method, language) : '',
  ];
  return { batches, stageCells };
}

/** One row per stage (docs/spec/part-1.md §7). */
export const stageLevel: ExportLevelDefinition = {
  reportType: 'transport',
  rows: 'stages',
  headers: [...REPORT_HEADERS, ...STAGE_HEADERS, ...figureHeaders(MEASURES), ...EMISSION_HEADERS],
  async *lines(db, selection, dialect, language) {
    const { batches, stageCells } = await stageBatches(db, selection, dialect, language);
    for await (const { rows, report } of batches) {
      yield rows.map((r) => csvLine([...stageCells(r, report), ...figureCells(r, MEASURES)], dialect, r.figures)).join('');
    }
  },
};
