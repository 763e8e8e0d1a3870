import type { Commodity, CommodityInput, ListQuery, Page } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

// Materials are "commodities" in the API (docs/spec/part-1.md §3).
export function useMaterials(params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.commodities.list(params),
    queryFn: ({ signal }) => api.get<Page<Commodity>>('/api/commodities/', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMaterial(id: number | null) {
  return useQuery({
    queryKey: queryKeys.commodities.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Commodity>(`/api/commodities/${id}/`, { signal }),
    enabled: id !== null,
    // The page shows a failure as a page of its own (app/load-failure-page.tsx), so no passing notice.
    meta: { silent: true },
  });
}

export function useSaveMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CommodityInput }) =>
      id === null ? api.post<Commodity>('/api/commodities/', values) : api.put<Commodity>(`/api/commodities/${id}/`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commodities.all }),
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/commodities/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commodities.all }),
  });
}
