// Named passages of the sea network. MARNET's edges carry no names, so an edge belongs to a passage when its
// segment (drawn straight in lng/lat, as the data set draws it) enters the passage's box. Each box spans the
// narrows only, so that every network path through the passage touches it and no path around it does;
// docs/sea-routing.md lists the reasoning per box.

/** [west, south, east, north] in degrees. */
export type BoundingBox = readonly [west: number, south: number, east: number, north: number];

export const PASSAGE_BOXES = {
  suez: [32.15, 29.8, 32.65, 30.9],
  panama: [-79.95, 8.75, -79.45, 9.6],
  babelmandeb: [43.1, 12.3, 43.65, 12.85],
  malacca: [98.5, 1.5, 102.5, 5.5],
  gibraltar: [-5.6, 35.8, -5.0, 36.15],
  kiel: [9.2, 53.95, 10.2, 54.45],
  bering: [-170.5, 65.3, -167.5, 65.9],
  dover: [1.2, 50.9, 1.9, 51.15],
  magellan: [-71.0, -53.2, -69.0, -52.3],
  hormuz: [56.6, 25.6, 57.0, 26.2],
  bosporus: [28.98, 41.06, 29.12, 41.2],
} as const satisfies Record<string, BoundingBox>;

export type PassageName = keyof typeof PASSAGE_BOXES;

export const PASSAGE_NAMES = Object.keys(PASSAGE_BOXES) as PassageName[];

/** Bit of a passage in the per-edge mask. */
export function passageBit(name: PassageName): number {
  return 1 << PASSAGE_NAMES.indexOf(name);
}

export function isPassageName(name: string): name is PassageName {
  return Object.hasOwn(PASSAGE_BOXES, name);
}

/** Names of the passages whose bits are set in `mask`, in PASSAGE_NAMES order. */
export function passagesOfMask(mask: number): PassageName[] {
  return PASSAGE_NAMES.filter((_, index) => (mask & (1 << index)) !== 0);
}

/** Liang–Barsky clip: does the straight lng/lat segment a→b enter the box? */
export function segmentEntersBox(a: readonly [number, number], b: readonly [number, number], box: BoundingBox): boolean {
  const [west, south, east, north] = box;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const sides: [number, number][] = [
    [-dx, a[0] - west],
    [dx, east - a[0]],
    [-dy, a[1] - south],
    [dy, north - a[1]],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** Bitmask of the passages the segment a→b enters. */
export function passageMaskOfSegment(a: readonly [number, number], b: readonly [number, number]): number {
  // Taken the short way: the zero-length join from +180 to −180 must not sweep across every box.
  const shift = b[0] - a[0] > 180 ? -360 : b[0] - a[0] < -180 ? 360 : 0;
  const end: [number, number] = [b[0] + shift, b[1]];
  let mask = 0;
  PASSAGE_NAMES.forEach((name, index) => {
    if (segmentEntersBox(a, end, PASSAGE_BOXES[name])) mask |= 1 << index;
  });
  return mask;
}
