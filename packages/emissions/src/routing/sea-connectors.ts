// The legs that join a port (or a free point) to the sea network, chosen so that a ship could sail them: a
// straight leg to the nearest node can run over land (Auckland's crossed the isthmus to the Tasman side,
// Colombo's joined nodes east of the island across its south). Rule (docs/sea-routing.md, "Joining a port to
// the network"):
//  - the candidates are the CANDIDATES nearest nodes, closest first;
//  - a leg is by sea when every stretch of land under it (Natural Earth 1:10m, land-mask.ts) stays within
//    COAST_KM of the coastline: a leg that hugs a coast, clips a spit or passes over an islet is as good as a
//    straight connector gets, while one that crosses an isthmus or a peninsula goes deeper inland. Two
//    stretches are exempt:
//      · the first PORT_LAND_KM from the port: most port rows are geocodes of the town, a few km inland of the
//        quay (Colombo's, Brisbane's), so the leg has to leave land first;
//      · the stretch that ends at a node lying on land: MARNET follows rivers and canals (Elbe, Scheldt,
//        Yangtze, St Lawrence) that the land outline does not cut out, so such a node is reached up the river;
//  - the joins are the legs by sea among the candidates within joinRadiusKm of the nearest node (at most
//    MAX_JOINS): the radius that bounded the joins before, so that no port swaps a leg over a neck of land for a
//    detour of hundreds of km to a node on the far side (Cape Town's next node by sea is 400 km off, Tenerife's
//    600 km);
//  - a point with no leg by sea within that radius (river and lake ports up-country, dry ports, harbours that
//    MARNET's sparse coastal nodes cannot see in a straight line) keeps the joins of the nearest-node rule and
//    is flagged `overLand`; so is a point more than UP_COUNTRY_KM from the network, where every leg crosses land.
import { unwrapLongitude } from '../geo/map-lines.ts';
import type { LatLng } from './great-circle.ts';
import type { LandMask } from './land-mask.ts';
import { joinRadiusKm, MAX_JOINS, nodeFinder, type Snap } from './nearest-node.ts';
import type { SeaGraph } from './sea-graph.ts';

export const CANDIDATES = 24;
export const COAST_KM = 2;
export const PORT_LAND_KM = 10;
/** Same as sea-ports' INLAND_SNAP_KM: beyond it a point is up-country and every leg crosses land anyway. */
const UP_COUNTRY_KM = 250;
/** Spacing of the points at which a stretch of land is checked against COAST_KM. */
const SAMPLE_KM = 0.5;

export interface Connectors {
  joins: Snap[];
  /** No candidate leg runs by sea: the joins are the nearest nodes' and cross land. */
  overLand: boolean;
}

/** Whether the leg from `point` to `node` (km long) runs by sea under the rule above. */
export function legBySea(mask: LandMask, point: LatLng, node: LatLng, km: number): boolean {
  const stretches = mask.landStretches(point, node);
  if (!stretches.length) return true;
  const nodeOnLand = (stretches.at(-1) as [number, number])[1] === 1 && mask.isLand(node);
  const at = (fraction: number): LatLng => {
    let lng = point.lng + fraction * (unwrapLongitude(point.lng, node.lng) - point.lng);
    if (lng > 180) lng -= 360;
    else if (lng < -180) lng += 360;
    return { lat: point.lat + fraction * (node.lat - point.lat), lng };
  };
  return stretches.every(([from, to]) => {
    if (to === 1 && nodeOnLand) return true;
    const first = Math.max(from * km, from === 0 ? PORT_LAND_KM : 0);
    for (let distance = first; distance <= to * km; distance += SAMPLE_KM) {
      if (!mask.nearCoast(at(distance / km), COAST_KM)) return false;
    }
    return true;
  });
}

/** The joins of a point by the rule above, over the given graph and land mask. */
export function seaConnectors(graph: SeaGraph, point: LatLng, mask: LandMask): Connectors {
  const finder = nodeFinder(graph);
  const candidates = finder.nearestK(point, CANDIDATES);
  const nearest = candidates[0];
  if (!nearest || nearest.km > UP_COUNTRY_KM) return { joins: finder.joins(point), overLand: true };
  const radius = joinRadiusKm(nearest.km);
  const joins: Snap[] = [];
  for (const candidate of candidates) {
    if (candidate.km > radius || joins.length === MAX_JOINS) break;
    const node = { lat: graph.lat[candidate.node] as number, lng: graph.lng[candidate.node] as number };
    if (legBySea(mask, point, node, candidate.km)) joins.push(candidate);
  }
  return joins.length ? { joins, overLand: false } : { joins: finder.joins(point), overLand: true };
}
