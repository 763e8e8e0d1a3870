import type { Page, Report, ReportExportQuery, ReportInput, ReportListQuery, ReviewSummary } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadManager } from '../../api/download-manager.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { reportQuery } from './report-queries.ts';

export function useReports(params: ReportListQuery) {
  return useQuery({
    queryKey: queryKeys.reports.list(params),
    queryFn: ({ signal }) => api.get<Page<Report>>('/api/reports/', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReport(id: number | null) {
  return useQuery({ ...reportQuery(id ?? 0), enabled: id !== null });
}

export function useSaveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: ReportInput }) =>
      id === null ? api.post<Report>('/api/reports/', values) : api.put<Report>(`/api/reports/${id}/`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

export function useCloneReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Report>(`/api/reports/${id}/clone/`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/reports/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

/** The version select lists every review; 1000 is the API's largest page. */
export function useReviewChoices() {
  return useQuery({
    queryKey: queryKeys.reviews.choices,
    queryFn: ({ signal }) =>
      api.get<Page<ReviewSummary>>('/api/reviews/', { query: { page_size: 1000, ordering: '-start_date' }, signal }),
    select: (page) => page.results,
  });
}

/** docs/spec/part-1.md §7 "reports export": a streamed CSV through the download manager (one download at a time). */
export function useExportReports() {
  const queryClient = useQueryClient();
  return (query: ReportExportQuery) =>
    downloadManager.request({
      method: 'POST',
      path: '/api/reports/export/',
      query: { ...query },
      // The server freezes the reports before the first row, so even an aborted consolidating export may have
      // consolidated them: the list must show what it did.
      onSettled: query.consolidate ? () => void queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }) : undefined,
    });
}
