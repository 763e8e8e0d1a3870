// `calculate(report, factorSet)` (docs/methodology.md §6): every stage, storage, consumption and voyage of a
// report, per-cargo totals, report totals and the input hash. Pure: same input and set → same bytes. It is the
// report stream (report-stream.ts) given the whole report at once.
import type { CompiledFactorSet } from './factors/compiled-factor-set.ts';
import type { ReportInput } from './input/input-types.ts';
import type { CalculationError } from './result/calculation-error.ts';
import type { ReportResult } from './result/result-types.ts';
import { splitReport, startReport, type ReportSummary } from './report-stream.ts';

export function calculate(report: ReportInput, factorSet: CompiledFactorSet): ReportResult | CalculationError {
  const { head, lists } = splitReport(report);
  const stream = startReport(head, lists, factorSet);
  if ('ok' in stream) return stream;
  const stages = stream.stages(report.stages ?? []);
  if (!Array.isArray(stages)) return stages;
  const storages = stream.storages(report.storages ?? []);
  if (!Array.isArray(storages)) return storages;
  const voyages = stream.voyages(report.voyages ?? []);
  if (!Array.isArray(voyages)) return voyages;
  const summary = stream.finish();
  if (!summary.ok) return summary;
  return reportResult(summary, { stages, storages, voyages });
}

/** A streamed report's summary and the rows its caller kept, in the order `calculate` answers them (same bytes). */
export function reportResult(summary: ReportSummary & { ok: true }, rows: Pick<ReportResult, 'stages' | 'storages' | 'voyages'>): ReportResult {
  return {
    ok: true,
    factor_set: summary.factor_set,
    input_hash: summary.input_hash,
    only_scope3: summary.only_scope3,
    totals: summary.totals,
    stages: rows.stages,
    storages: rows.storages,
    consumptions: summary.consumptions,
    voyages: rows.voyages,
    cargos: summary.cargos,
  };
}
