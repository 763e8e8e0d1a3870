import { describe, expect, it } from 'vitest';
import { desnz2025 } from '../testing/shipped-data.ts';
import { exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';
import { calculateStorage } from './storage.ts';

describe('storage (docs/methodology.md §5.5)', () => {
  it('reproduces worked example (g): own warehouse, 20 t, 2 moves, electricity WTT taken as 0', () => {
    const set = exampleFactorSet({ factors: { 'electricity.grid_kwh.wtt': 0 } });
    const r = ok(calculateStorage({ id: 1, moves_number: 2, type: 'own', cargos: [1] }, [{ id: 1, weight: 20 }], set, false));
    expect(r.electricity_kwh).toBeCloseTo(40, 9);
    expect(r.diesel_l).toBeCloseTo(4, 9);
    expect(r.scopes.scope2).toBeCloseTo(7.08, 3);
    expect(r.scopes.scope1).toBeCloseTo(10.283, 3);
    // Diesel WTT 2.507 + T&D 0.741.
    expect(r.scopes.scope3).toBeCloseTo(2.5066 + 0.7412, 3);
    expect(r.co2e_wtw).toBeCloseTo(20.611, 3);
    expect(r.scopes.scope1 + r.scopes.scope2 + r.scopes.scope3).toBeCloseTo(r.co2e_wtw, 9);
  });

  it('puts a third-party warehouse entirely in scope 3', () => {
    const r = ok(calculateStorage({ id: 1, moves_number: 2, type: 'third_party', cargos: [1] }, [{ id: 1, weight: 20 }], desnz2025(), false));
    expect(r.scopes.scope3).toBeCloseTo(r.co2e_wtw, 9);
    expect(r.scopes.scope1 + r.scopes.scope2).toBe(0);
  });

  it('allocates to its cargos by mass', () => {
    const r = ok(calculateStorage({ id: 1, moves_number: 1 }, [{ id: 'a', weight: 15 }, { id: 'b', weight: 5 }], desnz2025(), false));
    expect(r.cargos[0]?.co2e_wtw).toBeCloseTo(r.co2e_wtw * 0.75, 9);
    expect(r.cargos[1]?.co2e_wtw).toBeCloseTo(r.co2e_wtw * 0.25, 9);
  });

  it('requires the number of moves', () => {
    expect(calculateStorage({ id: 1, moves_number: Number.NaN }, [], desnz2025(), false)).toEqual({
      ok: false,
      field: 'moves_number',
      code: 'invalid_number',
    });
  });
});
