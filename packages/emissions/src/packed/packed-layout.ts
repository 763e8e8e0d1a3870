// Where each number of a packed stage result sits (packed-stages.ts): a row is STAGE_SLOTS numbers for the stage, then
// CARGO_SLOTS for each cargo in the order the stage was given them. Both end in the same figures block (CO2e, the gases
// in GAS_NAMES order, the scopes), so a stage and its allocations are read with the same names. The strings of the
// object result (mode, method, distance method) are stored as their index in the lists below.
import { GAS_NAMES, type GasName } from '../result/figures.ts';
import type { DistanceMethod, Mode, StageMethod } from '../result/result-types.ts';

type FigureName = 'co2e_ttw' | 'co2e_wtt' | 'co2e_wtw' | 'co2e_wtw_with_rf' | GasName | 'scope1' | 'scope2' | 'scope3';

const FIGURE_NAMES: readonly FigureName[] = ['co2e_ttw', 'co2e_wtt', 'co2e_wtw', 'co2e_wtw_with_rf', ...GAS_NAMES, 'scope1', 'scope2', 'scope3'];

function figuresFrom(start: number): Readonly<Record<FigureName, number>> {
  return Object.fromEntries(FIGURE_NAMES.map((name, i) => [name, start + i])) as Record<FigureName, number>;
}

/** Offsets in a figures block from its start. */
export const FIGURE = Object.freeze(figuresFrom(0));

/** Where the figures block starts in a stage's part of the row and in a cargo's. */
const STAGE_FIGURES = 9;
const CARGO_FIGURES = 4;

/**
 * A stage's numbers. `not_estimated` is the bit set of the gases no factor covered (bit i: GAS_NAMES[i]); its cargos
 * have the same one. `intensity_g_per_tkm` is NaN where the object result has null (no tkm).
 */
export const STAGE = Object.freeze({
  mode: 0,
  method: 1,
  distance_method: 2,
  cargo_count: 3,
  not_estimated: 4,
  distance_km: 5,
  mass_t: 6,
  tkm: 7,
  intensity_g_per_tkm: 8,
  ...figuresFrom(STAGE_FIGURES),
});

/** A cargo's allocation of the stage; `intensity_g_per_tkm` NaN where the object result has null. */
export const CARGO = Object.freeze({
  mass_t: 0,
  share: 1,
  tkm: 2,
  intensity_g_per_tkm: 3,
  ...figuresFrom(CARGO_FIGURES),
});

export const STAGE_SLOTS = STAGE_FIGURES + FIGURE_NAMES.length;
export const CARGO_SLOTS = CARGO_FIGURES + FIGURE_NAMES.length;

export const MODES: readonly Mode[] = Object.freeze(['road', 'rail', 'sea', 'air']);
export const STAGE_METHODS: readonly StageMethod[] = Object.freeze(['fuel', 'per_vkm', 'rail_vehicle', 'ship_model', 'aircraft_model', 'per_tkm']);
export const DISTANCE_METHODS: readonly DistanceMethod[] = Object.freeze(['declared', 'gcd', 'gcd_circuity', 'router', 'sea_network']);

/** Each string's index in its list, looked up by name when a row is written (indexOf took a tenth of the writing). */
function codes<T extends string>(list: readonly T[]): Readonly<Record<T, number>> {
  return Object.freeze(Object.fromEntries(list.map((name, i) => [name, i])) as Record<T, number>);
}

export const MODE_CODES = codes(MODES);
export const STAGE_METHOD_CODES = codes(STAGE_METHODS);
export const DISTANCE_METHOD_CODES = codes(DISTANCE_METHODS);
