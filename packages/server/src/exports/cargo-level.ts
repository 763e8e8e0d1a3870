import { tagsText } from '@huella/contracts';
import { sql } from 'drizzle-orm';
import { cargos, commodities, stageCargos } from '../db/schema.ts';
import { localisedName } from '../db/localised-name.ts';
import { csvLine } from './csv-cells.ts';
import type { ExportLevelDefinition } from './level-definition.ts';
import { EMISSION_HEADERS, emissionText, figureCells, figureHeaders, readFigures } from './figures.ts';
import { rowsOf, selectList } from './raw-rows.ts';
import { REPORT_HEADERS } from './report-cells.ts';
import { STAGE_HEADERS, stageBatches } from './stage-level.ts';

const MEASURES = ['mass', 'share', 'tkm', 'intensity'] as const;

/** Each batch of stages, followed by its cargo links: one row per link, in (stage, cargo) order. */
export const cargoLevel: ExportLevelDefinition = {
  reportType: 'transport',
  rows: 'cargos',
  headers: [
    ...REPORT_HEADERS,
    ...STAGE_HEADERS,
    ['Cargo reference', 'Referencia de la carga'],
    ['Material', 'Material'],
    ...figureHeaders(MEASURES),
    ['Tags', 'Etiquetas'],
    ...EMISSION_HEADERS,
  ],
  async *lines(db, selection, dialect, language) {
    const fields = {
      stageId: stageCargos.stageId,
      cargoNumber: cargos.number,
      commodity: localisedName(commodities, language),
      ...readFigures(stageCargos.result, MEASURES),
      tags: stageCargos.tags,
      figures: emissionText(stageCargos.result, dialect),
    };
    const { batches, stageCells } = await stageBatches(db, selection, dialect, language);
    for await (const { rows: stageRows, report } of batches) {
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
              ...stageCells(stageById.get(l.stageId) as (typeof stageRows)[number], report),
              `C${l.cargoNumber}`,
              l.commodity,
              ...figureCells(l, MEASURES),
              // A link's tags as a person reads them, "Customer: ACME | Order: PO-9" (each key by its label).
              tagsText(l.tags as Record<string, string> | null, language, ' | '),
            ],
            dialect,
            l.figures,
          ),
        )
        .join('');
    }
  },
};
