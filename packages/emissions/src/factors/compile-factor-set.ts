// Checks and resolves a factor set once, before any calculation (see CompiledFactorSet).
import { compileDistanceFactors } from '../distance/resolve-distance.ts';
import { compileAirFactors } from '../modes/air.ts';
import { compileCarFactors } from '../modes/company-car.ts';
import { compileConsumptionFactors } from '../modes/consumption.ts';
import { compileEnergyFactors } from '../modes/energy-factors.ts';
import { compileRailFactors } from '../modes/rail.ts';
import { compileRoadFactors } from '../modes/road.ts';
import { compileSeaFactors } from '../modes/sea.ts';
import { compileStorageFactors } from '../modes/storage.ts';
import type { CalculationError } from '../result/calculation-error.ts';
import { hashCanonical } from '../result/sha256-hex.ts';
import type { CompiledFactorSet } from './compiled-factor-set.ts';
import { FactorLookup } from './factor-lookup.ts';
import { parseFactorSet } from './parse-factor-set.ts';

export type CompileFactorSetResult = { ok: true; factorSet: CompiledFactorSet } | CalculationError;

/** Takes a factor set as parsed JSON (or an already checked FactorSet) and returns it ready to calculate with. */
export function compileFactorSet(json: unknown): CompileFactorSetResult {
  const parsed = parseFactorSet(json);
  if (!parsed.ok) return parsed;
  const set = parsed.factorSet;
  const lookup = new FactorLookup(set);
  const energy = compileEnergyFactors(lookup);
  const compiled: CompiledFactorSet = Object.freeze({
    id: set.id,
    title: set.title,
    content_hash: hashCanonical(set),
    factorSet: set,
    distance: compileDistanceFactors(lookup),
    energy,
    road: compileRoadFactors(lookup),
    rail: compileRailFactors(lookup),
    sea: compileSeaFactors(lookup),
    air: compileAirFactors(lookup),
    storage: compileStorageFactors(lookup, energy),
    consumption: compileConsumptionFactors(lookup),
    car: compileCarFactors(lookup),
  });
  return { ok: true, factorSet: compiled };
}
