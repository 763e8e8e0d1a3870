import { describe, expect, it } from 'vitest';
import { scopeBreakdown } from './scope-rows.ts';
import { fixtureTotals } from './totals-fixture.ts';

describe('scopeBreakdown', () => {
  it('lists the three scopes with their sum as the footer total', () => {
    expect(scopeBreakdown(fixtureTotals({ scope1: 100, scope2: 20, scope3: 500 }))).toEqual({
      rows: [
        { key: 'scope1', kg: 100 },
        { key: 'scope2', kg: 20 },
        { key: 'scope3', kg: 500 },
      ],
      total: 620,
    });
  });

  it('shows only_scope3 companies a single total row and no footer', () => {
    expect(scopeBreakdown(fixtureTotals({ only_scope3: true, CO2_total: 626.1, scope3: 626.1 }))).toEqual({
      rows: [{ key: 'total', kg: 626.1 }],
      total: null,
    });
  });
});

describe('scopeBreakdown of a consumption report', () => {
  const consumption = { type: 'consumption' as const, only_scope3: false, scope1: 3482.37, scope2: 1770, scope3: 811.95, CO2_total: 6064.32 };

  it('reports scope 2 location-based and market-based, and totals with the location-based figure', () => {
    expect(scopeBreakdown({ ...consumption, scope2_location_based: 1770, scope2_market_based: 500 })).toEqual({
      rows: [
        { key: 'scope1', kg: 3482.37 },
        { key: 'scope2_location', kg: 1770 },
        { key: 'scope2_market', kg: 500 },
        { key: 'scope3', kg: 811.95 },
      ],
      total: 3482.37 + 1770 + 811.95,
    });
  });

  it('leaves the market-based row out when no supplier gives its own factor', () => {
    const keys = scopeBreakdown({ ...consumption, scope2_location_based: 1770, scope2_market_based: null }).rows.map((row) => row.key);
    expect(keys).toEqual(['scope1', 'scope2_location', 'scope3']);
  });
});
