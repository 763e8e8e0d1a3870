import type { ConsumptionTotals, ReportTotals } from '@huella/contracts';

export interface ScopeRow {
  key: 'scope1' | 'scope2' | 'scope2_location' | 'scope2_market' | 'scope3' | 'total';
  kg: number;
}

export interface ScopeBreakdown {
  rows: ScopeRow[];
  /** The footer total; null when the only row already is the total. */
  total: number | null;
}

type ScopeFigures = Pick<ReportTotals, 'only_scope3' | 'scope1' | 'scope2' | 'scope3' | 'CO2_total'> &
  ({ type: 'transport' } | Pick<ConsumptionTotals, 'type' | 'scope2_location_based' | 'scope2_market_based'>);

/**
 * docs/spec/part-2.md §2.2 and §6: a row per scope with a footer total, or, for only_scope3 companies (everything
 * they report is subcontracted), a single total row instead. A consumption report (§2.6) reports scope 2 both ways
 * (docs/methodology.md §3): location-based, and market-based when a supplier gives its own factor; the total counts
 * the location-based figure, so the scopes add up to the CO2e total.
 */
export function scopeBreakdown(totals: ScopeFigures): ScopeBreakdown {
  if (totals.only_scope3) return { rows: [{ key: 'total', kg: totals.CO2_total }], total: null };
  const scope2: ScopeRow[] =
    totals.type === 'consumption'
      ? [
          { key: 'scope2_location', kg: totals.scope2_location_based },
          ...(totals.scope2_market_based === null ? [] : [{ key: 'scope2_market' as const, kg: totals.scope2_market_based }]),
        ]
      : [{ key: 'scope2', kg: totals.scope2 }];
  return {
    rows: [{ key: 'scope1', kg: totals.scope1 }, ...scope2, { key: 'scope3', kg: totals.scope3 }],
    total: totals.scope1 + (totals.type === 'consumption' ? totals.scope2_location_based : totals.scope2) + totals.scope3,
  };
}
