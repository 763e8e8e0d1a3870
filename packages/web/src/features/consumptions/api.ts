import type { HseqImportResult } from '@huella/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { HseqImportBody } from './hseq-import-values.ts';

/**
 * docs/spec/part-2.md §2.5 "Import of consumptions": the chosen centers' intakes of the chosen months, added to the
 * report as consumptions (docs/hseq.md). The report's consumptions and totals are read again.
 */
export function useImportHseqIntakes(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HseqImportBody) => api.post<HseqImportResult>(`/api/reports/${reportId}/import_hseq_intakes/`, input),
    // Not awaited: the answer is the outcome the form shows, and the report's tables reload behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.detail(reportId) }),
  });
}
