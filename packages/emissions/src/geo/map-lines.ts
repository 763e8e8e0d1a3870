// The lines a map draws for a report's legs, shared by the totals screen (Leaflet) and the report PDF (pdfkit)
// so that both draw the same arcs: positions are GeoJSON's [lng, lat] in degrees.

export type Position = [lng: number, lat: number];

const RAD = Math.PI / 180;

/** `lng` shifted by whole turns so that it lies within 180° of `previous` (the short way round). */
export function unwrapLongitude(previous: number, lng: number): number {
  return lng + 360 * Math.round((previous - lng) / 360);
}

/**
 * Shifts each longitude by whole turns so that consecutive points are never more than 180° apart: a line
 * crossing the antimeridian then continues past ±180 instead of jumping across the whole map.
 */
export function unwrapLongitudes(points: readonly (readonly [number, number])[]): Position[] {
  const unwrapped: Position[] = [];
  for (const [lng, lat] of points) {
    const previous = unwrapped.at(-1);
    unwrapped.push([previous ? unwrapLongitude(previous[0], lng) : lng, lat]);
  }
  return unwrapped;
}

/**
 * Points along the great circle from `from` to `to` (spherical linear interpolation), so an air leg is drawn
 * as the arc it is flown on; `segments` + 1 points, longitudes unwrapped. Identical or antipodal ends have no
 * single great circle: the straight line is drawn instead.
 */
export function greatCirclePoints(from: Position, to: Position, segments = 64): Position[] {
  const [lng1, lat1] = [from[0] * RAD, from[1] * RAD];
  const [lng2, lat2] = [to[0] * RAD, to[1] * RAD];
  const a = [Math.cos(lat1) * Math.cos(lng1), Math.cos(lat1) * Math.sin(lng1), Math.sin(lat1)] as const;
  const b = [Math.cos(lat2) * Math.cos(lng2), Math.cos(lat2) * Math.sin(lng2), Math.sin(lat2)] as const;
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(dot);
  const sinAngle = Math.sin(angle);
  if (sinAngle < 1e-9) return unwrapLongitudes([from, to]);

  const points: Position[] = [];
  for (let step = 0; step <= segments; step += 1) {
    const fraction = step / segments;
    const weightA = Math.sin((1 - fraction) * angle) / sinAngle;
    const weightB = Math.sin(fraction * angle) / sinAngle;
    const x = weightA * a[0] + weightB * b[0];
    const y = weightA * a[1] + weightB * b[1];
    const z = weightA * a[2] + weightB * b[2];
    points.push([Math.atan2(y, x) / RAD, Math.atan2(z, Math.hypot(x, y)) / RAD]);
  }
  // The ends are given exactly, so markers and neighbouring legs meet the arc without a gap.
  points[0] = [from[0], from[1]];
  points[segments] = [to[0], to[1]];
  return unwrapLongitudes(points);
}
