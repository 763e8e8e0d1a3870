import { enumLabel } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { voyages } from '../db/schema.ts';
import { BOOKING_HEADERS, bookedLines, bookingCells, bookingColumns } from './consumption-cells.ts';
import type { CsvDialect } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, figureCells, figureHeaders } from './figures.ts';
import { REPORT_HEADERS } from './report-cells.ts';

const voyageColumns = (dialect: CsvDialect) => ({
  reportId: voyages.reportId,
  childId: voyages.id,
  date: sql<string>`${voyages.date}::text`,
  carId: voyages.carId,
  carFamilyId: voyages.carFamilyId,
  centerId: voyages.centerId,
  distance: voyages.distance,
  ...bookingColumns(voyages),
  figures: emissionText(voyages.result, dialect),
});

/** One row per company-car voyage of the consumption reports (docs/exports.md): the car, its fuel, the distance and the figures. */
export const voyageLevel: ExportLevelDefinition = {
  reportType: 'consumption',
  rows: 'voyages',
  headers: [
    ...REPORT_HEADERS,
    ['Voyage id', 'Id de viaje'],
    ['Voyage date', 'Fecha del viaje'],
    ['Plate', 'Matrícula'],
    ['Car family', 'Familia de coche'],
    ['Fuel', 'Combustible'],
    ['Center', 'Centro'],
    ...figureHeaders(['distance']),
    ...BOOKING_HEADERS,
    ...EMISSION_HEADERS,
  ],
  lines: (db, selection, dialect, language) =>
    bookedLines(
      db,
      selection,
      dialect,
      language,
      voyages,
      voyageColumns(dialect),
      (r, names) => names.voyage(r),
      (r, labels) => [
        r.date,
        labels.car,
        labels.car_family,
        labels.fuel ? enumLabel('car_fuel', labels.fuel, language) : '',
        labels.center,
        ...figureCells(r, ['distance']),
        ...bookingCells(r, labels, language),
      ],
    ),
};
