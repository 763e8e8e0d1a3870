import { describe, expect, it } from 'vitest';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { SeaStageInput } from '../input/input-types.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';

describe('sea stages (docs/methodology.md §5.3)', () => {
  const exampleC = exampleFactorSet({
    gwp: AR6_CH4_N2O,
    factors: { 'wtt_per_ttw.mgo_mdo': 0.2264 },
    ship_load_type_reviews: [{ ship_load_type: 'container', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
  });
  const vessel: SeaStageInput = {
    id: 1,
    mode: 'sea',
    ship_load_type: 'container',
    ship_fuel_type: 'mgo_mdo',
    gross_tonnage: 50000,
    total_load: 4000,
    vehicles_number: 1,
    distance: 10000,
    cargos: [1],
  };

  it('reproduces worked example (c): ship_model, container, MGO', () => {
    const r = ok(calculateStage(vessel, [{ id: 1, weight: 100 }], exampleC));
    expect(r.method).toBe('ship_model');
    // 60 t fuel/day; 711.168 km/day; 14.0614 days; 928.051 t at sea; share 100 / 28,000 → 3,314.467 kg of fuel.
    expect(r.gases.CO2).toBeCloseTo(10626.181, 3);
    expect(r.gases.CH4).toBeCloseTo(0.1657, 4);
    expect(r.gases.N2O).toBeCloseTo(0.5966, 4);
    expect(r.gases.SOx).toBeCloseTo(6.6289, 4);
    expect(r.co2e_ttw).toBeCloseTo(10793.993, 3);
    expect(r.co2e_wtt).toBeCloseTo(2443.76, 3);
    expect(r.co2e_wtw).toBeCloseTo(13237.753, 3);
    expect(r.intensity_g_per_tkm).toBeCloseTo(13.238, 3);
  });

  it('reproduces worked example (c): load_and_discharge adds 17.857 kg of port fuel, 58.154 kg TTW', () => {
    const atSea = ok(calculateStage(vessel, [{ id: 1, weight: 100 }], exampleC));
    const withPort = ok(calculateStage({ ...vessel, port_operations: 'load_and_discharge' }, [{ id: 1, weight: 100 }], exampleC));
    expect((withPort.gases.CO2 - atSea.gases.CO2) / 3.206).toBeCloseTo(17.857, 3);
    expect(withPort.co2e_ttw - atSea.co2e_ttw).toBeCloseTo(58.154, 3);
    expect(withPort.factors_used.map((f) => f.key)).toContain('ship.port_days_per_operation');
  });

  it('charges whole vessels for full_cargo', () => {
    const bulk = exampleFactorSet({
      ship_load_type_reviews: [{ ship_load_type: 'full_cargo', ship_fuel_type: 'mgo_mdo', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
    });
    const one = ok(calculateStage({ ...vessel, ship_load_type: 'full_cargo', total_load: 0 }, [{ id: 1, weight: 100 }], bulk));
    const two = ok(calculateStage({ ...vessel, ship_load_type: 'full_cargo', vehicles_number: 2 }, [{ id: 1, weight: 100 }], bulk));
    expect(two.co2e_wtw).toBeCloseTo(2 * one.co2e_wtw, 9);
    expect(one.gases.CO2).toBeCloseTo(928.0507559 * 3206, 3);
  });

  it('burns LNG with methane slip', () => {
    const lng = exampleFactorSet({
      ship_load_type_reviews: [{ ship_load_type: 'groupage', ship_fuel_type: 'lng', A2: 20, B2: 0.0008, C2: 0.1, D2: 2.5, V2: 16 }],
    });
    const r = ok(calculateStage({ ...vessel, ship_load_type: 'groupage', ship_fuel_type: 'lng' }, [{ id: 1, weight: 100 }], lng));
    const fuelT = 928.0507559395248 * (100 / (4000 * 0.5));
    expect(r.gases.CH4).toBeCloseTo(fuelT * 0.031 * 1000, 6);
    expect(r.gases.SOx).toBe(0);
    expect(r.co2e_wtt).toBeCloseTo(r.co2e_ttw * 0.23, 6);
  });

  it('falls back to the per-tkm factor of the load type', () => {
    const r = ok(calculateStage({ ...vessel, ship_load_type: 'groupage_roro' }, [{ id: 1, weight: 100 }], desnz2025()));
    expect(r.method).toBe('per_tkm');
    expect(r.co2e_ttw).toBeCloseTo(1e6 * 0.05158, 6);
    expect(r.co2e_wtt).toBeCloseTo(1e6 * 0.05158 * 0.2264, 6);
    const container = ok(calculateStage(vessel, [{ id: 1, weight: 100 }], desnz2025()));
    expect(container.co2e_wtw).toBeCloseTo(1e6 * (0.01612 + 0.00365), 6);
  });

  it('applies the factor set’s adjustment to a sea-network distance only', () => {
    const adjusted = exampleFactorSet({ factors: { 'sea.distance_adjustment': 1.05 } });
    const routed = ok(calculateStage({ ...vessel, distance_method: 'sea_network' }, [{ id: 1, weight: 1 }], adjusted));
    expect(routed.distance_km).toBeCloseTo(10500, 9);
    expect(routed.distance_method).toBe('sea_network');
    expect(ok(calculateStage(vessel, [{ id: 1, weight: 1 }], adjusted)).distance_km).toBe(10000);
  });

  it('needs a distance: a great circle is no sea route', () => {
    const stage = { ...vessel, distance: null, origin: { lat: 51.9, lng: 4.5 }, destination: { lat: 1.3, lng: 103.8 } };
    expect(calculateStage(stage, [{ id: 1, weight: 1 }], desnz2025())).toEqual({ ok: false, field: 'distance', code: 'required' });
  });

  it('needs a total load to share a non-full vessel', () => {
    expect(calculateStage({ ...vessel, total_load: 0 }, [{ id: 1, weight: 1 }], exampleC)).toEqual({
      ok: false,
      field: 'total_load',
      code: 'must_be_positive',
    });
  });
});
