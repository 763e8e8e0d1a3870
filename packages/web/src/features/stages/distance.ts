import type { LatLng } from '@huella/contracts';
import type { PlaceValue } from '../../components/place-autocomplete/place-value.ts';

/** docs/spec/part-2.md §9: 1 km = 0.54 nautical miles, shown with two decimals. */
export const NAUTICAL_MILES_PER_KM = 0.54;

export function kmToNauticalMiles(km: number): number {
  return Math.round(km * NAUTICAL_MILES_PER_KM * 100) / 100;
}

export type RouteEnds<T> = { ok: true; origin: T; destination: T } | { ok: false; missing: string };

/** The two ends of a distance calculation, or the name of the first one missing (docs/spec/part-2.md §5). */
export function routeEnds<T>(origin: T | null, destination: T | null, names: readonly [string, string] = ['origin', 'destination']): RouteEnds<T> {
  if (origin === null) return { ok: false, missing: names[0] };
  if (destination === null) return { ok: false, missing: names[1] };
  return { ok: true, origin, destination };
}

/** A place's coordinates once it was chosen from the suggestions; typed text alone has none. */
export function placeLocation(place: PlaceValue): LatLng | null {
  return place.gmaps?.location ?? null;
}
