import type { PlaceDetails, PlaceLanguage, PlacePredictions, PlacesQuery } from '@huella/contracts';
import { notFound } from '../../http/errors.ts';
import { toDetails, toPrediction } from '../../places/format-place.ts';
import { getGazetteer } from '../../places/shared-gazetteer.ts';

/** Google Places' autocomplete answer; the gazetteer is the same for every company, so no tenant filter. */
export function searchPlaces(query: PlacesQuery): PlacePredictions {
  const predictions = getGazetteer()
    .search(query.search, query.limit)
    .map((place) => toPrediction(place, query.language));
  return { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' };
}

export function placeDetails(placeId: string, language: PlaceLanguage): PlaceDetails {
  const place = getGazetteer().get(placeId);
  if (!place) throw notFound();
  return toDetails(place, language);
}
