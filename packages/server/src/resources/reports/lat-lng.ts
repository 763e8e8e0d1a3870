import type { LatLng } from '@huella/contracts';

/** A point from two nullable columns: both or nothing. */
export function latLngOrNull(lat: number | null, lng: number | null): LatLng | null {
  return lat === null || lng === null ? null : { lat, lng };
}
