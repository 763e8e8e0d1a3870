import type { ReportResult } from '@huella/emissions';
import type { ReportGraph } from './report-graph.ts';

// After a change to one stage or storage of a large report, most rows' figures are what is stored already: storing
// only the others turns a 1,000-stage edit from rewriting 6,000 rows and their statistics into a handful (issue #18).
// This compares two calculations: the one the stored figures came from (recalculate.ts proves that by the input hash)
// and the new one. A row is kept as stored only when its result is the same value in both.

/** What a change wrote, and how to see the report as it was before it. */
export interface Before {
  /** The graph as it was before the change, rebuilt from the graph after it (report-graph.ts graphWithStage). */
  graph(after: ReportGraph): ReportGraph;
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

/** Whether two results are the same JSON value: stored as JSON, that is all a row holds of them. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  // JSON drops an undefined member, so a row holds the same with or without it.
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (aKeys.length !== bKeys.length) return false;
  return aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

type Side = { graph: ReportGraph; result: Pick<ReportResult, 'stages' | 'storages'> };

/** Ids of the rows of one kind (stages or storages) whose figures must be stored: touched, new, or changed. */
function changedIds(
  before: readonly { id: string | number }[],
  after: readonly { id: string | number }[],
  touched: readonly number[],
  alwaysStored: ReadonlySet<number>,
): Set<number> {
  const old = new Map(before.map((r) => [Number(r.id), r]));
  const always = new Set(touched);
  const out = new Set<number>();
  for (const row of after) {
    const id = Number(row.id);
    if (always.has(id) || alwaysStored.has(id) || !sameValue(row, old.get(id))) out.add(id);
  }
  return out;
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
 * The rows whose figures differ between `before` (what is stored) and `after`, those the change wrote, and the
 * stages in `routed` (their sea route is stored beside the figures and comes from the router, not the result).
 */
export function rowsToStore(before: Side, after: Side, change: Pick<Before, 'stages' | 'storages'>, routed: ReadonlySet<number>): RowsToStore {
  const stages = changedIds(before.result.stages, after.result.stages, change.stages, routed);
  const storages = changedIds(before.result.storages, after.result.storages, change.storages, new Set());
  const cargos = new Set<number>();
  const stageCargoless = touchedCargos(stages, goneIds(before.graph.stages, after.graph.stages), before.graph.stageLinks, after.graph.stageLinks, cargos);
  const storageCargoless = touchedCargos(storages, goneIds(before.graph.storages, after.graph.storages), before.graph.storageLinks, after.graph.storageLinks, cargos);
  return { stages, storages, cargos: [...cargos], cargoless: stageCargoless || storageCargoless };
}
