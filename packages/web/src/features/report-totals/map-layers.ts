import { greatCirclePoints, unwrapLongitudes, type Position } from '@huella/emissions';
import type { TotalsStage, TotalsStorage, TransportType } from './totals-types.ts';

/** [lat, lng] in degrees, the order Leaflet takes. */
export type LatLngPair = [number, number];

/** The core draws in GeoJSON's [lng, lat]; Leaflet wants [lat, lng]. */
const toLatLng = ([lng, lat]: Position): LatLngPair => [lat, lng];

export interface MapLeg {
  id: number;
  /** 1-based, as in the stages table. */
  number: number;
  transportType: TransportType;
  origin: string;
  destination: string;
  points: LatLngPair[];
}

export interface MapSite {
  id: number;
  name: string;
  place: string;
  position: LatLngPair;
}

/** [[south, west], [north, east]]. */
export type MapBounds = [LatLngPair, LatLngPair];

/**
 * The line a stage is drawn as: sea legs along the routed line the server stored (already unwrapped), air
 * legs along the great circle, overland legs (and sea legs with a declared distance, which have no route)
 * straight. A stage without both locations has nothing to draw.
 */
export function stageLine(stage: TotalsStage): LatLngPair[] | null {
  if (stage.geometry && stage.geometry.length >= 2) return stage.geometry.map(([lng, lat]) => [lat, lng]);
  const from = stage.origin_location;
  const to = stage.destination_location;
  if (!from || !to) return null;
  const ends: [Position, Position] = [
    [from.lng, from.lat],
    [to.lng, to.lat],
  ];
  return (stage.transport_type === 'air' ? greatCirclePoints(...ends) : unwrapLongitudes(ends)).map(toLatLng);
}

export function mapLegs(stages: readonly TotalsStage[]): MapLeg[] {
  return stages.flatMap((stage, index) => {
    const points = stageLine(stage);
    if (!points) return [];
    return [
      {
        id: stage.id,
        number: index + 1,
        transportType: stage.transport_type,
        origin: stage.origin,
        destination: stage.destination,
        points,
      },
    ];
  });
}

export function mapSites(storages: readonly TotalsStorage[]): MapSite[] {
  return storages.flatMap((storage) =>
    storage.place_location
      ? [{ id: storage.id, name: storage.warehouse_name, place: storage.place, position: [storage.place_location.lat, storage.place_location.lng] as LatLngPair }]
      : [],
  );
}

/** The box around every leg and site, for the initial fit; null when there is nothing to show. */
export function mapBounds(legs: readonly MapLeg[], sites: readonly MapSite[]): MapBounds | null {
  const points = [...legs.flatMap((leg) => leg.points), ...sites.map((site) => site.position)];
  if (points.length === 0) return null;
  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * Longitude shifts at which the base map must be drawn again: a leg unwrapped past ±180 runs over
 * a copy of the world beside the first one, which must show its coasts too.
 */
export function worldCopyOffsets(bounds: MapBounds | null): number[] {
  if (!bounds) return [0];
  const [[, west], [, east]] = bounds;
  const offsets = [0];
  if (west < -180) offsets.push(-360);
  if (east > 180) offsets.push(360);
  return offsets;
}
