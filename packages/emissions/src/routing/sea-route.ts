// Sea distance between two ports (or two points) over the MARNET graph (docs/methodology.md §4, distance_method
// `sea_network`): great-circle leg by sea from the port to a nearby network node (sea-connectors.ts), shortest
// network path, leg to the destination port. The geometry runs through the same legs.
import { haversineKm, validateLatLng, type LatLng } from './great-circle.ts';
import type { Snap } from './nearest-node.ts';
import { isPassageName, passageBit, passagesOfMask, type PassageName } from './passages.ts';
import { unwrappedLineString, type LineStringGeometry } from './route-geometry.ts';
import { seaConnectors } from './sea-connectors.ts';
import type { SeaNetwork } from './sea-network.ts';
import { seaPortRows, type SeaPortRow } from './sea-ports.ts';
import { shortestPath } from './shortest-path.ts';

export const KM_PER_NAUTICAL_MILE = 1.852;

export interface SeaRouteOptions {
  /** Passages closed for this request (see PASSAGE_NAMES). */
  avoid?: readonly string[];
}

export interface SeaRoute {
  ok: true;
  distance_km: number;
  distance_nm: number;
  passages: PassageName[];
  geometry: LineStringGeometry;
  method: 'sea_network';
  /** Great-circle legs between each end and the network node the route joins at, included in distance_km. */
  snap_km: { from: number; to: number };
}

export type SeaRouteErrorCode =
  | 'unknown_locode'
  | 'unknown_passage'
  | 'invalid_coordinate'
  | 'no_route';

export interface SeaRouteError {
  ok: false;
  field: string;
  code: SeaRouteErrorCode;
}

export type SeaRouteResult = SeaRoute | SeaRouteError;

function closedMaskOf(avoid: readonly string[] | undefined): number | SeaRouteError {
  let mask = 0;
  for (const name of avoid ?? []) {
    if (!isPassageName(name)) return { ok: false, field: 'avoid', code: 'unknown_passage' };
    mask |= passageBit(name);
  }
  return mask;
}

/** Where each end joins the network: a port's joins are chosen once with the port list, a point's per query. */
interface RouteEnd extends LatLng {
  joins: Snap[];
}

function route(network: SeaNetwork, from: RouteEnd, to: RouteEnd, closedMask: number): SeaRouteResult {
  const graph = network.graph();
  const path = shortestPath(graph, from.joins, to.joins, to, closedMask);
  if (!path) return { ok: false, field: 'avoid', code: 'no_route' };
  const first = path.nodes[0] as number;
  const last = path.nodes.at(-1) as number;
  const nodePoint = (node: number): LatLng => ({ lng: graph.lng[node] as number, lat: graph.lat[node] as number });
  const points: [number, number][] = [
    [from.lng, from.lat],
    ...path.nodes.map((node): [number, number] => [graph.lng[node] as number, graph.lat[node] as number]),
    [to.lng, to.lat],
  ];
  return {
    ok: true,
    distance_km: path.km,
    distance_nm: path.km / KM_PER_NAUTICAL_MILE,
    passages: passagesOfMask(path.passageMask),
    geometry: unwrappedLineString(points),
    method: 'sea_network',
    snap_km: { from: haversineKm(from, nodePoint(first)), to: haversineKm(nodePoint(last), to) },
  };
}

/** Sea route between two ports given by UN/LOCODE (case-insensitive). */
export function routeSea(network: SeaNetwork, fromLocode: string, toLocode: string, options: SeaRouteOptions = {}): SeaRouteResult {
  const closedMask = closedMaskOf(options.avoid);
  if (typeof closedMask !== 'number') return closedMask;
  const ports = network.ports();
  const from = ports.get(fromLocode.trim().toUpperCase());
  if (!from) return { ok: false, field: 'from', code: 'unknown_locode' };
  const to = ports.get(toLocode.trim().toUpperCase());
  if (!to) return { ok: false, field: 'to', code: 'unknown_locode' };
  const joins = (port: typeof from) => network.portConnectors(port).joins;
  return route(network, { ...from, joins: joins(from) }, { ...to, joins: joins(to) }, closedMask);
}

function pointEnd(network: SeaNetwork, point: LatLng): RouteEnd {
  return { lat: point.lat, lng: point.lng, joins: seaConnectors(network.graph(), point, network.landMask()).joins };
}

/** Sea route between two points, each joined to the network like a port. */
export function routeSeaBetween(network: SeaNetwork, from: LatLng, to: LatLng, options: SeaRouteOptions = {}): SeaRouteResult {
  const invalid = validateLatLng(from, 'from') ?? validateLatLng(to, 'to');
  if (invalid) return invalid;
  const closedMask = closedMaskOf(options.avoid);
  if (typeof closedMask !== 'number') return closedMask;
  return route(network, pointEnd(network, from), pointEnd(network, to), closedMask);
}

/** Every cleaned port of the network, sorted by LOCODE, in the shape the server seeds. */
export function listSeaPorts(network: SeaNetwork): SeaPortRow[] {
  return seaPortRows(network.ports());
}

