// Ports of data/sea/ports.json (from the `sea-ports` package, UN/LOCODE keyed), cleaned and snapped to the sea
// network.
// Cleaning rules (docs/sea-routing.md, "Ports"):
//  - rows without coordinates are left out (they cannot be placed);
//  - latitude and longitude swapped: the package stores [lon, lat]; a row is swapped when exchanging the two puts
//    it at least SWAP_GAIN_KM closer to the median position of its country's ports (countries with ≥ 3 located
//    ports), or when it is one of the REVIEWED_SWAPS whose country has no reliable median;
//  - inland (river or dry) ports: further than INLAND_SNAP_KM from the nearest network node.
// Each port's connectors (the legs that join it to the network by sea, sea-connectors.ts) are chosen on its first
// route and kept by the network (sea-network.ts): listing the ports (the server seeds them on every start) needs
// no land mask.
import { haversineKm, type LatLng } from './great-circle.ts';
import { nodeFinder } from './nearest-node.ts';
import type { SeaGraph } from './sea-graph.ts';

/** A row of data/sea/ports.json, keyed by UN/LOCODE. */
export interface RawSeaPort {
  name: string;
  coordinates?: [lng: number, lat: number];
}

export interface CleanPort {
  locode: string;
  name: string;
  countryCode: string;
  lat: number;
  lng: number;
  latLngSwapped: boolean;
}

export interface SnappedPort extends CleanPort {
  /** Nearest network node and the distance to it, whatever lies between. */
  node: number;
  snapKm: number;
  inland: boolean;
}

/** Row shape for seeding the server's port table. */
export interface SeaPortRow {
  code: string;
  name: string;
  country_code: string;
  lat: number;
  lng: number;
  snap_km: number;
  lat_lng_swapped: boolean;
  inland: boolean;
}

export const SWAP_GAIN_KM = 500;
export const MIN_PORTS_FOR_MEDIAN = 3;
/** Beyond this the port is not on the coast the network serves (river port up-country, dry port, lake). */
export const INLAND_SNAP_KM = 250;

/**
 * Both DR Congo rows (Boma, Matadi) are swapped, so the country's median is itself swapped; checked by hand:
 * both towns lie on the Congo estuary near 5.8° S, 13° E.
 */
export const REVIEWED_SWAPS: ReadonlySet<string> = new Set(['CDBOA', 'CDMAT']);

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Applies the cleaning rules to the shipped rows (pure, for tests with small fixtures). */
export function cleanSeaPorts(raw: Record<string, RawSeaPort>): CleanPort[] {
  const located = Object.entries(raw)
    .filter(([, row]) => Array.isArray(row.coordinates) && row.coordinates.length === 2)
    .map(([locode, row]) => {
      const [lng, lat] = row.coordinates as [number, number];
      // UN/LOCODE: the first two letters are the ISO 3166-1 alpha-2 country code.
      return { locode, name: row.name, countryCode: locode.slice(0, 2), lat, lng };
    })
    .filter(({ lat, lng }) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180);

  const byCountry = new Map<string, LatLng[]>();
  for (const port of located) byCountry.set(port.countryCode, [...(byCountry.get(port.countryCode) ?? []), port]);
  const centres = new Map<string, LatLng>();
  for (const [country, points] of byCountry) {
    if (points.length < MIN_PORTS_FOR_MEDIAN) continue;
    centres.set(country, { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) });
  }

  return located.map((port) => {
    const swapped = { lat: port.lng, lng: port.lat };
    const centre = centres.get(port.countryCode);
    const swap =
      Math.abs(swapped.lat) <= 90 &&
      (REVIEWED_SWAPS.has(port.locode) ||
        (centre !== undefined && haversineKm(port, centre) - haversineKm(swapped, centre) >= SWAP_GAIN_KM));
    return swap ? { ...port, ...swapped, latLngSwapped: true } : { ...port, latLngSwapped: false };
  });
}

/** Snaps cleaned ports to their nearest node of `graph`. */
export function snapPorts(ports: CleanPort[], graph: SeaGraph): SnappedPort[] {
  const { nearest } = nodeFinder(graph);
  return ports.map((port) => {
    const { node, km } = nearest(port);
    return { ...port, node, snapKm: km, inland: km > INLAND_SNAP_KM };
  });
}

/** Every cleaned port, sorted by LOCODE, in the shape the server seeds. */
export function seaPortRows(ports: ReadonlyMap<string, SnappedPort>): SeaPortRow[] {
  return [...ports.values()]
    .toSorted((a, b) => (a.locode < b.locode ? -1 : 1))
    .map((port) => ({
      code: port.locode,
      name: port.name,
      country_code: port.countryCode,
      lat: port.lat,
      lng: port.lng,
      snap_km: Math.round(port.snapKm * 10) / 10,
      lat_lng_swapped: port.latLngSwapped,
      inland: port.inland,
    }));
}
