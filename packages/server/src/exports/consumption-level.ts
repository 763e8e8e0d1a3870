import { CONSUMPTION_UNITS, enumLabel } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { consumptions } from '../db/schema.ts';
import { BOOKING_HEADERS, bookedLines, bookingCells, bookingColumns } from './consumption-cells.ts';
import type { CsvDialect } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { CONSUMPTION_EMISSIONS, emissionText, figureCells, figureHeaders } from './figures.ts';
import { REPORT_HEADERS } from './report-cells.ts';

const consumptionColumns = (dialect: CsvDialect) => ({
  reportId: consumptions.reportId,
  childId: consumptions.id,
  date: sql<string>`${consumptions.date}::text`,
  type: consumptions.type,
  centerId: consumptions.centerId,
  quantity: consumptions.quantity,
  supplierId: consumptions.supplierId,
  sourceId: consumptions.sourceId,
  ...bookingColumns(consumptions),
  figures: emissionText(consumptions.result, dialect, CONSUMPTION_EMISSIONS),
});

/**
 * One row per consumption of the consumption reports (docs/exports.md): its type, center, quantity and unit,
 * supplier, account and tags, and its figures with scope 2 both location-based (`Scope 2`) and market-based.
 */
export const consumptionLevel: ExportLevelDefinition = {
  reportType: 'consumption',
  rows: 'consumptions',
  headers: [
    ...REPORT_HEADERS,
    ['Consumption id', 'Id de consumo'],
    ['Consumption date', 'Fecha del consumo'],
    ['Type', 'Tipo'],
    ['Center', 'Centro'],
    ...figureHeaders(['quantity']),
    ['Unit', 'Unidad'],
    ['Supplier', 'Proveedor'],
    ...BOOKING_HEADERS,
    // The intake's id in the company's HSEQ service, for an imported consumption (docs/hseq.md): an identifier.
    ['HSEQ intake', 'Entrada HSEQ'],
    ...figureHeaders(CONSUMPTION_EMISSIONS),
  ],
  lines: (db, selection, dialect, language) =>
    bookedLines(
      db,
      selection,
      dialect,
      language,
      consumptions,
      consumptionColumns(dialect),
      (r, names) => names.consumption(r),
      (r, labels) => [
        r.date,
        enumLabel('consumption_type', r.type, language),
        labels.center,
        ...figureCells(r, ['quantity']),
        CONSUMPTION_UNITS[r.type],
        labels.supplier,
        ...bookingCells(r, labels, language),
        r.sourceId,
      ],
    ),
};
