import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CargoInput } from '../input/input-types.ts';
import { addInto, GAS_NAMES, intensityGPerTkm, notEstimated, scaleFigures, subtractFigures, zeroFigures, type Figures, type GasName } from '../result/figures.ts';
import type { CargoAllocation } from '../result/result-types.ts';
import { allocateByMass } from './allocate-by-mass.ts';
import { cargoMass } from './cargo-mass.ts';

/** The allocation as it was written before it was built field by field (issue #18): the figures must not move. */
function byScaledFigures(total: Figures, cargos: readonly CargoInput[], totalMass: number, distanceKm: number): CargoAllocation[] {
  const allocation = (cargo: CargoInput, mass: number, share: number, f: Figures): CargoAllocation => {
    const tkm = mass * distanceKm;
    return { cargo_id: cargo.id, mass_t: mass, share, tkm, intensity_g_per_tkm: intensityGPerTkm(f.co2e_wtw, tkm), ...f };
  };
  const masses = cargos.map((cargo) => cargoMass(cargo, '') as number);
  if (cargos.length === 1) return [allocation(cargos[0] as CargoInput, masses[0] as number, 1, scaleFigures(total, 1))];
  let largest = 0;
  for (let i = 1; i < cargos.length; i++) if ((masses[i] as number) > (masses[largest] as number)) largest = i;
  const out: CargoAllocation[] = [];
  const others = zeroFigures();
  for (let i = 0; i < cargos.length; i++) {
    if (i === largest) continue;
    const share = totalMass > 0 ? (masses[i] as number) / totalMass : 1 / cargos.length;
    const part = scaleFigures(total, share);
    addInto(others, part);
    out[i] = allocation(cargos[i] as CargoInput, masses[i] as number, share, part);
  }
  const share = totalMass > 0 ? (masses[largest] as number) / totalMass : 1 / cargos.length;
  out[largest] = allocation(cargos[largest] as CargoInput, masses[largest] as number, share, subtractFigures(total, others));
  return out;
}

const amount = fc.oneof(fc.constant(0), fc.constant(-0), fc.double({ min: -1e6, max: 1e7, noNaN: true }));
const figuresArb: fc.Arbitrary<Figures> = fc
  .record({
    ttw: amount,
    wtt: amount,
    rf: amount,
    gases: fc.array(amount, { minLength: 10, maxLength: 10 }),
    scopes: fc.array(amount, { minLength: 3, maxLength: 3 }),
    estimated: fc.subarray([...GAS_NAMES]),
  })
  .map(({ ttw, wtt, rf, gases, scopes, estimated }) => ({
    co2e_ttw: ttw,
    co2e_wtt: wtt,
    co2e_wtw: ttw + wtt,
    co2e_wtw_with_rf: ttw + wtt + rf,
    gases: Object.fromEntries(GAS_NAMES.map((gas, i) => [gas, gases[i] as number])) as unknown as Figures['gases'],
    scopes: { scope1: scopes[0] as number, scope2: scopes[1] as number, scope3: scopes[2] as number },
    not_estimated: notEstimated(estimated as GasName[]),
  }));
const cargosArb = fc.array(
  fc.oneof(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.constant(0), fc.integer({ min: 1, max: 40 })),
  { minLength: 1, maxLength: 12 },
);

describe('allocateByMass', () => {
  it('gives every cargo the very numbers scaling and subtracting whole figures gave, signed zeros included', () => {
    fc.assert(
      fc.property(figuresArb, cargosArb, fc.double({ min: 0, max: 2e4, noNaN: true }), (total, weights, distanceKm) => {
        const cargos = weights.map((weight, i) => ({ id: i + 1, weight }));
        const totalMass = weights.reduce((sum, weight) => sum + weight, 0);
        // toStrictEqual tells 0 from -0 (Object.is), and a shared `not_estimated` list from a copy of it not at all.
        expect(allocateByMass(total, cargos, totalMass, distanceKm)).toStrictEqual(byScaledFigures(total, cargos, totalMass, distanceKm));
      }),
      { numRuns: 2_000 },
    );
  });

  it('shares one frozen not_estimated list between allocations', () => {
    const total = scaleFigures({ ...zeroFigures(), co2e_wtw: 10, not_estimated: notEstimated(['CO2', 'CH4', 'N2O']) }, 1);
    const [a, b] = allocateByMass(total, [{ id: 1, weight: 1 }, { id: 2, weight: 3 }], 4, 100);
    expect(a?.not_estimated).toBe(b?.not_estimated);
    expect(Object.isFrozen(a?.not_estimated)).toBe(true);
  });
});
