// Mass a cargo brings to a stage (docs/methodology.md §1): its declared weight, else 10 t per TEU.
import type { CargoInput } from '../input/input-types.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';

export const TONNES_PER_TEU = 10;

/**
 * Tonnes a cargo counts for, from figures already checked: its weight when above 0, else 10 t per TEU when it
 * is counted in TEU (`teu` null or undefined for a cargo by weight).
 */
export function cargoTonnes(weight: number, teu: number | null | undefined): number {
  return weight > 0 || teu === null || teu === undefined ? weight : teu * TONNES_PER_TEU;
}

export function cargoMass(cargo: CargoInput, field: string): number | CalculationError {
  const { weight, teu } = cargo;
  if (weight !== undefined && weight !== null) {
    if (typeof weight !== 'number' || !Number.isFinite(weight)) return fail(`${field}.weight`, 'invalid_number');
    if (weight < 0) return fail(`${field}.weight`, 'must_not_be_negative');
    if (weight > 0) return weight;
  }
  if (teu === undefined || teu === null) return 0;
  if (typeof teu !== 'number' || !Number.isFinite(teu)) return fail(`${field}.teu`, 'invalid_number');
  return teu < 0 ? fail(`${field}.teu`, 'must_not_be_negative') : cargoTonnes(0, teu);
}

/** Total mass of the cargos linked to a stage or storage, or the first cargo that has a bad figure. */
export function linkedMass(cargos: readonly CargoInput[]): number | CalculationError {
  let total = 0;
  for (let i = 0; i < cargos.length; i++) {
    const mass = cargoMass(cargos[i] as CargoInput, '');
    // The field's name only for the error: built for every cargo of every stage, it was most of this loop's time.
    if (typeof mass !== 'number') return cargoMass(cargos[i] as CargoInput, `cargos[${i}]`);
    total += mass;
  }
  return total;
}
