// Writes a calculated stage as a packed row: what stageResult and allocateByMass build as objects, as numbers at the
// offsets of packed-layout.ts. The arithmetic is theirs, operation for operation and in the same order (each share
// times the stage's figure; the largest cargo gets the stage's figure less the others summed from 0 in the cargos'
// order, as -sum + figure), so every number is the same double, signed zeros included (packed-stages.test.ts).
// Written out figure by figure with the stage's figures and the running sums in locals: loops over the block that
// read the row back ran two and a half times slower, and this is the bulk path's whole cost beside the mode's own.
import { cargoMass } from '../allocation/cargo-mass.ts';
import type { ResolvedDistance } from '../distance/resolve-distance.ts';
import type { CargoInput, EntityId } from '../input/input-types.ts';
import { intensityGPerTkm, notEstimatedMask, type Figures } from '../result/figures.ts';
import type { FactorUsed, Mode, StageMethod } from '../result/result-types.ts';
import type { StageSink } from '../modes/stage-result.ts';
import { CARGO, DISTANCE_METHOD_CODES, FIGURE, MODE_CODES, STAGE, STAGE_METHOD_CODES } from './packed-layout.ts';
import type { PackedStages } from './packed-stages.ts';

const { co2e_ttw: TTW, co2e_wtt: WTT, co2e_wtw: WTW, co2e_wtw_with_rf: WITH_RF, scope1: S1, scope2: S2, scope3: S3 } = FIGURE;
const { CO2, CH4, N2O, HFCs: HFCS, PFCs: PFCS, SF6, NF3, NOx: NOX, SOx: SOX, PM } = FIGURE;

/** null intensity (no tkm) is stored as NaN; unpackStage reads it back as null by the same test on tkm. */
function intensity(co2eWtw: number, tkm: number): number {
  return intensityGPerTkm(co2eWtw, tkm) ?? Number.NaN;
}

/** The sink a PackedStages hands the modes instead of STAGE_RESULTS: each stage becomes the buffer's next row. */
export class PackedStageWriter implements StageSink<number> {
  readonly #into: PackedStages;

  constructor(into: PackedStages) {
    this.#into = into;
  }

  /** Writes the row and returns its number; the mode has checked every input. */
  write(
    id: EntityId,
    mode: Mode,
    method: StageMethod,
    distance: ResolvedDistance,
    cargos: readonly CargoInput[],
    mass: number,
    f: Figures,
    methodUsed: readonly FactorUsed[],
  ): number {
    const into = this.#into;
    const at = into.reserve(id, cargos, distance, methodUsed);
    const row = into.length - 1;
    const out = into.figures;
    const distanceKm = distance.distance_km;
    const tkm = mass * distanceKm;
    const count = cargos.length;
    const g = f.gases;
    const s = f.scopes;
    const ttw = f.co2e_ttw, wtt = f.co2e_wtt, wtw = f.co2e_wtw, withRf = f.co2e_wtw_with_rf;
    const co2 = g.CO2, ch4 = g.CH4, n2o = g.N2O, hfcs = g.HFCs, pfcs = g.PFCs, sf6 = g.SF6, nf3 = g.NF3, nox = g.NOx, sox = g.SOx, pm = g.PM;
    const scope1 = s.scope1, scope2 = s.scope2, scope3 = s.scope3;

    out[at + STAGE.mode] = MODE_CODES[mode];
    out[at + STAGE.method] = STAGE_METHOD_CODES[method];
    out[at + STAGE.distance_method] = DISTANCE_METHOD_CODES[distance.distance_method];
    out[at + STAGE.cargo_count] = count;
    out[at + STAGE.not_estimated] = notEstimatedMask(f.not_estimated);
    out[at + STAGE.distance_km] = distanceKm;
    out[at + STAGE.mass_t] = mass;
    out[at + STAGE.tkm] = tkm;
    out[at + STAGE.intensity_g_per_tkm] = intensity(wtw, tkm);
    let o = at + STAGE.co2e_ttw;
    out[o + TTW] = ttw;
    out[o + WTT] = wtt;
    out[o + WTW] = wtw;
    out[o + WITH_RF] = withRf;
    out[o + CO2] = co2;
    out[o + CH4] = ch4;
    out[o + N2O] = n2o;
    out[o + HFCS] = hfcs;
    out[o + PFCS] = pfcs;
    out[o + SF6] = sf6;
    out[o + NF3] = nf3;
    out[o + NOX] = nox;
    out[o + SOX] = sox;
    out[o + PM] = pm;
    out[o + S1] = scope1;
    out[o + S2] = scope2;
    out[o + S3] = scope3;
    if (count === 0) return row;

    // Masses first (linkedMass checked them, so each is a number), and the largest: the first of the heaviest.
    let largest = 0;
    let largestMass = 0;
    for (let k = 0; k < count; k++) {
      const m = cargoMass(cargos[k] as CargoInput, '') as number;
      out[into.cargoOffset(row, k) + CARGO.mass_t] = m;
      if (k === 0 || m > largestMass) {
        largest = k;
        largestMass = m;
      }
    }
    // With one cargo it takes share 1 of every figure (allocateByMass scales by 1 too: -0 stays -0).
    if (count === 1) largest = -1;

    let sumTtw = 0, sumWtt = 0, sumWtw = 0, sumWithRf = 0, sumScope1 = 0, sumScope2 = 0, sumScope3 = 0;
    let sumCo2 = 0, sumCh4 = 0, sumN2o = 0, sumHfcs = 0, sumPfcs = 0, sumSf6 = 0, sumNf3 = 0, sumNox = 0, sumSox = 0, sumPm = 0;
    for (let k = 0; k < count; k++) {
      if (k === largest) continue;
      const c = into.cargoOffset(row, k);
      const m = out[c + CARGO.mass_t] as number;
      const share = count === 1 ? 1 : mass > 0 ? m / mass : 1 / count;
      const cargoTkm = m * distanceKm;
      out[c + CARGO.share] = share;
      out[c + CARGO.tkm] = cargoTkm;
      o = c + CARGO.co2e_ttw;
      let v: number;
      v = ttw * share; out[o + TTW] = v; sumTtw += v;
      v = wtt * share; out[o + WTT] = v; sumWtt += v;
      v = withRf * share; out[o + WITH_RF] = v; sumWithRf += v;
      v = wtw * share; out[o + WTW] = v; sumWtw += v;
      out[c + CARGO.intensity_g_per_tkm] = intensity(v, cargoTkm);
      v = co2 * share; out[o + CO2] = v; sumCo2 += v;
      v = ch4 * share; out[o + CH4] = v; sumCh4 += v;
      v = n2o * share; out[o + N2O] = v; sumN2o += v;
      v = hfcs * share; out[o + HFCS] = v; sumHfcs += v;
      v = pfcs * share; out[o + PFCS] = v; sumPfcs += v;
      v = sf6 * share; out[o + SF6] = v; sumSf6 += v;
      v = nf3 * share; out[o + NF3] = v; sumNf3 += v;
      v = nox * share; out[o + NOX] = v; sumNox += v;
      v = sox * share; out[o + SOX] = v; sumSox += v;
      v = pm * share; out[o + PM] = v; sumPm += v;
      v = scope1 * share; out[o + S1] = v; sumScope1 += v;
      v = scope2 * share; out[o + S2] = v; sumScope2 += v;
      v = scope3 * share; out[o + S3] = v; sumScope3 += v;
    }
    if (largest < 0) return row;

    const c = into.cargoOffset(row, largest);
    const cargoTkm = largestMass * distanceKm;
    out[c + CARGO.share] = mass > 0 ? largestMass / mass : 1 / count;
    out[c + CARGO.tkm] = cargoTkm;
    out[c + CARGO.intensity_g_per_tkm] = intensity(-sumWtw + wtw, cargoTkm);
    o = c + CARGO.co2e_ttw;
    out[o + TTW] = -sumTtw + ttw;
    out[o + WTT] = -sumWtt + wtt;
    out[o + WTW] = -sumWtw + wtw;
    out[o + WITH_RF] = -sumWithRf + withRf;
    out[o + CO2] = -sumCo2 + co2;
    out[o + CH4] = -sumCh4 + ch4;
    out[o + N2O] = -sumN2o + n2o;
    out[o + HFCS] = -sumHfcs + hfcs;
    out[o + PFCS] = -sumPfcs + pfcs;
    out[o + SF6] = -sumSf6 + sf6;
    out[o + NF3] = -sumNf3 + nf3;
    out[o + NOX] = -sumNox + nox;
    out[o + SOX] = -sumSox + sox;
    out[o + PM] = -sumPm + pm;
    out[o + S1] = -sumScope1 + scope1;
    out[o + S2] = -sumScope2 + scope2;
    out[o + S3] = -sumScope3 + scope3;
    return row;
  }
}
