import { enumLabel, tagKeyLabel } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { storageCargos, storages } from '../db/schema.ts';
import type { Language } from '../http/messages.ts';
import { csvLine, type CsvDialect } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, figureCells, figureHeaders, readFigures } from './figures.ts';
import { childBatches, childQuery } from './level-pages.ts';
import type { RowOf } from './raw-rows.ts';
import { REPORT_HEADERS } from './report-cells.ts';

const MEASURES = ['mass', 'electricity', 'diesel'] as const;

const storageColumns = (dialect: CsvDialect) => ({
  reportId: storages.reportId,
  childId: storages.id,
  warehouse: storages.warehouseName,
  place: storages.place,
  type: storages.type,
  moves: storages.movesNumber,
  ...readFigures(storages.result, MEASURES),
  /** The tags of every cargo link, as [key, value] pairs in key order (a key may come once per cargo). */
  tags: sql<[string, string][] | null>`(select jsonb_agg(jsonb_build_array(t.key, t.value) order by t.key, t.value) from ${storageCargos} sc, jsonb_each_text(sc.tags) t where sc.storage_id = ${storages.id})`,
  figures: emissionText(storages.result, dialect),
});
type StorageRow = RowOf<ReturnType<typeof storageColumns>>;

/** The tags of a storage's cargo links as a person reads them, "Customer: ACME | Order: PO-9". */
const tagPairsText = (pairs: [string, string][] | null, language: Language) => (pairs ?? []).map(([key, value]) => `${tagKeyLabel(key, language)}: ${value}`).join(' | ');

/** One row per storage (docs/spec/part-1.md §7), with its tags and figures. */
export const storageLevel: ExportLevelDefinition = {
  reportType: 'transport',
  rows: 'storages',
  headers: [
    ...REPORT_HEADERS,
    ['Storage id', 'Id de almacenaje'],
    ['Warehouse', 'Almacén'],
    ['Place', 'Lugar'],
    ['Operated by', 'Operado por'],
    ['Moves', 'Movimientos'],
    ...figureHeaders(MEASURES),
    ['Tags', 'Etiquetas'],
    ...EMISSION_HEADERS,
  ],
  async *lines(db, selection, dialect, language) {
    for await (const { rows, report } of childBatches<StorageRow>(db, selection, childQuery(storages, storageColumns(dialect)), language)) {
      yield rows
        .map((r) =>
          csvLine(
            [...report(r.reportId), r.childId, r.warehouse, r.place, enumLabel('operated_by', r.type, language), r.moves, ...figureCells(r, MEASURES), tagPairsText(r.tags, language)],
            dialect,
            r.figures,
          ),
        )
        .join('');
    }
  },
};
