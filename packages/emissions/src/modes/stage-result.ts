// Assembles a stage result: figures, distance, tkm, intensity, factors used and the per-cargo allocation.
import { allocateByMass } from '../allocation/allocate-by-mass.ts';
import type { ResolvedDistance } from '../distance/resolve-distance.ts';
import type { CargoInput, EntityId, OperatedBy } from '../input/input-types.ts';
import { intensityGPerTkm, type Figures, type TtwScope } from '../result/figures.ts';
import type { FactorUsed, Mode, StageMethod, StageResult } from '../result/result-types.ts';

/** Own fuel → scope 1, own electricity → scope 2, third party or only_scope3 → scope 3 (docs/methodology.md §3). */
export function ttwScope(operatedBy: OperatedBy | null | undefined, onlyScope3: boolean, electric: boolean): TtwScope {
  if (onlyScope3 || operatedBy !== 'own') return 3;
  return electric ? 2 : 1;
}

/**
 * What a mode does with a stage it has calculated: STAGE_RESULTS builds the object result (stageResult); a packed
 * buffer writes a row of numbers instead (packed/pack-stage.ts), so bulk callers keep results without a hundred
 * objects each.
 */
export interface StageSink<R> {
  write(
    id: EntityId,
    mode: Mode,
    method: StageMethod,
    distance: ResolvedDistance,
    cargos: readonly CargoInput[],
    mass: number,
    f: Figures,
    methodUsed: readonly FactorUsed[],
  ): R;
}

export function stageResult(
  id: EntityId,
  mode: Mode,
  method: StageMethod,
  distance: ResolvedDistance,
  cargos: readonly CargoInput[],
  mass: number,
  f: Figures,
  methodUsed: readonly FactorUsed[],
): StageResult {
  const tkm = mass * distance.distance_km;
  return {
    ok: true,
    id,
    mode,
    method,
    distance_km: distance.distance_km,
    distance_method: distance.distance_method,
    mass_t: mass,
    tkm,
    intensity_g_per_tkm: intensityGPerTkm(f.co2e_wtw, tkm),
    co2e_ttw: f.co2e_ttw,
    co2e_wtt: f.co2e_wtt,
    co2e_wtw: f.co2e_wtw,
    co2e_wtw_with_rf: f.co2e_wtw_with_rf,
    gases: f.gases,
    scopes: f.scopes,
    not_estimated: f.not_estimated,
    factors_used: distance.used.length === 0 ? methodUsed : [...methodUsed, ...distance.used],
    cargos: allocateByMass(f, cargos, mass, distance.distance_km),
  };
}

export const STAGE_RESULTS: StageSink<StageResult> = Object.freeze({ write: stageResult });
