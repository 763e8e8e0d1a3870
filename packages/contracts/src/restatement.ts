import { z } from 'zod';
import { id } from './common.ts';
import { emissionFigures } from './figures.ts';
import { STAGE_KINDS } from './stages.ts';

// Restatement (docs/methodology.md §2): a report's stored figures beside a fresh calculation of the same inputs under
// another review, and every figure that differs. Nothing stored changes. Figures are kilograms, as the totals
// (totals.ts, consumptions.ts) give them, so a screen shows both alike.

export const restatementInput = z
  .object({ review: id.describe('The review (factor set) to calculate the report with') })
  .meta({ id: 'RestatementPayload' });
export type RestatementInput = z.infer<typeof restatementInput>;

/** The figures compared: well-to-wheel with its two parts (docs/methodology.md §1) and the scopes (§3). All kg CO2e. */
export const RESTATED_FIGURES = ['CO2_total', 'co2e_ttw', 'co2e_wtt', 'scope1', 'scope2', 'scope3'] as const;
export type RestatedFigure = (typeof RESTATED_FIGURES)[number];

const restatedFigures = emissionFigures.pick({ CO2_total: true, co2e_ttw: true, co2e_wtt: true, scope1: true, scope2: true, scope3: true });

/** A transport report's stages (by kind) and storages; a consumption report's consumptions and voyages. */
export const RESTATED_ROW_KINDS = [...STAGE_KINDS, 'storage', 'consumption', 'voyage'] as const;

export const restatedRow = restatedFigures.extend({
  key: z.string().describe('Names the row in `diff` paths: road_stage_12, sea_stage_3, air_stage_4, rail_stage_5, storage_6, consumption_7, voyage_8'),
  id: z.number().int(),
  kind: z.enum(RESTATED_ROW_KINDS),
  label: z.string().describe('As the totals show the row: origin → destination, the warehouse, or date · center · supplier / car'),
});
export type RestatedRow = z.infer<typeof restatedRow>;

const reviewStamp = z.object({ id: z.number().int(), title: z.string(), content_hash: z.string() });

/** One side of the comparison: the report's figures, then one row per stage and storage, or consumption and voyage. */
export const restatedReport = restatedFigures.extend({
  review: reviewStamp.nullable().describe('The review and content hash the figures were calculated with'),
  stages: z.array(restatedRow),
});
export type RestatedReport = z.infer<typeof restatedReport>;

export const restatementDifference = z.object({
  path: z.string().describe('`CO2_total`, `scope3`, `stages[road_stage_12].CO2_total`'),
  original: z.number(),
  restated: z.number(),
  delta: z.number().describe('restated − original, kg CO2e'),
  delta_pct: z.number().nullable().describe('delta as a percentage of original; null when original is 0'),
});
export type RestatementDifference = z.infer<typeof restatementDifference>;

export const restatement = z
  .object({
    /** The stored figures: frozen ones for a consolidated report, with the review and content hash they were frozen with. */
    original: restatedReport,
    /** The report's current inputs calculated with the requested review. */
    restated: restatedReport.extend({ review: reviewStamp }),
    /** Only the figures that differ, report first, then the rows in order. */
    diff: z.array(restatementDifference),
  })
  .meta({ id: 'Restatement' });
export type Restatement = z.infer<typeof restatement>;
