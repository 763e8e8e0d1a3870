import type { ListQuery, Page } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { FieldLabelKeys } from '../../api/field-labels.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { LOOKUPS, type LookupBody, type LookupKey, type LookupRow } from './lookups.ts';

/** docs/spec/part-2.md §9: a lookup offered in a select loads whole, up to the cap of 999. */
const ALL = { page: 1, page_size: 999 };

export function useLookupList<K extends LookupKey>(key: K, params: ListQuery) {
  const { path } = LOOKUPS[key];
  return useQuery({
    queryKey: queryKeys.lookups.list(path, params),
    queryFn: ({ signal }) => api.get<Page<LookupRow<K>>>(`/api/${path}/`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every row of a lookup, for a select (the car form's car families and centers; the consumption forms'). */
export function useLookupChoices<K extends LookupKey>(key: K, ordering: string) {
  const { path } = LOOKUPS[key];
  const query = { ...ALL, ordering };
  return useQuery({
    queryKey: queryKeys.lookups.list(path, query),
    queryFn: ({ signal }) => api.get<Page<LookupRow<K>>>(`/api/${path}/`, { query, signal }),
    select: (page) => page.results,
  });
}

export function useLookupRecord<K extends LookupKey>(key: K, id: number | null) {
  const { path } = LOOKUPS[key];
  return useQuery({
    queryKey: queryKeys.lookups.detail(path, id ?? 0),
    queryFn: ({ signal }) => api.get<LookupRow<K>>(`/api/${path}/${id}/`, { signal }),
    enabled: id !== null,
    // The page shows a failure as a page of its own (app/load-failure-page.tsx), so no passing notice.
    meta: { silent: true },
  });
}

/** `fieldLabels`: the labels the form shows, for the error notice built from a 400 body. */
export function useSaveLookup<K extends LookupKey>(key: K, fieldLabels: FieldLabelKeys) {
  const { path, shownIn } = LOOKUPS[key];
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: LookupBody<K> }) =>
      id === null ? api.post<LookupRow<K>>(`/api/${path}/`, values) : api.put<LookupRow<K>>(`/api/${path}/${id}/`, values),
    onSuccess: () => Promise.all([path, ...shownIn].map((changed) => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.all(changed) }))),
    meta: { fieldLabels },
  });
}

export function useDeleteLookup(key: LookupKey) {
  const { path } = LOOKUPS[key];
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/${path}/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lookups.all(path) }),
  });
}
