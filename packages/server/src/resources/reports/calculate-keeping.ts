import {
  reportResult,
  splitReport,
  startReport,
  type CalculationError,
  type CompiledFactorSet,
  type ReportInput,
  type ReportResult,
  type StageResult,
  type StorageResult,
} from '@huella/emissions';

// After a change to one stage of a large report only a few rows are stored (rows-to-store.ts), but the report is
// calculated whole for its totals, per-cargo totals and input hash. The core's report stream hands each row's result
// back as it goes, the same bytes as `calculate` (report-stream.ts): the results of the rows not stored are let go at
// once instead of held through the writes that follow, where every young-generation collection copied them (5,000
// cargo allocations of a 1,000-stage report, issue #18).

/** Which stages and storages keep their results. */
export interface Kept {
  stages: ReadonlySet<number>;
  storages: ReadonlySet<number>;
}

/** `calculate(input, factorSet)`, its lists holding only the stages and storages `kept` names. */
export function calculateKeeping(input: ReportInput, factorSet: CompiledFactorSet, kept: Kept): ReportResult | CalculationError {
  const { head, lists } = splitReport(input);
  const stream = startReport(head, lists, factorSet);
  if ('ok' in stream) return stream;
  const stages: StageResult[] = [];
  for (const stage of input.stages ?? []) {
    const results = stream.stages([stage]);
    if (!Array.isArray(results)) return results;
    if (kept.stages.has(Number(stage.id))) stages.push(...results);
  }
  const storages: StorageResult[] = [];
  for (const storage of input.storages ?? []) {
    const results = stream.storages([storage]);
    if (!Array.isArray(results)) return results;
    if (kept.storages.has(Number(storage.id))) storages.push(...results);
  }
  const voyages = stream.voyages(input.voyages ?? []);
  if (!Array.isArray(voyages)) return voyages;
  const summary = stream.finish();
  if (!summary.ok) return summary;
  return reportResult(summary, { stages, storages, voyages });
}
