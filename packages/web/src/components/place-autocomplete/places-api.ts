import type { GmapsPlace, PlaceDetails, PlacePredictions } from '@huella/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { Language } from '../../i18n/language.ts';

/** Fewer letters match too much of the gazetteer to be useful. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

export function usePlacePredictions(text: string, language: Language) {
  return useQuery({
    queryKey: queryKeys.places.search(text, language),
    queryFn: ({ signal }) => api.get<PlacePredictions>('/api/places/', { query: { search: text, language }, signal }),
    enabled: text.length >= PLACE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    select: (answer) => answer.predictions,
  });
}

/** The chosen prediction's details; the report stores their `gmaps` part. */
export function useFetchPlace() {
  const queryClient = useQueryClient();
  return useCallback(
    async (placeId: string, language: Language): Promise<GmapsPlace> => {
      const details = await queryClient.fetchQuery({
        queryKey: ['places', 'details', language, placeId],
        queryFn: ({ signal }) => api.get<PlaceDetails>(`/api/places/${encodeURIComponent(placeId)}/`, { query: { language }, signal }),
        staleTime: Infinity,
      });
      return details.gmaps;
    },
    [queryClient],
  );
}
