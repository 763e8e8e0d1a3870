// The shipped default factor set "DESNZ 2025" (docs/methodology.md §2, data/SOURCES.md), which the calculation core
// is given rather than reads: the start-up seed writes it as the read-only review, and checks the shipped
// vehicles and ship types against it.
import { compileFactorSet, type CompiledFactorSet } from '@huella/emissions';
import desnz2025Json from '../../../../data/factors/desnz-2025.json' with { type: 'json' };

/** data/factors/desnz-2025.json as parsed JSON. */
export const DESNZ_2025_JSON: unknown = desnz2025Json;

let compiled: CompiledFactorSet | undefined;

/** The default set, checked and compiled once per process. A broken shipped file is a build defect, so it throws. */
export function defaultFactorSet(): CompiledFactorSet {
  if (compiled) return compiled;
  const result = compileFactorSet(DESNZ_2025_JSON);
  if (!result.ok) throw new Error(`data/factors/desnz-2025.json: ${result.field} ${result.code}`);
  compiled = result.factorSet;
  return compiled;
}
