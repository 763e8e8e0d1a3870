// Allocation of a stage or storage to its cargos by mass (docs/methodology.md §5: same distance, so by tkm).
// The largest cargo takes the remainder, so the parts add up to the whole without a drift of their own.
import type { CargoInput } from '../input/input-types.ts';
import { intensityGPerTkm, sameNotEstimated, type Figures } from '../result/figures.ts';
import type { CargoAllocation } from '../result/result-types.ts';
import { cargoMass } from './cargo-mass.ts';

// Each allocation is built in one go, three objects (itself, its gases, its scopes) and the shared `not_estimated`
// list, rather than scaled figures copied into it: a report keeps every stage's allocations until it stores them,
// and the copies made most of the core's garbage (issue #18). The arithmetic is the one scaleFigures, addInto and
// subtractFigures did, in the same order, so every figure is the same number.

/** `total` × `share` as one cargo's allocation. */
function scaled(cargo: CargoInput, mass: number, share: number, distanceKm: number, total: Figures): CargoAllocation {
  const g = total.gases;
  const s = total.scopes;
  const tkm = mass * distanceKm;
  const co2eWtw = total.co2e_wtw * share;
  return {
    cargo_id: cargo.id,
    mass_t: mass,
    share,
    tkm,
    intensity_g_per_tkm: intensityGPerTkm(co2eWtw, tkm),
    co2e_ttw: total.co2e_ttw * share,
    co2e_wtt: total.co2e_wtt * share,
    co2e_wtw: co2eWtw,
    co2e_wtw_with_rf: total.co2e_wtw_with_rf * share,
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
    scopes: { scope1: s.scope1 * share, scope2: s.scope2 * share, scope3: s.scope3 * share },
    not_estimated: sameNotEstimated(total.not_estimated),
  };
}

/**
 * `total` less the other allocations: each field summed from 0 in the cargos' order, then negated and `total` added, as
 * subtractFigures(total, others) computed it; its gases not estimated are `total`'s (every part has them). Plain
 * accumulators, not a closure per field: under tsx every function made in a call is also named (esbuild keepNames).
 */
function remainder(cargo: CargoInput, mass: number, share: number, distanceKm: number, total: Figures, others: readonly CargoAllocation[]): CargoAllocation {
  let ttw = 0, wtt = 0, wtw = 0, withRf = 0, co2 = 0, ch4 = 0, n2o = 0, hfcs = 0, pfcs = 0, sf6 = 0, nf3 = 0, nox = 0, sox = 0, pm = 0;
  let scope1 = 0, scope2 = 0, scope3 = 0;
  for (const o of others) {
    ttw += o.co2e_ttw;
    wtt += o.co2e_wtt;
    wtw += o.co2e_wtw;
    withRf += o.co2e_wtw_with_rf;
    co2 += o.gases.CO2;
    ch4 += o.gases.CH4;
    n2o += o.gases.N2O;
    hfcs += o.gases.HFCs;
    pfcs += o.gases.PFCs;
    sf6 += o.gases.SF6;
    nf3 += o.gases.NF3;
    nox += o.gases.NOx;
    sox += o.gases.SOx;
    pm += o.gases.PM;
    scope1 += o.scopes.scope1;
    scope2 += o.scopes.scope2;
    scope3 += o.scopes.scope3;
  }
  const g = total.gases;
  const s = total.scopes;
  const tkm = mass * distanceKm;
  const co2eWtw = -wtw + total.co2e_wtw;
  return {
    cargo_id: cargo.id,
    mass_t: mass,
    share,
    tkm,
    intensity_g_per_tkm: intensityGPerTkm(co2eWtw, tkm),
    co2e_ttw: -ttw + total.co2e_ttw,
    co2e_wtt: -wtt + total.co2e_wtt,
    co2e_wtw: co2eWtw,
    co2e_wtw_with_rf: -withRf + total.co2e_wtw_with_rf,
    gases: {
      CO2: -co2 + g.CO2,
      CH4: -ch4 + g.CH4,
      N2O: -n2o + g.N2O,
      HFCs: -hfcs + g.HFCs,
      PFCs: -pfcs + g.PFCs,
      SF6: -sf6 + g.SF6,
      NF3: -nf3 + g.NF3,
      NOx: -nox + g.NOx,
      SOx: -sox + g.SOx,
      PM: -pm + g.PM,
    },
    scopes: { scope1: -scope1 + s.scope1, scope2: -scope2 + s.scope2, scope3: -scope3 + s.scope3 },
    not_estimated: sameNotEstimated(total.not_estimated),
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
  if (count === 1) return [scaled(cargos[0] as CargoInput, cargoMass(cargos[0] as CargoInput, '') as number, 1, distanceKm, total)];
  const masses = cargos.map((cargo) => cargoMass(cargo, '') as number);
  let largest = 0;
  for (let i = 1; i < count; i++) if ((masses[i] as number) > (masses[largest] as number)) largest = i;
  const out: CargoAllocation[] = [];
  const others: CargoAllocation[] = [];
  for (let i = 0; i < count; i++) {
    if (i === largest) continue;
    const share = totalMass > 0 ? (masses[i] as number) / totalMass : 1 / count;
    const part = scaled(cargos[i] as CargoInput, masses[i] as number, share, distanceKm, total);
    others.push(part);
    out[i] = part;
  }
  const largestShare = totalMass > 0 ? (masses[largest] as number) / totalMass : 1 / count;
  out[largest] = remainder(cargos[largest] as CargoInput, masses[largest] as number, largestShare, distanceKm, total, others);
  return out;
}
