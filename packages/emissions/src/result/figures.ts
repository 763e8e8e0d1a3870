// The emission figures every stage, storage, consumption, cargo and report carries (docs/methodology.md §6).
// All values are kilograms; nothing is rounded here (docs/methodology.md §1).

/** TTW masses in kg; NOx, SOx and PM are air pollutants and never part of CO2e (docs/methodology.md §1). */
export interface Gases {
  CO2: number;
  CH4: number;
  N2O: number;
  HFCs: number;
  PFCs: number;
  SF6: number;
  NF3: number;
  NOx: number;
  SOx: number;
  PM: number;
}

export interface Scopes {
  scope1: number;
  scope2: number;
  scope3: number;
}

export interface Figures {
  co2e_ttw: number;
  co2e_wtt: number;
  co2e_wtw: number;
  /** WTW with radiative forcing; equals `co2e_wtw` outside air, and inside it when `air.include_rf` = 1. */
  co2e_wtw_with_rf: number;
  gases: Gases;
  scopes: Scopes;
  /**
   * Gases no factor behind these figures covered: their 0 means "not estimated", not "none emitted". A sum lists
   * the gases that none of its parts covered (docs/methodology.md §6; docs/methodology.md "Gases not estimated").
   */
  not_estimated: GasName[];
}

export type GasName = keyof Gases;

/** Every gas column, in the spec's order. */
export const GAS_NAMES: readonly GasName[] = Object.freeze(['CO2', 'CH4', 'N2O', 'HFCs', 'PFCs', 'SF6', 'NF3', 'NOx', 'SOx', 'PM']);

/** The gases a calculation estimated, turned into the list it did not. */
export function notEstimated(estimated: readonly GasName[]): GasName[] {
  return GAS_NAMES.filter((g) => !estimated.includes(g));
}

/** Gases no part of a sum covered: those every part leaves out. */
function bothNotEstimated(a: readonly GasName[], b: readonly GasName[]): GasName[] {
  return GAS_NAMES.filter((g) => a.includes(g) && b.includes(g));
}

/** Where the TTW part of an activity lands; WTT always lands in scope 3 (docs/methodology.md §3). */
export type TtwScope = 1 | 2 | 3;

export function gases(CO2: number, CH4: number, N2O: number, NOx: number, SOx: number, PM: number): Gases {
  return { CO2, CH4, N2O, HFCs: 0, PFCs: 0, SF6: 0, NF3: 0, NOx, SOx, PM };
}

export function zeroGases(): Gases {
  return gases(0, 0, 0, 0, 0, 0);
}

/**
 * Assembles figures from TTW without RF, WTT and the RF increment. RF joins CO2e only when the factor
 * set says so (`air.include_rf`), and is always visible in `co2e_wtw_with_rf` (docs/methodology.md §5.4).
 */
export function figures(
  ttw: number,
  wtt: number,
  rfIncrement: number,
  includeRf: boolean,
  gasMasses: Gases,
  ttwScope: TtwScope,
  estimated: readonly GasName[],
): Figures {
  const co2eTtw = includeRf ? ttw + rfIncrement : ttw;
  const co2eWtw = co2eTtw + wtt;
  return {
    co2e_ttw: co2eTtw,
    co2e_wtt: wtt,
    co2e_wtw: co2eWtw,
    co2e_wtw_with_rf: includeRf ? co2eWtw : co2eWtw + rfIncrement,
    gases: gasMasses,
    scopes: {
      scope1: ttwScope === 1 ? co2eTtw : 0,
      scope2: ttwScope === 2 ? co2eTtw : 0,
      scope3: ttwScope === 3 ? co2eWtw : wtt,
    },
    not_estimated: notEstimated(estimated),
  };
}

export function zeroFigures(): Figures {
  return {
    co2e_ttw: 0,
    co2e_wtt: 0,
    co2e_wtw: 0,
    co2e_wtw_with_rf: 0,
    gases: zeroGases(),
    scopes: { scope1: 0, scope2: 0, scope3: 0 },
    // Nothing calculated yet: adding parts narrows this to what none of them covered.
    not_estimated: [...GAS_NAMES],
  };
}

/** Adds `b` into the accumulator `into` (a fresh object owned by the caller). */
export function addInto(into: Figures, b: Figures): void {
  into.co2e_ttw += b.co2e_ttw;
  into.co2e_wtt += b.co2e_wtt;
  into.co2e_wtw += b.co2e_wtw;
  into.co2e_wtw_with_rf += b.co2e_wtw_with_rf;
  const g = into.gases;
  const h = b.gases;
  g.CO2 += h.CO2;
  g.CH4 += h.CH4;
  g.N2O += h.N2O;
  g.HFCs += h.HFCs;
  g.PFCs += h.PFCs;
  g.SF6 += h.SF6;
  g.NF3 += h.NF3;
  g.NOx += h.NOx;
  g.SOx += h.SOx;
  g.PM += h.PM;
  into.scopes.scope1 += b.scopes.scope1;
  into.scopes.scope2 += b.scopes.scope2;
  into.scopes.scope3 += b.scopes.scope3;
  into.not_estimated = bothNotEstimated(into.not_estimated, b.not_estimated);
}

export function sumFigures(a: Figures, b: Figures): Figures {
  const total = zeroFigures();
  addInto(total, a);
  addInto(total, b);
  return total;
}

export function scaleFigures(f: Figures, share: number): Figures {
  const g = f.gases;
  return {
    co2e_ttw: f.co2e_ttw * share,
    co2e_wtt: f.co2e_wtt * share,
    co2e_wtw: f.co2e_wtw * share,
    co2e_wtw_with_rf: f.co2e_wtw_with_rf * share,
    gases: {
      CO2: g.CO2 * share,
      CH4: g.CH4 * share,
      N2O: g.N2O * share,
      HFCs: g.HFCs * share,
      PFCs: g.PFCs * share,
      SF6: g.SF6 * share,
      NF3: g.NF3 * share,
      NOx: g.NOx * share,
      SOx: g.SOx * share,
      PM: g.PM * share,
    },
    scopes: {
      scope1: f.scopes.scope1 * share,
      scope2: f.scopes.scope2 * share,
      scope3: f.scopes.scope3 * share,
    },
    not_estimated: [...f.not_estimated],
  };
}

/** `total − part`, field by field: the remainder that makes allocations add up to the total. */
export function subtractFigures(total: Figures, part: Figures): Figures {
  const negated = scaleFigures(part, -1);
  addInto(negated, total);
  return negated;
}

/** g CO2e (WTW) per tkm; null when there is no transport activity, never NaN or Infinity. */
export function intensityGPerTkm(co2eWtw: number, tkm: number): number | null {
  return tkm > 0 ? (co2eWtw * 1000) / tkm : null;
}
