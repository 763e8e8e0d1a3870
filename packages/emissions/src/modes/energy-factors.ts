// Fuel and grid electricity factors shared by fuel-based stages, storage and consumptions (docs/methodology.md §2.1).
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import type { Figures, TtwScope } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';
import { factorFigures } from './factor-figures.ts';

export interface EnergyFactors {
  /** Diesel (average biofuel blend), per litre. */
  readonly gasoil: TtwWttFactor;
  /** Natural gas, gross CV, per kWh. */
  readonly naturalGas: TtwWttFactor;
  /** Grid electricity per kWh: generation (TTW, scope 2) and, as its WTT, generation WTT plus T&D losses (scope 3). */
  readonly grid: TtwWttFactor;
  readonly gridUsed: readonly FactorUsed[];
}

export function compileEnergyFactors(lookup: FactorLookup): EnergyFactors {
  const { split, used: splitUsed } = lookup.split('electricity.grid_kwh');
  const gridUsed = Object.freeze([
    lookup.used('electricity.grid_kwh'),
    lookup.used('electricity.grid_kwh.wtt'),
    lookup.used('electricity.td_losses_kwh'),
    ...splitUsed,
  ]);
  return Object.freeze({
    gasoil: lookup.ttwWtt('fuel.gasoil_l', 'diesel'),
    naturalGas: lookup.ttwWtt('fuel.natural_gas_kwh', 'natural_gas'),
    grid: Object.freeze({
      ttw: lookup.value('electricity.grid_kwh'),
      wtt: lookup.value('electricity.grid_kwh.wtt') + lookup.value('electricity.td_losses_kwh'),
      split,
      used: gridUsed,
    }),
    gridUsed,
  });
}

/** Grid electricity: generation is TTW; generation WTT and T&D losses are WTT, scope 3 (docs/methodology.md §3). */
export function electricityFigures(kwh: number, energy: EnergyFactors, scope: TtwScope): Figures {
  return factorFigures(kwh, energy.grid, scope);
}
