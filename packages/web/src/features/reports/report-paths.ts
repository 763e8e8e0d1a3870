import type { ReportType } from '@huella/contracts';

export interface ReportPaths {
  list: string;
  add: string;
  edit: (id: number) => string;
  totals: (id: number) => string;
}

/**
 * docs/spec/part-1.md §2: transport reports live under /reports (created at /report/add), consumption reports under
 * /consumptions (routes consumptionAdd, consumptionEdit, consumptionTotals).
 */
export function reportPaths(type: ReportType): ReportPaths {
  const base = type === 'consumption' ? '/consumptions' : '/reports';
  return {
    list: base,
    add: type === 'consumption' ? '/consumptions/add' : '/report/add',
    edit: (id) => `${base}/${id}/edit`,
    totals: (id) => `${base}/${id}/totals`,
  };
}
