import type { ConsumptionTotals, Report, ReportTotals } from '@huella/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// A report and its totals, as the edit and totals pages read them. The signed-in shell starts them beside the page's
// code (app/page-data.ts), so this module stays small: it travels with the entry.

/** One report; its page shows a failure as a page of its own (app/load-failure-page.tsx), so no passing notice. */
export function reportQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.reports.detail(id),
    queryFn: ({ signal }) => api.get<Report>(`/api/reports/${id}/`, { signal }),
    meta: { silent: true },
  });
}

/** A transport report's totals (docs/spec/part-2.md §2.2), or a consumption report's (§2.6) with T = ConsumptionTotals. */
export function totalsQuery<T extends ReportTotals | ConsumptionTotals = ReportTotals>(id: number) {
  return queryOptions({
    // Under the report's key, so every change to the report (here or on the edit screen) refreshes the totals.
    queryKey: [...queryKeys.reports.detail(id), 'totals'] as const,
    queryFn: ({ signal }) => api.get<T>(`/api/reports/${id}/totals/`, { signal }),
    meta: { silent: true },
  });
}
