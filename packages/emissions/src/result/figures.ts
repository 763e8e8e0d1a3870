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

// A `not_estimated` list is one of 1,024 subsets of GAS_NAMES, always in their order. Every list the core makes is
// the one frozen array of its subset, shared by all results that have it: a report's stages, their allocations and
// sums would otherwise each carry a copy, and building those copies with filter/includes cost more than the figures
// (issue #18: a stage with five cargos made some thirty of them).
const ALL_GASES = (1 << GAS_NAMES.length) - 1;
const LISTS: readonly (readonly GasName[])[] = Array.from({ length: ALL_GASES + 1 }, (_, mask) =>
  Object.freeze(GAS_NAMES.filter((_gas, i) => (mask & (1 << i)) !== 0)),
);
const MASKS = new Map<readonly GasName[], number>(LISTS.map((list, mask) => [list, mask]));

/**
 * The subset a list names, bit i for GAS_NAMES[i] (packed results store it so); a list the core did not make (a test's
 * literal) is read gas by gas.
 */
export function notEstimatedMask(list: readonly GasName[]): number {
  const known = MASKS.get(list);
  if (known !== undefined) return known;
  let mask = 0;
  for (const gas of list) {
    const i = GAS_NAMES.indexOf(gas);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}

/** The shared list of a subset; frozen, so a caller that tried to change one result's list would fail loudly. */
export function notEstimatedList(mask: number): GasName[] {
  return LISTS[mask] as GasName[];
}

/** The gases a calculation estimated, turned into the list it did not. */
export function notEstimated(estimated: readonly GasName[]): GasName[] {
  return notEstimatedList(ALL_GASES & ~notEstimatedMask(estimated));
}

/** Gases no part of a sum covered: those every part leaves out. */
function bothNotEstimated(a: readonly GasName[], b: readonly GasName[]): GasName[] {
  return notEstimatedList(notEstimatedMask(a) & notEstimatedMask(b));
}

/** `list` as the shared array of its subset. */
export function sameNotEstimated(list: readonly GasName[]): GasName[] {
  return notEstimatedList(notEstimatedMask(list));
}

/**
 * The shared frozen array of a subset of gases. The constant lists of gases a factor estimates are made with it, so
 * that notEstimated finds each by identity (one map lookup) instead of reading it gas by gas on every calculation.
 */
export function gasSubset(list: readonly GasName[]): readonly GasName[] {
  return notEstimatedList(notEstimatedMask(list));
}

/** Where the TTW part of an activity lands; WTT always lands in scope 3 (docs/methodology.md §3). */
export type TtwScope = 1 | 2 | 3;

// Every object literal with these members, in this order, shares one chain of V8 maps, which records per member whether
// it holds small integers or doubles. Made first with integers (gases()'s HFCs: 0) and later given a fraction
// (scaleFigures, allocateByMass), a member is widened and the old map deprecated; but code V8 (Node 20) had already
// optimized goes on making objects with the deprecated map, each read of one then misses its inline cache, and a reader
// that misses on every call is never optimized (packed/pack-stage.ts ran ten times slower after object results had
// been calculated in the same process). Shapes whose numbers are doubles from the first object never widen.
export const DOUBLE_SHAPES: readonly object[] = Object.freeze([
  { CO2: 0.5, CH4: 0.5, N2O: 0.5, HFCs: 0.5, PFCs: 0.5, SF6: 0.5, NF3: 0.5, NOx: 0.5, SOx: 0.5, PM: 0.5 } satisfies Gases,
  { scope1: 0.5, scope2: 0.5, scope3: 0.5 } satisfies Scopes,
]);

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
    not_estimated: notEstimatedList(ALL_GASES),
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
    not_estimated: sameNotEstimated(f.not_estimated),
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
