import type { ReportTotals } from '@huella/contracts';

export interface ScopeRow {
  key: 'scope1' | 'scope2' | 'scope3' | 'total';
  kg: number;
}

export interface ScopeBreakdown {
  rows: ScopeRow[];
  /** The footer total; null when the only row already is the total. */
  total: number | null;
}

/**
 * docs/spec/part-2.md §2.2 and §6: a row per scope with a footer total, or, for only_scope3 companies (everything
 * they report is subcontracted), a single total row instead.
 */
export function scopeBreakdown(totals: Pick<ReportTotals, 'only_scope3' | 'scope1' | 'scope2' | 'scope3' | 'CO2_total'>): ScopeBreakdown {
  if (totals.only_scope3) return { rows: [{ key: 'total', kg: totals.CO2_total }], total: null };
  return {
    rows: [
      { key: 'scope1', kg: totals.scope1 },
      { key: 'scope2', kg: totals.scope2 },
      { key: 'scope3', kg: totals.scope3 },
    ],
    total: totals.scope1 + totals.scope2 + totals.scope3,
  };
}
