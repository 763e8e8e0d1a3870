// Nearest graph nodes to a point, for attaching ports and free coordinates to the sea network. Nodes are sorted
// by latitude; a scan walks outwards from the point's latitude and stops once the latitude gap alone exceeds
// the search radius (a degree of latitude has the same length everywhere on the sphere), so it is exact.
import { EARTH_RADIUS_KM, haversineKm, type LatLng } from './great-circle.ts';
import type { SeaGraph } from './sea-graph.ts';

const KM_PER_DEGREE_LAT = (EARTH_RADIUS_KM * Math.PI) / 180;

/** Where a point joins the network: a node and the great-circle leg to it. */
export interface Snap {
  node: number;
  km: number;
}

/**
 * A point may join the network at any node within this distance, not only at the nearest: MARNET's nodes are
 * sparse (median segment ≈ 390 km), and the nearest one often lies behind the port (Shanghai's is in Hangzhou
 * Bay, off the way to sea). Twice the nearest distance plus 30 km keeps the legs short; the cap stops inland
 * points from reaching across a continent.
 */
export function joinRadiusKm(nearestKm: number): number {
  return Math.min(2 * nearestKm + 30, nearestKm + 150);
}

export const MAX_JOINS = 8;

export interface NodeFinder {
  nearest(point: LatLng): Snap;
  /** Nodes within joinRadiusKm of the nearest distance, closest first, at most MAX_JOINS. */
  joins(point: LatLng): Snap[];
  /** The `count` nearest nodes, closest first. */
  nearestK(point: LatLng, count: number): Snap[];
}

const finderByGraph = new WeakMap<SeaGraph, NodeFinder>();

export function nodeFinder(graph: SeaGraph): NodeFinder {
  const cached = finderByGraph.get(graph);
  if (cached) return cached;
  const order = Int32Array.from({ length: graph.nodeCount }, (_, i) => i).toSorted(
    (a, b) => (graph.lat[a] as number) - (graph.lat[b] as number),
  );
  const sortedLat = Float64Array.from(order, (node) => graph.lat[node] as number);
  const firstAtOrAbove = (lat: number): number => {
    let low = 0;
    let high = sortedLat.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((sortedLat[mid] as number) < lat) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  /** Visits nodes outwards from the point's latitude while `radius()` allows; `visit` may shrink the radius. */
  const scan = (point: LatLng, radius: () => number, visit: (snap: Snap) => void): void => {
    const start = firstAtOrAbove(point.lat);
    const step = (i: number): boolean => {
      if (Math.abs((sortedLat[i] as number) - point.lat) * KM_PER_DEGREE_LAT > radius()) return false;
      const node = order[i] as number;
      visit({ node, km: haversineKm(point, { lat: graph.lat[node] as number, lng: graph.lng[node] as number }) });
      return true;
    };
    for (let i = start; i < sortedLat.length && step(i); i++);
    for (let i = start - 1; i >= 0 && step(i); i--);
  };
  const nearest = (point: LatLng): Snap => {
    let best: Snap = { node: -1, km: Infinity };
    scan(
      point,
      () => best.km,
      (snap) => {
        if (snap.km < best.km) best = snap;
      },
    );
    return best;
  };
  const joins = (point: LatLng): Snap[] => {
    const radius = joinRadiusKm(nearest(point).km);
    const found: Snap[] = [];
    scan(
      point,
      () => radius,
      (snap) => {
        if (snap.km <= radius) found.push(snap);
      },
    );
    return found.toSorted((a, b) => a.km - b.km || a.node - b.node).slice(0, MAX_JOINS);
  };
  const nearestK = (point: LatLng, count: number): Snap[] => {
    // Kept sorted; the scan stops once the latitude gap exceeds the count-th distance found so far.
    const found: Snap[] = [];
    scan(
      point,
      () => (found.length < count ? Infinity : (found.at(-1) as Snap).km),
      (snap) => {
        if (found.length === count && snap.km >= (found.at(-1) as Snap).km) return;
        const at = found.findIndex((other) => other.km > snap.km);
        found.splice(at < 0 ? found.length : at, 0, snap);
        if (found.length > count) found.pop();
      },
    );
    return found;
  };
  const finder = { nearest, joins, nearestK };
  finderByGraph.set(graph, finder);
  return finder;
}
