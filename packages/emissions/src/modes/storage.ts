// Storage (warehousing, hubs) by tonnes moved (docs/methodology.md §5.5): electricity and forklift diesel per
// tonne move, both Huella assumptions labelled as such in the factor set.
import { allocateByMass } from '../allocation/allocate-by-mass.ts';
import { linkedMass } from '../allocation/cargo-mass.ts';
import type { CompiledFactorSet } from '../factors/compiled-factor-set.ts';
import type { FactorLookup } from '../factors/factor-lookup.ts';
import { nonNegative } from '../input/read-number.ts';
import type { CargoInput, StorageInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import { sumFigures } from '../result/figures.ts';
import type { FactorUsed, StorageResult } from '../result/result-types.ts';
import { factorFigures } from './factor-figures.ts';
import { electricityFigures, type EnergyFactors } from './energy-factors.ts';
import { ttwScope } from './stage-result.ts';

export interface StorageFactors {
  readonly kwhPerTMove: number;
  readonly dieselLPerTMove: number;
  readonly used: readonly FactorUsed[];
}

export function compileStorageFactors(lookup: FactorLookup, energy: EnergyFactors): StorageFactors {
  return Object.freeze({
    kwhPerTMove: lookup.value('storage.kwh_per_t_move'),
    dieselLPerTMove: lookup.value('storage.diesel_l_per_t_move'),
    used: Object.freeze([
      lookup.used('storage.kwh_per_t_move'),
      lookup.used('storage.diesel_l_per_t_move'),
      ...energy.gridUsed,
      ...energy.gasoil.used,
    ]),
  });
}

export function calculateStorage(
  storage: StorageInput,
  cargos: readonly CargoInput[],
  factorSet: CompiledFactorSet,
  onlyScope3: boolean,
): StorageResult | CalculationError {
  // The spec's storage form defaults to own (docs/spec/part-2.md §5).
  const type = storage.type ?? 'own';
  if (type !== 'own' && type !== 'third_party') return fail('type', 'invalid_choice');
  const moves = nonNegative(storage.moves_number, 'moves_number');
  if (typeof moves !== 'number') return moves;
  const mass = linkedMass(cargos);
  if (typeof mass !== 'number') return mass;
  const { storage: factors, energy } = factorSet;
  const tonneMoves = mass * moves;
  const kwh = tonneMoves * factors.kwhPerTMove;
  const litres = tonneMoves * factors.dieselLPerTMove;
  const f = sumFigures(
    electricityFigures(kwh, energy, ttwScope(type, onlyScope3, true)),
    factorFigures(litres, energy.gasoil, ttwScope(type, onlyScope3, false)),
  );
  // Object.assign, not a spread between members: the same members in the same order, without the slow path V8
  // (Node 20) takes for `{ a, ...f, b }` (issue #18).
  return Object.assign(
    { ok: true as const, id: storage.id, method: 'per_t_move' as const, mass_t: mass, electricity_kwh: kwh, diesel_l: litres },
    f,
    { factors_used: factors.used, cargos: allocateByMass(f, cargos, mass, 0) },
  );
}
