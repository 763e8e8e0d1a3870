// The shipped default factor set, "DESNZ 2025" (METHODOLOGY.md §2), from data/factors/desnz-2025.json.
// A static JSON import rather than a file read: the core stays free of I/O, and the same import works in
// Node (tsx), vitest and the browser bundle, with the data file as the single source of the numbers.
import desnz2025Json from '../../../../data/factors/desnz-2025.json' with { type: 'json' };
import type { CompiledFactorSet } from './compiled-factor-set.ts';
import { compileFactorSet } from './compile-factor-set.ts';

/** The data file as parsed JSON, e.g. to seed the database's read-only review. */
export const DESNZ_2025_JSON: unknown = desnz2025Json;

let compiled: CompiledFactorSet | undefined;

/** The default set, checked and compiled on first use. A broken shipped file is a build defect, so it throws. */
export function desnz2025(): CompiledFactorSet {
  if (compiled) return compiled;
  const result = compileFactorSet(desnz2025Json);
  if (!result.ok) throw new Error(`data/factors/desnz-2025.json: ${result.field} ${result.code}`);
  compiled = result.factorSet;
  return compiled;
}
