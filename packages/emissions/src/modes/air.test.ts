import { describe, expect, it } from 'vitest';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { AirStageInput } from '../input/input-types.ts';
import { haversineKm } from '../routing/great-circle.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';

describe('air stages (docs/methodology.md §5.4)', () => {
  const model = { aircraft_model: 'Freighter X', Comb_LTO: 1000, A4: 1500, B4: 8, C4: 0.0003, D4: 0, E4: 0, F_Comb: 3.15, F_CH4: 0.00002 };
  const exampleD = exampleFactorSet({ gwp: AR6_CH4_N2O, factors: { 'wtt_per_ttw.kerosene': 0.2544 }, aircraft_model_reviews: [model] });
  // GCD 6,000 km + 95 km uplift, declared as the flown distance of the example.
  const flight: AirStageInput = {
    id: 1,
    mode: 'air',
    aircraft_model: 'Freighter X',
    aircraft_load_type: 'groupage',
    LTO: 1,
    capacity_load: 100,
    distance: 6095,
    cargos: [1],
  };

  it('reproduces worked example (d): aircraft_model, groupage', () => {
    const r = ok(calculateStage(flight, [{ id: 1, weight: 5 }], exampleD));
    expect(r.method).toBe('aircraft_model');
    // Cruise 61,404.708 kg; fuel 62,404.708 kg; share 5 / 70 → 4,457.479 kg.
    expect(r.gases.CO2 / 3.15).toBeCloseTo(4457.479, 3);
    expect(r.gases.CO2).toBeCloseTo(14041.059, 3);
    expect(r.gases.CH4).toBeCloseTo(0.08915, 5);
    expect(r.gases.N2O).toBeCloseTo(0.44575, 5);
    expect(r.co2e_ttw).toBeCloseTo(14165.405, 3);
    expect(r.co2e_wtt).toBeCloseTo(3603.679, 3);
    expect(r.co2e_wtw).toBeCloseTo(17769.084, 3);
    expect(r.intensity_g_per_tkm).toBeCloseTo(583.07, 2);
  });

  it('reports RF beside CO2e, on CO2 only, unless air.include_rf is 1', () => {
    const r = ok(calculateStage(flight, [{ id: 1, weight: 5 }], exampleD));
    expect(r.co2e_wtw_with_rf).toBeCloseTo(17769.084 + 14041.059 * 0.7, 2);
    const included = exampleFactorSet({ gwp: AR6_CH4_N2O, factors: { 'wtt_per_ttw.kerosene': 0.2544, 'air.include_rf': 1 }, aircraft_model_reviews: [model] });
    const withRf = ok(calculateStage(flight, [{ id: 1, weight: 5 }], included));
    expect(withRf.co2e_wtw).toBeCloseTo(r.co2e_wtw_with_rf, 9);
    expect(withRf.co2e_wtt).toBeCloseTo(r.co2e_wtt, 9);
    expect(withRf.scopes.scope3).toBeCloseTo(withRf.co2e_wtw, 9);
  });

  it('adds the uplift to the great circle when the distance comes from coordinates', () => {
    const from = { lat: 40.64, lng: -73.78 };
    const to = { lat: 51.47, lng: -0.45 };
    const r = ok(calculateStage({ ...flight, distance: null, origin: from, destination: to }, [{ id: 1, weight: 5 }], exampleD));
    expect(r.distance_method).toBe('gcd');
    expect(r.distance_km).toBeCloseTo(haversineKm(from, to) + 95, 9);
  });

  it('falls back to per_tkm by haul on the great circle (short ≤ 3,700 km < long)', () => {
    const set = desnz2025();
    const short = ok(calculateStage({ id: 1, mode: 'air', distance: 3700, cargos: [1] }, [{ id: 1, weight: 1 }], set));
    expect(short.co2e_ttw).toBeCloseTo(3700 * 0.75539, 6);
    expect(short.co2e_wtt).toBeCloseTo(3700 * 0.20515, 6);
    expect(short.co2e_wtw_with_rf).toBeCloseTo(3700 * (1.27835 + 0.20515), 6);
    const long = ok(calculateStage({ id: 1, mode: 'air', distance: 3701, cargos: [1] }, [{ id: 1, weight: 1 }], set));
    expect(long.co2e_ttw).toBeCloseTo(3701 * 0.5313, 6);
    expect(long.co2e_wtw_with_rf).toBeCloseTo(3701 * (0.89939 + 0.13516), 6);
    expect(long.scopes.scope3).toBeCloseTo(long.co2e_wtw, 9);
  });

  it('decides the haul on the great circle, not on the uplifted distance', () => {
    const from = { lat: 0, lng: 0 };
    const to = { lat: 0, lng: 33.2 };
    const gcd = haversineKm(from, to);
    expect(gcd).toBeLessThan(3700);
    expect(gcd + 95).toBeGreaterThan(3700);
    const r = ok(calculateStage({ id: 1, mode: 'air', origin: from, destination: to, cargos: [1] }, [{ id: 1, weight: 1 }], desnz2025()));
    expect(r.co2e_ttw).toBeCloseTo((gcd + 95) * 0.75539, 6);
  });

  it('charges whole aircraft for full_cargo', () => {
    const r = ok(calculateStage({ ...flight, aircraft_load_type: 'full_cargo', vehicles_number: 2 }, [{ id: 1, weight: 5 }], exampleD));
    expect(r.gases.CO2).toBeCloseTo(62404.7075 * 2 * 3.15, 3);
  });

  it('refuses a distance the fitted polynomial cannot model', () => {
    const negative = exampleFactorSet({ aircraft_model_reviews: [{ ...model, A4: -5000 }] });
    expect(calculateStage({ ...flight, distance: 10 }, [{ id: 1, weight: 5 }], negative)).toEqual({
      ok: false,
      field: 'distance',
      code: 'outside_model_range',
    });
  });
});
