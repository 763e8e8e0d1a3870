// Distances (docs/methodology.md §4): great circle for air, road and rail; the sea network for sea.
export {
  EARTH_RADIUS_KM,
  airDistanceKm,
  circuityDistanceKm,
  greatCircleKm,
  haversineKm,
  railDistanceKm,
  roadDistanceKm,
  validateLatLng,
  type CoordinateError,
  type DistanceResult,
  type LatLng,
} from './great-circle.ts';
export { PASSAGE_BOXES, PASSAGE_NAMES, type BoundingBox, type PassageName } from './passages.ts';
export type { LandTopology } from './land-mask.ts';
export type { MarnetCollection } from './marnet-data.ts';
export { createSeaNetwork, type SeaNetwork, type SeaNetworkData } from './sea-network.ts';
export type { RawSeaPort, SeaPortRow } from './sea-ports.ts';
export {
  KM_PER_NAUTICAL_MILE,
  listSeaPorts,
  routeSea,
  routeSeaBetween,
  type SeaRoute,
  type SeaRouteError,
  type SeaRouteErrorCode,
  type SeaRouteOptions,
  type SeaRouteResult,
} from './sea-route.ts';
export type { LineStringGeometry } from './route-geometry.ts';
