import type { ByProjectAnswer, FilterTemplate, FilterTemplateInput, GroupByAnswer, Page, Report, StatisticsTopic } from '@huella/contracts';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadManager } from '../../api/download-manager.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { QueryParams } from './statistics-query.ts';

// docs/spec/part-2.md §7 "Statistics" and "Filter templates".

/** One breakdown of a tab; nothing is asked until the tab has been refreshed with both dates. */
export function useGroupBy(params: QueryParams | undefined) {
  return useQuery({
    queryKey: queryKeys.statistics.groupBy(params ?? {}),
    queryFn: ({ signal }) => api.get<GroupByAnswer>('/api/reports/emissions_dynamic_group_by/', { query: params, signal }),
    enabled: params !== undefined,
  });
}

export function useProjects(params: QueryParams | undefined) {
  return useQuery({
    queryKey: queryKeys.statistics.projects(params ?? {}),
    queryFn: ({ signal }) => api.get<ByProjectAnswer>('/api/reports/emissions_by_project/', { query: params, signal }),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** docs/spec/part-2.md §4, §7 exportMetric: streamed and abortable, one download at a time (the download manager). */
export function exportMetric(params: QueryParams): void {
  downloadManager.request({ method: 'GET', path: '/api/reports/export_metric/', query: params, fallbackName: 'text.csv' });
}

/** Reports to choose from, found by reference or project name. */
export function useReportOptions(search: string, type: 'transport' | undefined) {
  const query = { search: search || undefined, type, page: 1, page_size: 50, ordering: '-date' };
  return useQuery({
    queryKey: queryKeys.reports.list({ ...query, purpose: 'statistics' }),
    queryFn: ({ signal }) => api.get<Page<Report>>('/api/reports/', { query, signal }),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
  });
}

/** The chosen reports a search did not bring (a template applied, say), each read by its id. */
export function useReportsById(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.reports.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Report>(`/api/reports/${id}/`, { signal }),
      meta: { silent: true },
    })),
  });
}

/** The chosen references a search did not bring, each found by a search for itself. */
export function useReportsByReference(references: readonly string[]) {
  return useQueries({
    queries: references.map((reference) => {
      const query = { search: reference, page: 1, page_size: 10 };
      return {
        queryKey: queryKeys.reports.list({ ...query, purpose: 'statistics' }),
        queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Page<Report>>('/api/reports/', { query, signal }),
        select: (page: Page<Report>) => page.results.find((report) => report.reference === reference) ?? null,
        meta: { silent: true },
      };
    }),
  });
}

/** The user's own templates of a tab (docs/spec/part-2.md §2.8), found by name. */
export function useFilterTemplates(topic: StatisticsTopic, search: string) {
  const query = { topic, search: search || undefined, page: 1, page_size: 100 };
  return useQuery({
    queryKey: queryKeys.filterTemplates.list(query),
    queryFn: ({ signal }) => api.get<Page<FilterTemplate>>('/api/filter-templates/', { query, signal }),
    select: (page) => page.results,
    placeholderData: keepPreviousData,
  });
}

export function useSaveFilterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FilterTemplateInput }) =>
      id === null ? api.post<FilterTemplate>('/api/filter-templates/', body) : api.put<FilterTemplate>(`/api/filter-templates/${id}/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.filterTemplates.all }),
    meta: { fieldLabels: { name: 'statistics.template.name', description: 'statistics.template.description' } },
  });
}

export function useDeleteFilterTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/filter-templates/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.filterTemplates.all }),
  });
}

/** Every day the statistics can hold: the tag values offered are those that exist, whenever they were recorded. */
const ALL_DATES = { date_after: '2000-01-01', date_before: '2099-12-31' };

/**
 * docs/decisions/0012-statistics.md: tag filters match values exactly, so the page offers the values that exist,
 * as `key:value` for each of the company's tags (one group_by=tag call per key, cached as any other).
 */
export function useTagSuggestions(allowedTags: readonly string[]): string[] {
  const answers = useQueries({
    queries: allowedTags.map((key) => {
      const params = { ...ALL_DATES, group_by: 'tag', tag_group_by: key };
      return {
        queryKey: queryKeys.statistics.groupBy(params),
        queryFn: ({ signal }: { signal: AbortSignal }) => api.get<GroupByAnswer>('/api/reports/emissions_dynamic_group_by/', { query: params, signal }),
        select: (answer: GroupByAnswer) => answer.groups.map((group) => group.key.tag ?? '').filter(Boolean).toSorted().map((value) => `${key}:${value}`),
        staleTime: 5 * 60_000,
        meta: { silent: true },
      };
    }),
  });
  return answers.flatMap((answer) => answer.data ?? []);
}
