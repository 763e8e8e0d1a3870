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
