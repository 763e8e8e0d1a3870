import { describe, expect, it } from 'vitest';
import { calculateStage } from '../calculate-stage.ts';
import { desnz2025 } from '../testing/shipped-data.ts';
import type { RailStageInput } from '../input/input-types.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';

describe('rail stages (docs/methodology.md §5.2)', () => {
  const train: RailStageInput = { id: 1, mode: 'rail', distance: 800, cargos: [1] };

  it('reproduces worked example (e): per_tkm', () => {
    const r = ok(calculateStage(train, [{ id: 1, weight: 20 }], desnz2025()));
    expect(r.method).toBe('per_tkm');
    expect(r.co2e_ttw).toBeCloseTo(444.64, 3);
    expect(r.co2e_wtt).toBeCloseTo(110.56, 3);
    expect(r.co2e_wtw).toBeCloseTo(555.2, 3);
  });

  const withEntry = exampleFactorSet({ gwp: AR6_CH4_N2O, rail_vehicle_reviews: [{ vehicle: 'Electric loco', A1: 0.01, B1: 0.002, C1: 0.0005 }] });

  it('uses a rail-vehicle entry per tkm', () => {
    const r = ok(calculateStage({ ...train, vehicle: 'Electric loco' }, [{ id: 1, weight: 20 }], withEntry));
    expect(r.method).toBe('rail_vehicle');
    expect(r.gases.CO2).toBeCloseTo(160, 9);
    expect(r.gases.CH4).toBeCloseTo(0.032, 9);
    expect(r.gases.N2O).toBeCloseTo(0.008, 9);
    expect(r.co2e_ttw).toBeCloseTo(160 + 0.032 * 29.8 + 0.008 * 273, 9);
    expect(r.co2e_wtt).toBeCloseTo(r.co2e_ttw * 0.2321, 9);
  });

  it('puts own electric traction in scope 2', () => {
    const r = ok(calculateStage({ ...train, vehicle: 'Electric loco', traction: 'electric', operated_by: 'own' }, [{ id: 1, weight: 20 }], withEntry));
    expect(r.scopes.scope1).toBe(0);
    expect(r.scopes.scope2).toBeCloseTo(r.co2e_ttw, 9);
    expect(r.co2e_wtt).toBeCloseTo(r.co2e_ttw * 0.10469, 9);
  });

  it('uses declared electricity with T&D losses in scope 3', () => {
    const r = ok(calculateStage({ ...train, electricity_kwh: 1000, operated_by: 'own' }, [{ id: 1, weight: 20 }], desnz2025()));
    expect(r.method).toBe('fuel');
    expect(r.scopes.scope2).toBeCloseTo(177, 9);
    expect(r.scopes.scope3).toBeCloseTo(18.53, 9);
  });

  it('computes the distance with the rail circuity', () => {
    const r = ok(calculateStage({ ...train, distance: null, origin: { lat: 0, lng: 0 }, destination: { lat: 1, lng: 0 } }, [{ id: 1, weight: 1 }], desnz2025()));
    expect(r.distance_km).toBeCloseTo(111.195 * 1.25, 2);
  });
});
