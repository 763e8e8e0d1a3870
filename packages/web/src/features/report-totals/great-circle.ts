/** [lat, lng] in degrees, the order Leaflet takes. */
export type LatLngPair = [number, number];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * Shifts each longitude by whole turns so that consecutive points are never more than 180° apart: a line
 * crossing the antimeridian then continues past ±180 instead of jumping across the whole map.
 */
export function unwrapLongitudes(points: readonly LatLngPair[]): LatLngPair[] {
  const unwrapped: LatLngPair[] = [];
  for (const [lat, lng] of points) {
    const previous = unwrapped.at(-1);
    if (!previous) {
      unwrapped.push([lat, lng]);
      continue;
    }
    const turns = Math.round((previous[1] - lng) / 360);
    unwrapped.push([lat, lng + turns * 360]);
  }
  return unwrapped;
}

/**
 * Points along the great circle from `from` to `to` (spherical linear interpolation), so an air leg is drawn
 * as the arc it is flown on; `segments` + 1 points, longitudes unwrapped. Identical or antipodal ends have no
 * single great circle: the straight line is drawn instead.
 */
export function greatCirclePoints(from: LatLngPair, to: LatLngPair, segments = 64): LatLngPair[] {
  const [lat1, lng1] = [toRadians(from[0]), toRadians(from[1])];
  const [lat2, lng2] = [toRadians(to[0]), toRadians(to[1])];
  const a = [Math.cos(lat1) * Math.cos(lng1), Math.cos(lat1) * Math.sin(lng1), Math.sin(lat1)] as const;
  const b = [Math.cos(lat2) * Math.cos(lng2), Math.cos(lat2) * Math.sin(lng2), Math.sin(lat2)] as const;
  const dot = Math.min(1, Math.max(-1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const angle = Math.acos(dot);
  const sinAngle = Math.sin(angle);
  if (sinAngle < 1e-9) return unwrapLongitudes([from, to]);

  const points: LatLngPair[] = [];
  for (let step = 0; step <= segments; step += 1) {
    const fraction = step / segments;
    const weightA = Math.sin((1 - fraction) * angle) / sinAngle;
    const weightB = Math.sin(fraction * angle) / sinAngle;
    const x = weightA * a[0] + weightB * b[0];
    const y = weightA * a[1] + weightB * b[1];
    const z = weightA * a[2] + weightB * b[2];
    points.push([toDegrees(Math.atan2(z, Math.hypot(x, y))), toDegrees(Math.atan2(y, x))]);
  }
  // The ends are given exactly, so markers and neighbouring legs meet the arc without a gap.
  points[0] = [from[0], from[1]];
  points[segments] = [to[0], to[1]];
  return unwrapLongitudes(points);
}
