// A* over the sea graph from a point to a point, each joined to the network at a few nodes by great-circle legs
// (see nearest-node.ts). The heuristic is the great-circle distance to the destination point: every edge and
// leg weighs its own great-circle length, so by the triangle inequality the heuristic never overestimates and
// is consistent, and the first time the destination leaves the queue its distance is the shortest.
import { MinHeap } from './binary-heap.ts';
import { haversineKm, type LatLng } from './great-circle.ts';
import type { Snap } from './nearest-node.ts';
import type { SeaGraph } from './sea-graph.ts';

export interface GraphPath {
  /** Network nodes from the first joined node to the last. */
  nodes: number[];
  /** Total, legs included. */
  km: number;
  /** OR of the passage bits of the edges used. */
  passageMask: number;
}

/** Per-graph buffers reused by every query (JS runs one query at a time); index nodeCount is the destination. */
interface Scratch {
  dist: Float64Array;
  prevArc: Int32Array;
  prevNode: Int32Array;
  /** Query number that last wrote a node's dist/prev, so the buffers need no clearing between queries. */
  stamp: Uint32Array;
  closed: Uint32Array;
  heap: MinHeap;
  query: number;
}

const scratchByGraph = new WeakMap<SeaGraph, Scratch>();

function scratchFor(graph: SeaGraph): Scratch {
  let scratch = scratchByGraph.get(graph);
  if (!scratch) {
    const size = graph.nodeCount + 1;
    scratch = {
      dist: new Float64Array(size),
      prevArc: new Int32Array(size),
      prevNode: new Int32Array(size),
      stamp: new Uint32Array(size),
      closed: new Uint32Array(size),
      heap: new MinHeap(4096),
      query: 0,
    };
    scratchByGraph.set(graph, scratch);
  }
  return scratch;
}

/**
 * Shortest way from the origin (joined at `sources`) to `destination` (joined at `targets`), never using an
 * edge whose passage bits meet `closedMask`. Returns null when the closures leave no way.
 */
export function shortestPath(
  graph: SeaGraph,
  sources: readonly Snap[],
  targets: readonly Snap[],
  destination: LatLng,
  closedMask = 0,
): GraphPath | null {
  const s = scratchFor(graph);
  const query = ++s.query;
  const { dist, prevArc, prevNode, stamp, closed, heap } = s;
  const { lng, lat, offsets, targets: arcTargets, weights, arcEdges, edgePassages } = graph;
  const goal = graph.nodeCount;
  const targetLeg = new Map(targets.map((snap) => [snap.node, snap.km]));
  const heuristic = (node: number) =>
    haversineKm({ lng: lng[node] as number, lat: lat[node] as number }, destination);
  const relax = (node: number, from: number, arc: number, km: number, key: number): void => {
    if (closed[node] === query) return;
    if (stamp[node] === query && km >= (dist[node] as number)) return;
    stamp[node] = query;
    dist[node] = km;
    prevNode[node] = from;
    prevArc[node] = arc;
    heap.push(node, key);
  };

  heap.clear();
  for (const { node, km } of sources) relax(node, -1, -1, km, km + heuristic(node));
  while (heap.size > 0) {
    const node = heap.pop();
    if (closed[node] === query) continue;
    closed[node] = query;
    if (node === goal) break;
    const base = dist[node] as number;
    const leg = targetLeg.get(node);
    if (leg !== undefined) relax(goal, node, -1, base + leg, base + leg);
    const end = offsets[node + 1] as number;
    for (let arc = offsets[node] as number; arc < end; arc++) {
      if (closedMask !== 0 && ((edgePassages[arcEdges[arc] as number] as number) & closedMask) !== 0) continue;
      const next = arcTargets[arc] as number;
      const km = base + (weights[arc] as number);
      relax(next, node, arc, km, km + heuristic(next));
    }
  }
  if (closed[goal] !== query) return null;

  const nodes: number[] = [];
  let passageMask = 0;
  for (let node = prevNode[goal] as number; node !== -1; node = prevNode[node] as number) {
    nodes.push(node);
    const arc = prevArc[node] as number;
    if (arc >= 0) passageMask |= edgePassages[arcEdges[arc] as number] as number;
  }
  nodes.reverse();
  return { nodes, km: dist[goal] as number, passageMask };
}
