import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from './great-circle.ts';
import { shippedSeaNetwork } from '../testing/shipped-data.ts';
import { buildLandMask } from './land-mask.ts';
import { nodeFinder } from './nearest-node.ts';
import { COAST_KM, legBySea, PORT_LAND_KM } from './sea-connectors.ts';
import { routeSea } from './sea-route.ts';

/** A square island 1° × 1° with its south-west corner at (0°, 10°), as land-mask edges. */
function squareIsland(): Float64Array {
  const corners: [number, number][] = [
    [10, 0],
    [11, 0],
    [11, 1],
    [10, 1],
    [10, 0],
  ];
  return Float64Array.from(corners.slice(1).flatMap(([x, y], i) => [...(corners[i] as [number, number]), x, y]));
}

describe('land mask', () => {
  const island = buildLandMask(squareIsland());

  it('tells land from sea', () => {
    expect(island.isLand({ lat: 0.5, lng: 10.5 })).toBe(true);
    expect(island.isLand({ lat: 0.5, lng: 9.5 })).toBe(false);
    expect(island.isLand({ lat: 1.5, lng: 10.5 })).toBe(false);
  });

  it('finds the stretch of land a segment crosses, as fractions of its length', () => {
    const [stretch, ...rest] = island.landStretches({ lat: 0.5, lng: 9.5 }, { lat: 0.5, lng: 11.5 });
    expect(rest).toEqual([]);
    expect(stretch?.[0]).toBeCloseTo(0.25, 9);
    expect(stretch?.[1]).toBeCloseTo(0.75, 9);
  });

  it('rejects a leg across the island but accepts one that leaves it from a port near its coast', () => {
    const west = { lat: 0.5, lng: 9.5 };
    const east = { lat: 0.5, lng: 11.5 };
    expect(legBySea(island, west, east, haversineKm(west, east))).toBe(false);
    // A town 0.05° (≈ 5.6 km) inside the east coast: the first PORT_LAND_KM are its way to the quay.
    const town = { lat: 0.5, lng: 10.95 };
    expect(legBySea(island, town, east, haversineKm(town, east))).toBe(true);
  });
});

interface ConnectorCase {
  code: string;
  why: string;
  to: string;
  /** Plausible sea distance to `to`, km, and the reason for the range. */
  range: [number, number];
  because: string;
}

// Ports whose nearest-node rule joined the network across land (found by scanning every port; see
// docs/sea-routing.md for the counts). Each range says why a route by sea lands inside it.
const CASES: ConnectorCase[] = [
  {
    code: 'NZAKL',
    why: 'Auckland: a join on the Tasman side, across the isthmus',
    to: 'AUSYD',
    range: [2_300, 2_600],
    because: 'Pub. 151 gives 1,281 nm (2,372 km) round North Cape; across the isthmus it came out near the 2,160 km great circle',
  },
  {
    code: 'LKCMB',
    why: 'Colombo: joins east of the island, across southern Sri Lanka',
    to: 'SGSIN',
    range: [2_928, 3_100],
    because: 'Pub. 151 gives 1,581 nm (2,928 km) round Dondra Head; across the island it was 2,798 km',
  },
  {
    code: 'HKHKG',
    why: 'Hong Kong: nearest node behind Lantau and the New Territories islands',
    to: 'SGSIN',
    range: [2_610, 2_775],
    because: 'Pub. 151 gives 1,454 nm (2,693 km); ±3 % as the other published checks',
  },
  {
    code: 'LBBEY',
    why: 'Beirut: nearest node across the Beirut headland, on the coast to the north',
    to: 'CYLMS',
    range: [240, 270],
    because: 'open sea to Limassol, so within ≈ 10 % of the 243 km great circle',
  },
  {
    code: 'DEWVN',
    why: 'Wilhelmshaven: nearest node across the Butjadingen peninsula, in the Weser',
    to: 'DEHAM',
    range: [150, 230],
    because: 'out of the Jade, across the Elbe mouth and up the river: 1.2–1.9 × the 123 km great circle, which runs over land',
  },
];

describe('sea connectors', () => {
  const network = shippedSeaNetwork();
  const graph = network.graph();
  const mask = network.landMask();
  const ports = network.ports();
  const portConnectors = network.portConnectors;
  const nodePoint = (node: number): LatLng => ({ lat: graph.lat[node] as number, lng: graph.lng[node] as number });
  /** Km of the leg over land further than `COAST_KM` from any coast, past the port's first PORT_LAND_KM. */
  const inlandKm = (from: LatLng, to: LatLng): number => {
    const km = haversineKm(from, to);
    let inland = 0;
    for (const [start, end] of mask.landStretches(from, to)) {
      for (let d = Math.max(start * km, start === 0 ? PORT_LAND_KM : 0); d <= end * km; d += 0.25) {
        const t = d / km;
        if (!mask.nearCoast({ lat: from.lat + t * (to.lat - from.lat), lng: from.lng + t * (to.lng - from.lng) }, COAST_KM)) inland += 0.25;
      }
    }
    return inland;
  };

  it.each(CASES)('$code: no join crosses land any more ($why)', ({ code }) => {
    const port = ports.get(code);
    if (!port) throw new Error(`no port ${code}`);
    // Before: the nearest-node rule's joins included a leg over land.
    const before = nodeFinder(graph).joins(port);
    expect(Math.max(...before.map((snap) => inlandKm(port, nodePoint(snap.node))))).toBeGreaterThan(1);
    const { joins, overLand } = portConnectors(port);
    expect(overLand).toBe(false);
    expect(joins.length).toBeGreaterThan(0);
    for (const snap of joins) expect(inlandKm(port, nodePoint(snap.node))).toBe(0);
  });

  it.each(CASES)('$code → $to: the drawn route leaves by a join by sea and is $range km ($because)', ({ code, to, range }) => {
    const port = ports.get(code);
    const result = routeSea(network, code, to);
    if (!port || !result.ok) throw new Error(`no route ${code} → ${to}`);
    const [start, first] = result.geometry.coordinates;
    expect(start).toEqual([port.lng, port.lat]);
    const joined = portConnectors(port).joins.find((snap) => graph.lng[snap.node] === first?.[0] && graph.lat[snap.node] === first?.[1]);
    expect(joined).toBeDefined();
    expect(result.distance_km).toBeGreaterThanOrEqual(range[0]);
    expect(result.distance_km).toBeLessThanOrEqual(range[1]);
  });

  it('flags the ports left without a leg by sea: every up-country port, and fewer than before in all', () => {
    const all = [...ports.values()];
    const finder = nodeFinder(graph);
    const crossedBefore = all.filter((port) => finder.joins(port).some((snap) => !legBySea(mask, port, nodePoint(snap.node), snap.km)));
    const flagged = all.filter((port) => portConnectors(port).overLand);
    // Up-country ports (more than 250 km from the network) are all flagged; the rest are river and lake
    // ports and harbours MARNET's sparse nodes cannot see in a straight line (docs/sea-routing.md).
    expect(all.filter((port) => port.inland).every((port) => portConnectors(port).overLand)).toBe(true);
    expect(flagged.length).toBeLessThan(crossedBefore.length * 0.6);
    for (const port of all.filter((candidate) => !portConnectors(candidate).overLand)) {
      for (const snap of portConnectors(port).joins) expect(legBySea(mask, port, nodePoint(snap.node), snap.km)).toBe(true);
    }
  });
});
