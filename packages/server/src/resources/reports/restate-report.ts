import {
  RESTATED_FIGURES,
  type ConsumptionTotals,
  type EmissionFigures,
  type RestatedFigure,
  type RestatedRow,
  type Restatement,
  type ReportTotals,
  type StageKind,
} from '@huella/contracts';
import type { ReportResult } from '@huella/emissions';
import type { Db, Executor } from '../../db/connection.ts';
import { fieldError } from '../../http/errors.ts';
import type { Language } from '../../http/messages.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import { findReviewById, findVisibleReviewId } from '../reviews/repository.ts';
import { loadReport } from './access.ts';
import { storedFigures, toEmissionFigures } from './emission-figures.ts';
import { figureDifferences } from './figure-differences.ts';
import { calculateReport, factorSetOf, type ReportCalculation } from './recalculate.ts';
import { totalsOf } from './totals.ts';

// Restatement (docs/methodology.md §2): a report's stored figures beside its current inputs calculated under another
// review. The original side is what the totals show (totals.ts: frozen figures for a consolidated report), so a
// screen puts both side by side in the same units.

type Figures = Record<RestatedFigure, number>;

/** A row of the comparison: what names it, its stored figures, and the same row of the fresh calculation. */
interface RowPair {
  row: Omit<RestatedRow, RestatedFigure>;
  original: EmissionFigures;
  restated: EmissionFigures;
}

const figuresOf = (f: EmissionFigures): Figures => Object.fromEntries(RESTATED_FIGURES.map((k) => [k, f[k]])) as Figures;
const joined = (separator: string, parts: (string | null)[]) => parts.filter(Boolean).join(separator);

/** The names calculation errors give stages (recalculate.ts, `sea_stage_7.port_origin`), so a client matches both. */
const STAGE_MODE: Record<StageKind, string> = { road: 'road', rail: 'rail', air: 'air', nautical: 'sea' };

function transportRows(totals: ReportTotals, result: ReportResult): RowPair[] {
  const stages = new Map(result.stages.map((s) => [Number(s.id), s]));
  const storages = new Map(result.storages.map((s) => [Number(s.id), s]));
  return [
    ...totals.stages.map((s) => ({
      row: { key: `${STAGE_MODE[s.kind]}_stage_${s.id}`, id: s.id, kind: s.kind, label: joined(' → ', [s.origin, s.destination]) },
      original: s,
      restated: storedFigures(stages.get(s.id)),
    })),
    ...totals.storages.map((s) => ({
      row: { key: `storage_${s.id}`, id: s.id, kind: 'storage' as const, label: s.warehouse_name || s.place },
      original: s,
      restated: storedFigures(storages.get(s.id)),
    })),
  ];
}

function consumptionRows(totals: ConsumptionTotals, result: ReportResult): RowPair[] {
  const consumptions = new Map(result.consumptions.map((c) => [Number(c.id), c]));
  const voyages = new Map(result.voyages.map((v) => [Number(v.id), v]));
  return [
    ...totals.consumptions.map((c) => ({
      row: { key: `consumption_${c.id}`, id: c.id, kind: 'consumption' as const, label: joined(' · ', [c.date, c.center, c.supplier]) },
      original: c,
      restated: storedFigures(consumptions.get(c.id)),
    })),
    ...totals.voyages.map((v) => ({
      row: { key: `voyage_${v.id}`, id: v.id, kind: 'voyage' as const, label: joined(' · ', [v.date, v.car ?? v.car_family]) },
      original: v,
      restated: storedFigures(voyages.get(v.id)),
    })),
  ];
}

function rowPairs(totals: ReportTotals | ConsumptionTotals, calculation: ReportCalculation): RowPair[] {
  return totals.type === 'consumption' ? consumptionRows(totals, calculation.result) : transportRows(totals, calculation.result);
}

/** Review `reviewId` if the company may see it (docs/design.md), as the core's factor set; else a 400 on `review`. */
async function requestedReview(db: Executor, ctx: TenantContext, reviewId: number) {
  const visible = await findVisibleReviewId(db, ctx.companyId, reviewId);
  const row = visible === undefined ? undefined : await findReviewById(db, visible);
  if (!row) throw fieldError('review', 'does_not_exist', { id: reviewId });
  return { id: row.id, title: row.title, loaded: await factorSetOf(db, row.id, row.title) };
}

/**
 * Report `id` calculated with review `reviewId` beside its stored figures, and every figure that differs. Whoever
 * may read the report may restate it, consolidated or not. An input the requested set cannot calculate is a 400
 * naming the field, as a recalculation's would be.
 */
export async function restateReport(db: Db, ctx: TenantContext, language: Language, id: number, reviewId: number): Promise<Restatement> {
  // One snapshot for both sides, so a change committed meanwhile cannot pass for a difference; and read only, so
  // the database itself refuses any write: a restatement modifies nothing (docs/methodology.md §2).
  return db.transaction(
    async (tx) => {
      const found = await loadReport(tx, ctx, id);
      const review = await requestedReview(tx, ctx, reviewId);
      const totals = await totalsOf(tx, found, language);
      const calculation = await calculateReport(tx, found, { factorSet: review.loaded.factorSet, title: review.title }, language);
      const pairs = rowPairs(totals, calculation);
      const restatedTotals = toEmissionFigures(calculation.result.totals);
      return {
        original: { review: totals.review, ...figuresOf(totals), stages: pairs.map((p) => ({ ...p.row, ...figuresOf(p.original) })) },
        restated: {
          review: { id: review.id, title: review.title, content_hash: review.loaded.contentHash },
          ...figuresOf(restatedTotals),
          stages: pairs.map((p) => ({ ...p.row, ...figuresOf(p.restated) })),
        },
        diff: [
          ...figureDifferences('', totals, restatedTotals),
          ...pairs.flatMap((p) => figureDifferences(`stages[${p.row.key}].`, p.original, p.restated)),
        ],
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
