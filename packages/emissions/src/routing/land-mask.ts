// Where land is, for checking that a port's connector to the sea network runs over water (docs/sea-routing.md,
// "Joining a port to the network"). Source: Natural Earth 1:10m land as shipped by `world-atlas` 2.0.2
// (`land-10m.json`, public domain; the server reads it and passes it in), the finest land outline we ship: the 1:50m one fills narrow bays and
// harbour mouths. Only the polygon edges are needed, so the TopoJSON arcs are decoded directly (each arc of the
// `land` object is used once) and put in a grid of CELL_DEG cells; nothing is assembled into polygons.
import { EARTH_RADIUS_KM, type LatLng } from './great-circle.ts';

/** A TopoJSON topology with a `land` object, the shape of world-atlas' land-10m.json. */
export interface LandTopology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { land: { geometries: { arcs: unknown }[] } };
}

/** Grid cell size: small enough that a cell holds few coastline edges, large enough to keep the index small. */
const CELL_DEG = 0.5;
const COLUMNS = 360 / CELL_DEG;
const ROWS = 180 / CELL_DEG;

export interface LandMask {
  /** Whether the point lies on land (even-odd rule on every land ring). */
  isLand(point: LatLng): boolean;
  /**
   * The stretches of land along the segment a → b, drawn straight in lng/lat as the map draws it (b is taken
   * the short way round ±180), as fractions [from, to] of its length, in order.
   */
  landStretches(a: LatLng, b: LatLng): [number, number][];
  /** Whether a coastline edge passes within `km` of the point (the point's cell and its eight neighbours). */
  nearCoast(point: LatLng, km: number): boolean;
  edgeCount: number;
}

function referencedArcs(arcsOf: unknown, into: Set<number>): void {
  if (typeof arcsOf === 'number') into.add(arcsOf < 0 ? ~arcsOf : arcsOf);
  else if (Array.isArray(arcsOf)) for (const item of arcsOf) referencedArcs(item, into);
}

/** Every edge of the land rings as x1, y1, x2, y2 (degrees), from a TopoJSON topology with a `land` object. */
export function landEdges(topology: LandTopology): Float64Array {
  const used = new Set<number>();
  for (const geometry of topology.objects.land.geometries) referencedArcs(geometry.arcs, used);
  const {
    scale: [kx, ky],
    translate: [dx, dy],
  } = topology.transform;
  const out: number[] = [];
  for (const index of used) {
    // Quantised TopoJSON: positions are delta-encoded integers.
    let x = 0;
    let y = 0;
    let previous: [number, number] | undefined;
    for (const [qx, qy] of topology.arcs[index] ?? []) {
      x += qx;
      y += qy;
      const point: [number, number] = [x * kx + dx, y * ky + dy];
      if (previous && (previous[0] !== point[0] || previous[1] !== point[1])) out.push(previous[0], previous[1], point[0], point[1]);
      previous = point;
    }
  }
  return Float64Array.from(out);
}

const clampColumn = (x: number) => Math.min(COLUMNS - 1, Math.max(0, Math.floor((x + 180) / CELL_DEG)));
const clampRow = (y: number) => Math.min(ROWS - 1, Math.max(0, Math.floor((y + 90) / CELL_DEG)));

/** Builds the grid over the given edges (exposed for tests with small polygons). */
export function buildLandMask(edges: Float64Array): LandMask {
  const edgeCount = edges.length / 4;
  const cellsOf = (edge: number, visit: (cell: number) => void) => {
    const x1 = edges[edge * 4] as number;
    const y1 = edges[edge * 4 + 1] as number;
    const x2 = edges[edge * 4 + 2] as number;
    const y2 = edges[edge * 4 + 3] as number;
    for (let row = clampRow(Math.min(y1, y2)); row <= clampRow(Math.max(y1, y2)); row++) {
      for (let column = clampColumn(Math.min(x1, x2)); column <= clampColumn(Math.max(x1, x2)); column++) visit(row * COLUMNS + column);
    }
  };
  const start = new Int32Array(COLUMNS * ROWS + 1);
  for (let edge = 0; edge < edgeCount; edge++) cellsOf(edge, (cell) => (start[cell + 1] = (start[cell + 1] as number) + 1));
  for (let cell = 0; cell < COLUMNS * ROWS; cell++) start[cell + 1] = (start[cell + 1] as number) + (start[cell] as number);
  const fill = start.slice(0, COLUMNS * ROWS);
  const cellEdges = new Int32Array(start[COLUMNS * ROWS] as number);
  for (let edge = 0; edge < edgeCount; edge++) {
    cellsOf(edge, (cell) => {
      cellEdges[fill[cell] as number] = edge;
      fill[cell] = (fill[cell] as number) + 1;
    });
  }
  // An edge sits in every cell its bounding box touches; a stamp per query counts it once.
  const seen = new Uint32Array(edgeCount);
  let stamp = 0;

  const isLand = ({ lat, lng }: LatLng): boolean => {
    stamp++;
    let inside = false;
    const row = clampRow(lat);
    // Ray eastwards to 180°: the rings are closed within [−180, 180] (Natural Earth cuts them at the date line).
    for (let column = clampColumn(lng); column < COLUMNS; column++) {
      const cell = row * COLUMNS + column;
      for (let i = start[cell] as number; i < (start[cell + 1] as number); i++) {
        const edge = cellEdges[i] as number;
        if (seen[edge] === stamp) continue;
        seen[edge] = stamp;
        const y1 = edges[edge * 4 + 1] as number;
        const y2 = edges[edge * 4 + 3] as number;
        if (y1 > lat === y2 > lat) continue;
        const x1 = edges[edge * 4] as number;
        const x2 = edges[edge * 4 + 2] as number;
        if (x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1) > lng) inside = !inside;
      }
    }
    return inside;
  };

  /** Fractions along a → b where it crosses a land edge; b's longitude may lie beyond ±180 (unwrapped). */
  const crossings = (ax: number, ay: number, bx: number, by: number): number[] => {
    stamp++;
    const found: number[] = [];
    const ex = bx - ax;
    const ey = by - ay;
    const firstColumn = Math.floor((Math.min(ax, bx) + 180) / CELL_DEG);
    const lastColumn = Math.floor((Math.max(ax, bx) + 180) / CELL_DEG);
    for (let row = clampRow(Math.min(ay, by)); row <= clampRow(Math.max(ay, by)); row++) {
      for (let unwrapped = firstColumn; unwrapped <= lastColumn; unwrapped++) {
        // Columns past the date line are the same cells one turn round, their edges shifted by 360°.
        const turns = Math.floor(unwrapped / COLUMNS);
        const cell = row * COLUMNS + (unwrapped - turns * COLUMNS);
        const shift = turns * 360;
        for (let i = start[cell] as number; i < (start[cell + 1] as number); i++) {
          const edge = cellEdges[i] as number;
          if (seen[edge] === stamp) continue;
          seen[edge] = stamp;
          const x1 = (edges[edge * 4] as number) + shift;
          const y1 = edges[edge * 4 + 1] as number;
          const fx = (edges[edge * 4 + 2] as number) + shift - x1;
          const fy = (edges[edge * 4 + 3] as number) - y1;
          const denominator = ex * fy - ey * fx;
          if (denominator === 0) continue;
          const t = ((x1 - ax) * fy - (y1 - ay) * fx) / denominator;
          const u = ((x1 - ax) * ey - (y1 - ay) * ex) / denominator;
          if (t >= 0 && t <= 1 && u >= 0 && u <= 1) found.push(t);
        }
      }
    }
    return found.toSorted((p, q) => p - q);
  };

  const landStretches = (a: LatLng, b: LatLng): [number, number][] => {
    let bx = b.lng;
    if (bx - a.lng > 180) bx -= 360;
    else if (bx - a.lng < -180) bx += 360;
    const cuts = [0, ...crossings(a.lng, a.lat, bx, b.lat), 1];
    const stretches: [number, number][] = [];
    for (let i = 0; i + 1 < cuts.length; i++) {
      const from = cuts[i] as number;
      const to = cuts[i + 1] as number;
      if (to <= from) continue;
      // Each piece between two crossings is tested at its middle, which stays right even where the segment
      // grazes a vertex and a crossing is counted twice.
      const middle = (from + to) / 2;
      const x = a.lng + middle * (bx - a.lng);
      if (!isLand({ lat: a.lat + middle * (b.lat - a.lat), lng: x > 180 ? x - 360 : x < -180 ? x + 360 : x })) continue;
      const last = stretches.at(-1);
      if (last && last[1] === from) last[1] = to;
      else stretches.push([from, to]);
    }
    return stretches;
  };

  const nearCoast = ({ lat, lng }: LatLng, km: number): boolean => {
    // Local equirectangular plane in km around the point: exact enough over a few km.
    const ky = (Math.PI / 180) * EARTH_RADIUS_KM;
    const kx = ky * Math.cos((lat * Math.PI) / 180);
    const limit = km * km;
    const row = clampRow(lat);
    const column = clampColumn(lng);
    for (let r = Math.max(0, row - 1); r <= Math.min(ROWS - 1, row + 1); r++) {
      for (let c = column - 1; c <= column + 1; c++) {
        const wrapped = (c + COLUMNS) % COLUMNS;
        const shift = c < 0 ? -360 : c >= COLUMNS ? 360 : 0;
        const cell = r * COLUMNS + wrapped;
        for (let i = start[cell] as number; i < (start[cell + 1] as number); i++) {
          const edge = cellEdges[i] as number;
          const x1 = ((edges[edge * 4] as number) + shift - lng) * kx;
          const y1 = ((edges[edge * 4 + 1] as number) - lat) * ky;
          const dx = ((edges[edge * 4 + 2] as number) + shift - lng) * kx - x1;
          const dy = ((edges[edge * 4 + 3] as number) - lat) * ky - y1;
          const length = dx * dx + dy * dy;
          const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(x1 * dx + y1 * dy) / length));
          const px = x1 + t * dx;
          const py = y1 + t * dy;
          if (px * px + py * py <= limit) return true;
        }
      }
    }
    return false;
  };

  return { isLand, landStretches, nearCoast, edgeCount };
}
