import type PdfDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { DARK, LINE } from './pdf-layout.ts';

// The map of a report's legs as vectors (docs/spec/part-2.md §2.2; exports issue): Natural Earth land from world-atlas
// (public domain, shipped), in an equirectangular view fitted to the legs. Sea legs follow their routed line,
// air legs a great circle, overland legs a straight line (the lines come from @huella/emissions' geo module,
// the totals screen's too).

type Doc = InstanceType<typeof PdfDocument>;
export type Point = [lng: number, lat: number];
export interface MapLeg {
  colour: string;
  points: Point[];
  dashed?: boolean;
}

let landRings: Point[][] | null = null;

/** Outer and inner rings of the land polygons, read once per process (≈ 0.1 MB at 1:110 m). */
function land(): Point[][] {
  if (landRings) return landRings;
  const file = createRequire(import.meta.url).resolve('world-atlas/land-110m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const geo = feature(topology, topology.objects.land);
  const rings: Point[][] = [];
  for (const f of geo.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') rings.push(...(g.coordinates as Point[][]));
    if (g.type === 'MultiPolygon') for (const polygon of g.coordinates) rings.push(...(polygon as Point[][]));
  }
  landRings = rings;
  return rings;
}

const RAD = Math.PI / 180;

export function drawLegsMap(doc: Doc, box: { x: number; y: number; width: number; height: number }, legs: readonly MapLeg[], markers: readonly { point: Point; colour: string }[]): void {
  const all = [...legs.flatMap((l) => l.points), ...markers.map((m) => m.point)];
  let [west, east, south, north] = [-170, 190, -60, 80];
  if (all.length) {
    west = Math.min(...all.map((p) => p[0]));
    east = Math.max(...all.map((p) => p[0]));
    south = Math.min(...all.map((p) => p[1]));
    north = Math.max(...all.map((p) => p[1]));
    const padX = Math.max((east - west) * 0.12, 4);
    const padY = Math.max((north - south) * 0.12, 3);
    [west, east, south, north] = [west - padX, east + padX, Math.max(south - padY, -85), Math.min(north + padY, 85)];
  }
  // Equirectangular, with the longitude scale of the middle latitude so shapes look right; then fit the box.
  const kx = Math.cos(((south + north) / 2) * RAD);
  let spanX = (east - west) * kx;
  let spanY = north - south;
  const aspect = box.width / box.height;
  if (spanX / spanY > aspect) {
    const extra = spanX / aspect - spanY;
    [south, north] = [south - extra / 2, north + extra / 2];
    spanY = north - south;
  } else {
    const extra = (spanY * aspect - spanX) / kx;
    [west, east] = [west - extra / 2, east + extra / 2];
    spanX = (east - west) * kx;
  }
  const px = ([lng, lat]: Point): [number, number] => [box.x + ((lng - west) * kx * box.width) / spanX, box.y + ((north - lat) * box.height) / spanY];

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).fill('#d0ebff');
  doc.rect(box.x, box.y, box.width, box.height).clip();
  // Land is drawn three times, a world apart, so views across ±180 (unwrapped longitudes) show both sides.
  for (const shift of [-360, 0, 360]) {
    if (east < -180 + shift - 1 || west > 180 + shift + 1) continue;
    for (const ring of land()) {
      const [first, ...rest] = ring.map(([lng, lat]) => px([lng + shift, lat]));
      if (!first) continue;
      doc.moveTo(first[0], first[1]);
      for (const [x, y] of rest) doc.lineTo(x, y);
      doc.closePath();
    }
    doc.lineWidth(0.4).fillAndStroke('#f8f9fa', '#adb5bd', 'even-odd');
  }
  for (const leg of legs) {
    const [first, ...rest] = leg.points.map(px);
    if (!first) continue;
    doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc.lineWidth(2).strokeColor(leg.colour);
    if (leg.dashed) doc.dash(4, { space: 3 });
    doc.stroke();
    doc.undash();
    for (const end of [first, px(leg.points.at(-1) as Point)]) doc.circle(end[0], end[1], 2.5).fillColor(DARK).fill();
  }
  for (const marker of markers) {
    const [x, y] = px(marker.point);
    doc.rect(x - 3.5, y - 3.5, 7, 7).fillColor(marker.colour).fill();
  }
  doc.restore();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor(LINE).stroke();
}
