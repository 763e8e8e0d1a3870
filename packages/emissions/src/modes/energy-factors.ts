// Fuel and grid electricity factors shared by fuel-based stages, storage and consumptions (METHODOLOGY.md §2.1).
import type { FactorLookup, TtwWttFactor } from '../factors/factor-lookup.ts';
import { figures, gases, type Figures, type TtwScope } from '../result/figures.ts';
import type { FactorUsed } from '../result/result-types.ts';

export interface EnergyFactors {
  /** Diesel (average biofuel blend), per litre. */
  readonly gasoil: TtwWttFactor;
  /** Natural gas, gross CV, per kWh. */
  readonly naturalGas: TtwWttFactor;
  /** Grid electricity per kWh: generation (TTW, scope 2) and its WTT plus T&D losses (scope 3). */
  readonly grid: number;
  readonly gridUpstream: number;
  readonly gridUsed: readonly FactorUsed[];
}

export function compileEnergyFactors(lookup: FactorLookup): EnergyFactors {
  return Object.freeze({
    gasoil: lookup.ttwWtt('fuel.gasoil_l', 'diesel'),
    naturalGas: lookup.ttwWtt('fuel.natural_gas_kwh', 'natural_gas'),
    grid: lookup.value('electricity.grid_kwh'),
    gridUpstream: lookup.value('electricity.grid_kwh.wtt') + lookup.value('electricity.td_losses_kwh'),
    gridUsed: Object.freeze([
      lookup.used('electricity.grid_kwh'),
      lookup.used('electricity.grid_kwh.wtt'),
      lookup.used('electricity.td_losses_kwh'),
    ]),
  });
}

/**
 * Figures of a quantity times a CO2e-only factor. The factor publishes no split by gas, so the whole TTW
 * CO2e is shown as CO2 (its dominant gas); CH4 and N2O stay 0 rather than being guessed (docs/methodology.md).
 */
export function co2eOnlyFigures(quantity: number, factor: TtwWttFactor, scope: TtwScope): Figures {
  const ttw = quantity * factor.ttw;
  return figures(ttw, quantity * factor.wtt, 0, false, gases(ttw, 0, 0, 0, 0, 0), scope);
}

/** Grid electricity: generation is TTW; generation WTT and T&D losses are WTT, scope 3 (METHODOLOGY.md §3). */
export function electricityFigures(kwh: number, energy: EnergyFactors, scope: TtwScope): Figures {
  const ttw = kwh * energy.grid;
  return figures(ttw, kwh * energy.gridUpstream, 0, false, gases(ttw, 0, 0, 0, 0, 0), scope);
}
