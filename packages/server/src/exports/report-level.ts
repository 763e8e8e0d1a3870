import { sql } from 'drizzle-orm';
import { reports } from '../db/schema.ts';
import { csvLine } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, figureCells, figureHeaders, readFigures } from './figures.ts';
import { reportIdBatches } from './level-pages.ts';
import { readReports, REPORT_HEADERS, reportCells, reportColumns, yesNo } from './report-cells.ts';

const MEASURES = ['mass', 'tkm', 'intensity'] as const;

/** One row per report (docs/spec/part-1.md §7), with its totals. */
export const reportLevel: ExportLevelDefinition = {
  reportType: 'transport',
  rows: 'reports',
  headers: [
    ...REPORT_HEADERS,
    ['Origin', 'Origen'],
    ['Destination', 'Destino'],
    ['Business trip', 'Viaje de negocios'],
    ...figureHeaders(MEASURES),
    ...EMISSION_HEADERS,
    ['Input hash', 'Hash de entradas'],
  ],
  async *lines(db, { where }, dialect, language) {
    const totals = sql`${reports.result} -> 'totals'`;
    const fields = {
      ...reportColumns,
      origin: reports.origin,
      destination: reports.destination,
      businessTrip: reports.businessTrip,
      mass: reports.weight,
      ...readFigures(totals, ['tkm', 'intensity']),
      figures: emissionText(totals, dialect),
      inputHash: reports.inputHash,
    };
    for await (const ids of reportIdBatches(db, where)) {
      const rows = await readReports(db, fields, ids);
      yield rows
        .map((r) =>
          csvLine(
            [...reportCells(r, language), r.origin, r.destination, yesNo(r.businessTrip, language), ...figureCells(r, MEASURES)],
            dialect,
            // The input hash is hexadecimal: it needs no quoting after the figures the database wrote.
            `${r.figures}${dialect.delimiter}${r.inputHash ?? ''}`,
          ),
        )
        .join('');
    }
  },
};
