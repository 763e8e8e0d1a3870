// Allocation of a stage or storage to its cargos by mass (docs/methodology.md §5: same distance, so by tkm).
// The largest cargo takes the remainder, so the parts add up to the whole without a drift of their own.
import type { CargoInput } from '../input/input-types.ts';
import { addInto, intensityGPerTkm, scaleFigures, subtractFigures, zeroFigures, type Figures } from '../result/figures.ts';
import type { CargoAllocation } from '../result/result-types.ts';
import { cargoMass } from './cargo-mass.ts';

function allocation(cargo: CargoInput, mass: number, share: number, distanceKm: number, f: Figures): CargoAllocation {
  const tkm = mass * distanceKm;
  return {
    cargo_id: cargo.id,
    mass_t: mass,
    share,
    tkm,
    intensity_g_per_tkm: intensityGPerTkm(f.co2e_wtw, tkm),
    co2e_ttw: f.co2e_ttw,
    co2e_wtt: f.co2e_wtt,
    co2e_wtw: f.co2e_wtw,
    co2e_wtw_with_rf: f.co2e_wtw_with_rf,
    gases: f.gases,
    scopes: f.scopes,
    not_estimated: f.not_estimated,
  };
}

/**
 * `cargos` were checked by `linkedMass` before, so their masses are valid numbers here. With no mass at all
 * (cargos without weight) the figure is shared equally, so it still reaches the cargos.
 */
export function allocateByMass(
  total: Figures,
  cargos: readonly CargoInput[],
  totalMass: number,
  distanceKm: number,
): CargoAllocation[] {
  const count = cargos.length;
  if (count === 0) return [];
  const masses = cargos.map((cargo) => cargoMass(cargo, '') as number);
  if (count === 1) return [allocation(cargos[0] as CargoInput, masses[0] as number, 1, distanceKm, scaleFigures(total, 1))];
  let largest = 0;
  for (let i = 1; i < count; i++) if ((masses[i] as number) > (masses[largest] as number)) largest = i;
  const out: CargoAllocation[] = [];
  const others = zeroFigures();
  for (let i = 0; i < count; i++) {
    if (i === largest) continue;
    const share = totalMass > 0 ? (masses[i] as number) / totalMass : 1 / count;
    const part = scaleFigures(total, share);
    addInto(others, part);
    out[i] = allocation(cargos[i] as CargoInput, masses[i] as number, share, distanceKm, part);
  }
  const largestShare = totalMass > 0 ? (masses[largest] as number) / totalMass : 1 / count;
  out[largest] = allocation(cargos[largest] as CargoInput, masses[largest] as number, largestShare, distanceKm, subtractFigures(total, others));
  return out;
}
