// Great-circle distances for the air, road and rail distance rules (docs/methodology.md §4).

/** Mean Earth radius (IUGG), the radius docs/methodology.md §4 fixes for haversine. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface LatLng {
  lat: number;
  lng: number;
}

export type CoordinateError = { ok: false; field: string; code: 'invalid_coordinate' };
export type DistanceResult = { ok: true; distance_km: number } | CoordinateError;

const RAD = Math.PI / 180;

/**
 * Haversine distance in km. Expects valid coordinates (see `validateLatLng`); the caller that
 * takes user input validates first, so this stays a plain number function for hot loops.
 */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const s =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  // min() guards against s drifting just above 1 by rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)));
}

/**
 * Checks one point; `prefix` names the field in the error (e.g. `origin` → `origin.lat`),
 * so a form can put the message beside the right input.
 */
export function validateLatLng(point: LatLng, prefix = ''): CoordinateError | null {
  const name = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof point.lat !== 'number' || !Number.isFinite(point.lat) || point.lat < -90 || point.lat > 90) {
    return { ok: false, field: name('lat'), code: 'invalid_coordinate' };
  }
  if (typeof point.lng !== 'number' || !Number.isFinite(point.lng) || point.lng < -180 || point.lng > 180) {
    return { ok: false, field: name('lng'), code: 'invalid_coordinate' };
  }
  return null;
}

/** Validated great-circle distance between `from` and `to`. */
export function greatCircleKm(from: LatLng, to: LatLng): DistanceResult {
  const error = validateLatLng(from, 'from') ?? validateLatLng(to, 'to');
  if (error) return error;
  return { ok: true, distance_km: haversineKm(from, to) };
}

/** Air: great circle plus the factor set's `air.distance_uplift_km` (GLEC's fixed uplift). */
export function airDistanceKm(from: LatLng, to: LatLng, upliftKm: number): DistanceResult {
  const gcd = greatCircleKm(from, to);
  return gcd.ok ? { ok: true, distance_km: gcd.distance_km + upliftKm } : gcd;
}

/** Road and rail: great circle × the factor set's circuity (`circuity.road` / `circuity.rail`). */
export function circuityDistanceKm(from: LatLng, to: LatLng, circuity: number): DistanceResult {
  const gcd = greatCircleKm(from, to);
  return gcd.ok ? { ok: true, distance_km: gcd.distance_km * circuity } : gcd;
}

export const roadDistanceKm = circuityDistanceKm;
export const railDistanceKm = circuityDistanceKm;
