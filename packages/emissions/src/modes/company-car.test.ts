import { describe, expect, it } from 'vitest';
import { desnz2025 } from '../testing/shipped-data.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';
import { calculateVoyage } from './company-car.ts';

describe('company-car voyages (docs/methodology.md §5.6)', () => {
  it('reproduces worked example (h): diesel car, 250 km → 43.260 kg in scope 1', () => {
    const r = ok(calculateVoyage({ id: 1, distance: '250', fuel: 'diesel' }, desnz2025(), false));
    expect(r.method).toBe('per_km');
    expect(r.co2e_ttw).toBeCloseTo(43.26, 3);
    expect(r.scopes.scope1).toBeCloseTo(43.26, 3);
    expect(r.scopes.scope3).toBeCloseTo(43.26 * 0.2321, 6);
    // 43.260 is the TTW (scope 1); with its WTT in scope 3 the voyage's WTW is 53.301 (docs/methodology.md).
    expect(r.co2e_wtw).toBeCloseTo(53.301, 3);
  });

  it('puts a battery car in scope 2', () => {
    const r = ok(calculateVoyage({ id: 1, distance: '100,0', fuel: 'bev' }, desnz2025(), false));
    expect(r.scopes.scope2).toBeCloseTo(4.047, 6);
    expect(r.scopes.scope1).toBe(0);
  });

  it('uses a car-family entry', () => {
    const set = exampleFactorSet({ gwp: AR6_CH4_N2O, car_family_reviews: [{ family: 'Model T', A1: 0.12, B1: 0.01, C1: 0.005 }] });
    const r = ok(calculateVoyage({ id: 1, distance: 100, car_family: 'Model T', fuel: 'petrol' }, set, false));
    expect(r.method).toBe('car_family');
    expect(r.gases.CO2).toBeCloseTo(12, 9);
    expect(r.co2e_ttw).toBeCloseTo(12 + 0.001 * 29.8 + 0.0005 * 273, 9);
  });

  it('names the distance field for text that is no number', () => {
    expect(calculateVoyage({ id: 1, distance: '12 km' }, desnz2025(), false)).toEqual({ ok: false, field: 'distance', code: 'invalid_number' });
  });

  it('asks for a car-family entry for a natural-gas car: the shipped set has no average CNG car', () => {
    expect(calculateVoyage({ id: 1, distance: 100, fuel: 'cng', car_family: 'Gas Van' }, desnz2025(), false)).toEqual({
      ok: false,
      field: 'car_family',
      code: 'missing_factor',
    });
  });

  it('takes the WTT of a natural-gas car family from the natural gas factors', () => {
    const set = exampleFactorSet({ gwp: AR6_CH4_N2O, car_family_reviews: [{ family: 'Gas Van', A1: 0.2, B1: 0, C1: 0 }] });
    const r = ok(calculateVoyage({ id: 1, distance: 100, car_family: 'Gas Van', fuel: 'cng' }, set, false));
    const ratio = set.factorSet.factors['fuel.natural_gas_kwh.wtt']! / set.factorSet.factors['fuel.natural_gas_kwh']!;
    expect(r.co2e_ttw).toBeCloseTo(20, 9);
    expect(r.co2e_wtt).toBeCloseTo(20 * ratio, 9);
    expect(r.scopes.scope1).toBeCloseTo(20, 9);
    expect(r.factors_used.map((f) => f.key)).toContain('fuel.natural_gas_kwh.wtt');
  });
});
