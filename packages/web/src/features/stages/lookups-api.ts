import type { AircraftFamily, AircraftModel, AircraftType, Page, Port, RailVehicle, RoadVehicle, ShipLoadType, ShipType } from '@huella/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** docs/spec/part-2.md §9: vehicles, models and families load with page_size 999. */
const ALL = { page: 1, page_size: 999, ordering: 'name' };

type Query = Record<string, string | number | null>;

function useLookup<T>(path: string, query: Query, enabled = true) {
  return useQuery({
    queryKey: queryKeys.lookups.list(path, query),
    queryFn: ({ signal }) => api.get<Page<T>>(`/api/${path}/`, { query, signal }),
    select: (page) => page.results,
    staleTime: Infinity,
    enabled,
  });
}

export const useRoadVehicles = () => useLookup<RoadVehicle>('road-vehicles', ALL);
export const useRailVehicles = () => useLookup<RailVehicle>('rail-vehicles', ALL);
export const useShipTypes = (loadType: ShipLoadType) => useLookup<ShipType>('ship-types', { ...ALL, ship_load_type: loadType });
export const useAircraftFamilies = () => useLookup<AircraftFamily>('aircraft-families', ALL);

/** Every aircraft model, for a review's entries (docs/spec/part-2.md §2.9). */
export const useAllAircraftModels = () => useLookup<AircraftModel>('aircraft-models', ALL);

/** docs/spec/part-2.md §4: the models follow the chosen family and type. */
export function useAircraftModels(family: string | null, type: AircraftType) {
  return useLookup<AircraftModel>('aircraft-models', { ...ALL, aircraft_family: family, aircraft_type: type });
}

/** Fewer letters match too many of the 1,600 ports to be useful. */
export const PORT_SEARCH_MIN_LENGTH = 2;

export function usePortSearch(search: string) {
  const query = { page: 1, page_size: 20, search };
  return useQuery({
    queryKey: queryKeys.lookups.list('ports', query),
    queryFn: ({ signal }) => api.get<Page<Port>>('/api/ports/', { query, signal }),
    select: (page) => page.results,
    enabled: search.length >= PORT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
