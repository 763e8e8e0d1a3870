// A packed row as the object result calculateStage gives for the same stage, member for member and in its order: for a
// caller that keeps results packed and needs one as an object (to store it as JSON, to show it), and for the tests.
import type { Figures } from '../result/figures.ts';
import type { CargoAllocation, StageResult } from '../result/result-types.ts';
import { CARGO, STAGE } from './packed-layout.ts';
import type { PackedStages } from './packed-stages.ts';

/** The figures of the stage or cargo whose numbers start at `at`, read by the names of its layout. */
function figuresAt(out: Float64Array, at: number, names: typeof STAGE | typeof CARGO, notEstimated: Figures['not_estimated']): Figures {
  return {
    co2e_ttw: out[at + names.co2e_ttw] as number,
    co2e_wtt: out[at + names.co2e_wtt] as number,
    co2e_wtw: out[at + names.co2e_wtw] as number,
    co2e_wtw_with_rf: out[at + names.co2e_wtw_with_rf] as number,
    gases: {
      CO2: out[at + names.CO2] as number,
      CH4: out[at + names.CH4] as number,
      N2O: out[at + names.N2O] as number,
      HFCs: out[at + names.HFCs] as number,
      PFCs: out[at + names.PFCs] as number,
      SF6: out[at + names.SF6] as number,
      NF3: out[at + names.NF3] as number,
      NOx: out[at + names.NOx] as number,
      SOx: out[at + names.SOx] as number,
      PM: out[at + names.PM] as number,
    },
    scopes: { scope1: out[at + names.scope1] as number, scope2: out[at + names.scope2] as number, scope3: out[at + names.scope3] as number },
    not_estimated: notEstimated,
  };
}

/** intensityGPerTkm gave null exactly when tkm was not above 0; the row holds NaN there. */
function intensityOf(value: number, tkm: number): number | null {
  return tkm > 0 ? value : null;
}

export function unpackStage(results: PackedStages, row: number): StageResult {
  const out = results.figures;
  const at = results.offset(row);
  const notEstimated = results.notEstimated(row);
  const tkm = out[at + STAGE.tkm] as number;
  const f = figuresAt(out, at, STAGE, notEstimated);
  const cargos: CargoAllocation[] = [];
  for (let k = 0; k < results.cargoCount(row); k++) {
    const c = results.cargoOffset(row, k);
    const cargoTkm = out[c + CARGO.tkm] as number;
    cargos.push({
      cargo_id: results.cargoId(row, k),
      mass_t: out[c + CARGO.mass_t] as number,
      share: out[c + CARGO.share] as number,
      tkm: cargoTkm,
      intensity_g_per_tkm: intensityOf(out[c + CARGO.intensity_g_per_tkm] as number, cargoTkm),
      ...figuresAt(out, c, CARGO, notEstimated),
    });
  }
  return {
    ok: true,
    id: results.id(row),
    mode: results.mode(row),
    method: results.method(row),
    distance_km: out[at + STAGE.distance_km] as number,
    distance_method: results.distanceMethod(row),
    mass_t: out[at + STAGE.mass_t] as number,
    tkm,
    intensity_g_per_tkm: intensityOf(out[at + STAGE.intensity_g_per_tkm] as number, tkm),
    ...f,
    factors_used: results.factorsUsed(row),
    cargos,
  };
}
