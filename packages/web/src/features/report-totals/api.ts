import type { ConsumptionTotals, ReportPdfInput, ReportTotals, Restatement } from '@huella/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadManager } from '../../api/download-manager.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { totalsQuery } from '../reports/report-queries.ts';

/** A transport report's totals (docs/spec/part-2.md §2.2), or a consumption report's (§2.6) with T = ConsumptionTotals. */
export function useReportTotals<T extends ReportTotals | ConsumptionTotals = ReportTotals>(id: number) {
  return useQuery(totalsQuery<T>(id));
}

/** POST /api/reports/{id}/consolidate/ or /desconsolidate/ (the spec's spelling); both answer the report. */
function useConsolidationAction(action: 'consolidate' | 'desconsolidate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/reports/${id}/${action}/`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

export const useConsolidateReport = () => useConsolidationAction('consolidate');
export const useUnconsolidateReport = () => useConsolidationAction('desconsolidate');

/** docs/spec/part-2.md §7 "reports pdf": the summary or extended PDF, through the download manager like every file. */
export function downloadReportPdf(id: number, input: Required<ReportPdfInput>): void {
  downloadManager.request({ method: 'POST', path: `/api/reports/${id}/pdf/`, body: input, fallbackName: `report-${id}.pdf` });
}

/** docs/methodology.md §2 "Restatement": the report under another review beside its stored figures; nothing changes. */
export function useRestatement() {
  return useMutation({
    mutationFn: ({ id, review }: { id: number; review: number }) => api.post<Restatement>(`/api/reports/${id}/restate/`, { review }),
  });
}

/** The same comparison as a CSV file, through the download manager, in the language the screen is read in. */
export function downloadRestatementCsv(id: number, review: number): void {
  downloadManager.request({ method: 'POST', path: `/api/reports/${id}/restate/csv/`, body: { review }, fallbackName: `restatement-${id}.csv` });
}
