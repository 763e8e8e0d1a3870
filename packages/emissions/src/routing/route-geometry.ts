// GeoJSON for a sea route. Longitudes are unwrapped: each vertex is shifted by ±360° when needed so that
// consecutive vertices are never more than 180° apart. A transpacific route therefore runs continuously past
// 180 (e.g. 139.6 → 180 → 241.7 for Yokohama → Los Angeles) instead of jumping across the map, which is how
// Leaflet draws one unbroken polyline across the antimeridian; the first vertex stays within [−180, 180].
import { unwrapLongitudes } from '../geo/map-lines.ts';

export interface LineStringGeometry {
  type: 'LineString';
  coordinates: [lng: number, lat: number][];
}

export function unwrappedLineString(points: readonly (readonly [number, number])[]): LineStringGeometry {
  const coordinates: [number, number][] = [];
  for (const vertex of unwrapLongitudes(points)) {
    const last = coordinates.at(-1);
    // MARNET's ±180 pairs become the same vertex once unwrapped; one is enough.
    if (last && last[0] === vertex[0] && last[1] === vertex[1]) continue;
    coordinates.push(vertex);
  }
  if (coordinates.length === 1) coordinates.push([...(coordinates[0] as [number, number])]);
  return { type: 'LineString', coordinates };
}
