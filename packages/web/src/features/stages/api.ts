import type { Cargo, DistanceAnswer, ListQuery, Page, STAGE_PATHS, StageKind } from '@huella/contracts';
import { keepPreviousData, queryOptions, useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { FIELD_LABELS_BY_FORM, type FieldLabelKeys } from '../../api/field-labels.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The report's child resources of the edit screens: the four stage kinds and the storages; consumptions and voyages. */
export type ChildPath = (typeof STAGE_PATHS)[StageKind] | 'storages' | 'consumptions' | 'voyages';

/** Where a child's form calls `type` otherwise than the report form does. */
const FIELD_LABELS_OF: Partial<Record<ChildPath, FieldLabelKeys>> = {
  storages: FIELD_LABELS_BY_FORM.storage,
  consumptions: FIELD_LABELS_BY_FORM.consumption,
};

export function useChildren<T>(reportId: number, path: ChildPath, params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.reports.children(reportId, path, params),
    queryFn: ({ signal }) => api.get<Page<T>>(`/api/reports/${reportId}/${path}/`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

// Every child changes the report's totals, so the whole report is reloaded, not only the one list.
export function useSaveChild<T>(reportId: number, path: ChildPath) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { fieldLabels: FIELD_LABELS_OF[path] },
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id === null ? api.post<T>(`/api/reports/${reportId}/${path}/`, body) : api.put<T>(`/api/reports/${reportId}/${path}/${id}/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.detail(reportId) }),
  });
}

export function useDeleteChild(reportId: number, path: ChildPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/reports/${reportId}/${path}/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.detail(reportId) }),
  });
}

/** Every cargo of the report for the selectors; the API's largest page, as a report links at most 500. */
const ALL_CARGOS: ListQuery = { page: 1, page_size: 1000 };

function cargoChoicesQuery(reportId: number) {
  return queryOptions({
    queryKey: queryKeys.reports.cargos(reportId, ALL_CARGOS),
    queryFn: ({ signal }) => api.get<Page<Cargo>>(`/api/reports/${reportId}/cargos/`, { query: { ...ALL_CARGOS }, signal }),
  });
}

export function useCargoChoices(reportId: number) {
  return useQuery({ ...cargoChoicesQuery(reportId), select: (page) => page.results });
}

/** Asks for the report's cargos ahead of a stage form without rendering again when they come. */
export function usePrefetchCargoChoices(reportId: number) {
  usePrefetchQuery(cargoChoicesQuery(reportId));
}

/** The distance the server would compute for a stage sent with `distance: null` (decision 0006). */
export function useDistancePreview(reportId: number, path: ChildPath) {
  return useMutation({
    mutationFn: (body: unknown) => api.post<DistanceAnswer>(`/api/reports/${reportId}/${path}/get_distance/`, body),
  });
}
