import type { Cargo, CargoInput, Commodity, ListQuery, Page } from '@huella/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

export function useCargos(reportId: number, params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.reports.cargos(reportId, params),
    queryFn: ({ signal }) => api.get<Page<Cargo>>(`/api/reports/${reportId}/cargos/`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}

// A cargo changes the report's weight and totals, so the whole report is reloaded, not only its cargos.
export function useSaveCargo(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: CargoInput }) =>
      id === null
        ? api.post<Cargo>(`/api/reports/${reportId}/cargos/`, values)
        : api.put<Cargo>(`/api/reports/${reportId}/cargos/${id}/`, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

export function useDeleteCargo(reportId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/reports/${reportId}/cargos/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reports.all }),
  });
}

/** docs/spec/part-1.md §9: the commodity selector loads 999 at once. */
const COMMODITY_CHOICES = { page: 1, page_size: 999, ordering: 'name' };

export function useCommodityChoices() {
  return useQuery({
    queryKey: queryKeys.commodities.list(COMMODITY_CHOICES),
    queryFn: ({ signal }) => api.get<Page<Commodity>>('/api/commodities/', { query: { ...COMMODITY_CHOICES }, signal }),
    select: (page) => page.results.map((commodity) => ({ value: String(commodity.id), label: commodity.name })),
  });
}
