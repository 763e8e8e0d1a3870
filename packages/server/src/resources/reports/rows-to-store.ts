import type { CalculationGraph } from './report-graph.ts';

// After a change to one stage or storage of a large report, most rows' figures are what is stored already: storing
// only the others turns a 1,000-stage edit from rewriting 6,000 rows and their statistics into a handful (issue #18).
// The stored figures are those of the calculation of the report as it was (recalculate.ts proves that by the input
// hash). The core calculates each stage and storage from its own input and its cargos alone (report-stream.ts hands
// calculateStage and calculateStorage nothing else), and a row the change did not touch has the same input in both:
// the graph before is the graph after with the touched rows put back (report-graph.ts graphWithStage), the cargos
// are the same, and the sea stages have the same routed distances (recalculate.ts routesBefore). So that row's
// stored figures are its figures now, and only the touched rows are stored. Comparing the two calculations' rows
// showed the same at the cost of a second calculation of the whole report.

/** What a change wrote, and how to see the report as it was before it. */
export interface Before {
  /** The graph as it was before the change, rebuilt from the graph after it (report-graph.ts graphWithStage). */
  graph(after: CalculationGraph): CalculationGraph;
  /** Stages and storages whose rows or links the change wrote: their stored figures are gone or stale. */
  stages: readonly number[];
  storages: readonly number[];
}

/** The rows to store, and the statistics rows (resources/statistics/emission-facts.ts) they touch. */
export interface RowsToStore {
  stages: ReadonlySet<number>;
  storages: ReadonlySet<number>;
  /** Cargos linked, before or after, to a row stored or deleted: their statistics rows are rewritten. */
  cargos: number[];
  /** A row stored or deleted had no cargos before or after: the report's statistics rows without a cargo are rewritten. */
  cargoless: boolean;
}

/** Ids of `after`'s rows that the change wrote or that are always stored. */
function storedIds(after: readonly { id: number }[], touched: readonly number[], alwaysStored: ReadonlySet<number>): Set<number> {
  const written = new Set(touched);
  return new Set(after.filter((r) => written.has(r.id) || alwaysStored.has(r.id)).map((r) => r.id));
}

/** Ids of `before`'s rows that `after` no longer has. */
function goneIds(before: readonly { id: number }[], after: readonly { id: number }[]): number[] {
  const kept = new Set(after.map((r) => r.id));
  return before.filter((r) => !kept.has(r.id)).map((r) => r.id);
}

/** Cargos of the links, before and after, of the rows stored or gone; and whether one of them had none. */
function touchedCargos(
  stored: ReadonlySet<number>,
  gone: readonly number[],
  beforeLinks: ReadonlyMap<number, readonly { cargoId: number }[]>,
  afterLinks: ReadonlyMap<number, readonly { cargoId: number }[]>,
  cargos: Set<number>,
): boolean {
  let cargoless = false;
  for (const id of stored) {
    const was = beforeLinks.get(id) ?? [];
    const is = afterLinks.get(id) ?? [];
    for (const link of [...was, ...is]) cargos.add(link.cargoId);
    if (!was.length || !is.length) cargoless = true;
  }
  for (const id of gone) {
    const was = beforeLinks.get(id) ?? [];
    for (const link of was) cargos.add(link.cargoId);
    if (!was.length) cargoless = true;
  }
  return cargoless;
}

/**
 * The rows the change wrote that `after` still has, and the stages in `routed` (their sea route is stored beside the
 * figures and comes from the router, not the result); `before` is the graph whose figures are stored.
 */
export function rowsToStore(before: CalculationGraph, after: CalculationGraph, change: Pick<Before, 'stages' | 'storages'>, routed: ReadonlySet<number>): RowsToStore {
  const stages = storedIds(after.stages, change.stages, routed);
  const storages = storedIds(after.storages, change.storages, new Set());
  const cargos = new Set<number>();
  const stageCargoless = touchedCargos(stages, goneIds(before.stages, after.stages), before.stageLinks, after.stageLinks, cargos);
  const storageCargoless = touchedCargos(storages, goneIds(before.storages, after.storages), before.storageLinks, after.storageLinks, cargos);
  return { stages, storages, cargos: [...cargos], cargoless: stageCargoless || storageCargoless };
}
