import { RESTATED_FIGURES, type RestatedFigure, type RestatementDifference } from '@huella/contracts';

/**
 * The figures of one row (or of the report, `prefix` '') that differ between two calculations, in RESTATED_FIGURES
 * order. The core is deterministic (docs/methodology.md §1), so a figure a changed factor does not feed comes out
 * bit for bit the same: equality is exact, and what is left is what the factor change moved.
 */
export function figureDifferences(
  prefix: string,
  original: Record<RestatedFigure, number>,
  restated: Record<RestatedFigure, number>,
): RestatementDifference[] {
  return RESTATED_FIGURES.filter((figure) => original[figure] !== restated[figure]).map((figure) => {
    const delta = restated[figure] - original[figure];
    return {
      path: `${prefix}${figure}`,
      original: original[figure],
      restated: restated[figure],
      delta,
      delta_pct: original[figure] === 0 ? null : (delta / original[figure]) * 100,
    };
  });
}
