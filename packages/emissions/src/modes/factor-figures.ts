// The one place where "activity × a published CO2e factor" becomes figures with a split by gas, for every mode,
// storage and consumption (docs/methodology.md §1 "Gases"; docs/methodology.md "Gases").
import type { TtwWttFactor } from '../factors/factor-lookup.ts';
import { figures, gases, gasSubset, type Figures, type GasName, type Gases, type TtwScope } from '../result/figures.ts';

/** The gases of a published split, and of every entry that gives CO2, CH4 and N2O per unit. */
export const SPLIT_GASES = gasSubset(['CO2', 'CH4', 'N2O']);
const CO2E_ONLY = gasSubset(['CO2']);

/**
 * TTW gas masses of `quantity` units of a factor and the gases they estimate. With the published split,
 * CH4 and N2O are their CO2e parts over the set's GWPs and CO2 is the rest, so
 * CO2 + CH4 × gwp.CH4 + N2O × gwp.N2O is the factor's CO2e exactly. Without it the whole CO2e is shown as
 * CO2 (its dominant gas) and CH4 and N2O are "not estimated" rather than guessed.
 */
export function ttwGases(quantity: number, factor: TtwWttFactor): { gases: Gases; estimated: readonly GasName[] } {
  const ttw = quantity * factor.ttw;
  const split = factor.split;
  if (!split) return { gases: gases(ttw, 0, 0, 0, 0, 0), estimated: CO2E_ONLY };
  const co2 = quantity * (factor.ttw - split.ch4Co2e - split.n2oCo2e);
  return { gases: gases(co2, quantity * split.ch4Kg, quantity * split.n2oKg, 0, 0, 0), estimated: SPLIT_GASES };
}

/** Figures of `quantity` units of a TTW + WTT factor; `rf` is the radiative-forcing increment (air only). */
export function factorFigures(
  quantity: number,
  factor: TtwWttFactor,
  scope: TtwScope,
  rf: { increment: number; include: boolean } = { increment: 0, include: false },
): Figures {
  const split = ttwGases(quantity, factor);
  return figures(quantity * factor.ttw, quantity * factor.wtt, rf.increment, rf.include, split.gases, scope, split.estimated);
}
