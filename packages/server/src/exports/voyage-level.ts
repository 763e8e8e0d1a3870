import { enumLabel } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { voyages } from '../db/schema.ts';
import { BOOKING_HEADERS, bookingCells, consumptionNames } from './consumption-cells.ts';
import { csvLine, type CsvDialect } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, figureCells, figureHeaders } from './figures.ts';
import { childBatches, childQuery } from './level-pages.ts';
import type { RowOf } from './raw-rows.ts';
import { REPORT_HEADERS } from './report-cells.ts';

const voyageColumns = (dialect: CsvDialect) => ({
  reportId: voyages.reportId,
  childId: voyages.id,
  date: sql<string>`${voyages.date}::text`,
  carId: voyages.carId,
  carFamilyId: voyages.carFamilyId,
  centerId: voyages.centerId,
  distance: voyages.distance,
  accountId: voyages.accountId,
  tags: voyages.tags,
  method: sql<string | null>`${voyages.result} ->> 'method'`,
  figures: emissionText(voyages.result, dialect),
});
type VoyageRow = RowOf<ReturnType<typeof voyageColumns>>;

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
  async *lines(db, selection, dialect, language) {
    const names = await consumptionNames(db, selection.companyId);
    for await (const { rows, report } of childBatches<VoyageRow>(db, selection, childQuery(voyages, voyageColumns(dialect)), language)) {
      yield rows
        .map((r) => {
          const family = names.family(r.carFamilyId);
          return csvLine(
            [
              ...report(r.reportId),
              r.childId,
              r.date,
              names.plate(r.carId),
              family?.name,
              family ? enumLabel('car_fuel', family.fuel, language) : '',
              names.center(r.centerId),
              ...figureCells(r, ['distance']),
              ...bookingCells(r, names, language),
            ],
            dialect,
            r.figures,
          );
        })
        .join('');
    }
  },
};
