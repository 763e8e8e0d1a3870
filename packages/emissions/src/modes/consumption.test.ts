import { describe, expect, it } from 'vitest';
import { desnz2025 } from '../testing/shipped-data.ts';
import { AR6_CH4_N2O, exampleFactorSet } from '../testing/example-factor-set.ts';
import { expectOk as ok } from '../testing/expect-ok.ts';
import { calculateConsumption } from './consumption.ts';

describe('consumptions (docs/methodology.md §5.6)', () => {
  it('reproduces worked example (f): 1,000 l gasoil', () => {
    const r = ok(calculateConsumption({ id: 1, type: 'gasoil', quantity: '1000' }, desnz2025(), false));
    expect(r.scopes.scope1).toBeCloseTo(2570.82, 3);
    expect(r.scopes.scope3).toBeCloseTo(626.65, 3);
    expect(r.scopes.scope2).toBe(0);
  });

  it('reproduces worked example (f): 10,000 kWh electricity, generation WTT still 0 in the shipped set', () => {
    const r = ok(calculateConsumption({ id: 1, type: 'electricity', quantity: '10000' }, desnz2025(), false));
    expect(r.scopes.scope2).toBeCloseTo(1770, 3);
    // T&D 185.300; the WTT of generation is added once confirmed (shipped as 0, "confirmed": false).
    expect(r.scopes.scope3).toBeCloseTo(185.3, 3);
    expect(r.factors_used.map((f) => f.key)).toEqual(['electricity.grid_kwh', 'electricity.grid_kwh.wtt', 'electricity.td_losses_kwh']);
  });

  it('reproduces worked example (f): 5,000 kWh natural gas', () => {
    const r = ok(calculateConsumption({ id: 1, type: 'natural_gas', quantity: '5000' }, desnz2025(), false));
    expect(r.scopes.scope1).toBeCloseTo(911.55, 3);
  });

  it('parses a decimal comma and a decimal point alike', () => {
    const comma = ok(calculateConsumption({ id: 1, type: 'gasoil', quantity: '12,5' }, desnz2025(), false));
    const point = ok(calculateConsumption({ id: 1, type: 'gasoil', quantity: ' 12.5 ' }, desnz2025(), false));
    expect(comma.quantity).toBe(12.5);
    expect(comma).toEqual(point);
  });

  it('answers an error naming the quantity for anything else, never NaN', () => {
    for (const quantity of ['abc', '1.000,5', '1 000', '12,5,1', 'NaN', 'Infinity', '1e3']) {
      expect(calculateConsumption({ id: 1, type: 'gasoil', quantity }, desnz2025(), false)).toEqual({
        ok: false,
        field: 'quantity',
        code: 'invalid_number',
      });
    }
    expect(calculateConsumption({ id: 1, type: 'gasoil', quantity: '' }, desnz2025(), false)).toEqual({ ok: false, field: 'quantity', code: 'required' });
    expect(calculateConsumption({ id: 1, type: 'gasoil', quantity: '-3' }, desnz2025(), false)).toEqual({
      ok: false,
      field: 'quantity',
      code: 'must_not_be_negative',
    });
  });

  it('gives the market-based scope 2 from the supplier-type entry', () => {
    const set = exampleFactorSet({
      supplier_type_reviews: [
        { supplier: 'Green Power', type: 'electricity', A1: 0, B1: 0, C1: 0 },
        { supplier: null, type: 'electricity', A1: 0.3, B1: 1, C1: 1 },
      ],
    });
    const green = ok(calculateConsumption({ id: 1, type: 'electricity', quantity: 1000, supplier: 'Green Power' }, set, false));
    expect(green.scope2_market_based).toBe(0);
    expect(green.scopes.scope2).toBeCloseTo(177, 9);
    const residual = ok(calculateConsumption({ id: 1, type: 'electricity', quantity: 1000, supplier: 'Other' }, set, false));
    expect(residual.scope2_market_based).toBeCloseTo(1000 * (0.3 + 0.028 + 0.265), 9);
    expect(ok(calculateConsumption({ id: 1, type: 'electricity', quantity: 1000 }, desnz2025(), false)).scope2_market_based).toBeNull();
  });

  it('puts everything in scope 3 for only_scope3 companies', () => {
    const r = ok(calculateConsumption({ id: 1, type: 'electricity', quantity: 1000 }, desnz2025(), true));
    expect(r.scopes).toEqual({ scope1: 0, scope2: 0, scope3: r.co2e_wtw });
  });

  it("uses the supplier's own factor before any supplier-type entry, and names its source", () => {
    const set = exampleFactorSet({ gwp: AR6_CH4_N2O, supplier_type_reviews: [{ supplier: null, type: 'electricity', A1: 0.3, B1: 0, C1: 0 }] });
    const r = ok(
      calculateConsumption(
        { id: 1, type: 'electricity', quantity: 1000, supplier: 'Green Power', supplier_factor: { A1: 0.05, B1: 1, C1: 1, source: 'Green Power disclosure 2025' } },
        set,
        false,
      ),
    );
    expect(r.scope2_market_based).toBeCloseTo(1000 * (0.05 + 0.001 * 29.8 + 0.001 * 273), 9);
    expect(r.factors_used.find((f) => f.key === 'supplier[Green Power].A1')).toMatchObject({ value: 0.05, source: 'Green Power disclosure 2025' });
  });
});
