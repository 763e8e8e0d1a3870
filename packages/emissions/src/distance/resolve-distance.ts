// Distance of a stage by the rules of docs/methodology.md §4: a declared distance always wins; otherwise the
// great circle between origin and destination, plus the air uplift or times the road/rail circuity.
// The sea network path is computed by the caller (src/routing) and passed as distance_method sea_network.
// A distance to be computed between one place and itself is refused (docs/decisions/0007-same-origin-and-destination.md):
// the rules would answer the air uplift alone (95 km) or two port legs (14.5 km), not a movement.
import type { FactorLookup } from '../factors/factor-lookup.ts';
import { fail, type CalculationError } from '../result/calculation-error.ts';
import type { DistanceMethod, FactorUsed, Mode } from '../result/result-types.ts';
import { haversineKm, validateLatLng, type LatLng } from '../routing/great-circle.ts';

export interface DistanceInput {
  distance?: number | null;
  distance_method?: 'declared' | 'router' | 'sea_network';
  origin?: LatLng | null;
  destination?: LatLng | null;
}

export interface ResolvedDistance {
  distance_km: number;
  distance_method: DistanceMethod;
  /** Great circle between origin and destination when both are known (air haul, docs/methodology.md §5.4). */
  gcd_km: number | null;
  /** Factors the distance rule used (uplift, circuity, sea adjustment); shared frozen arrays. */
  used: readonly FactorUsed[];
}

export interface DistanceFactors {
  readonly airUpliftKm: number;
  readonly roadCircuity: number;
  readonly railCircuity: number;
  readonly seaAdjustment: number;
  readonly airUsed: readonly FactorUsed[];
  readonly roadUsed: readonly FactorUsed[];
  readonly railUsed: readonly FactorUsed[];
  readonly seaUsed: readonly FactorUsed[];
}

const NONE: readonly FactorUsed[] = Object.freeze([]);

export function compileDistanceFactors(lookup: FactorLookup): DistanceFactors {
  return Object.freeze({
    airUpliftKm: lookup.value('air.distance_uplift_km'),
    roadCircuity: lookup.value('circuity.road'),
    railCircuity: lookup.value('circuity.rail'),
    seaAdjustment: lookup.value('sea.distance_adjustment'),
    airUsed: Object.freeze([lookup.used('air.distance_uplift_km')]),
    roadUsed: Object.freeze([lookup.used('circuity.road')]),
    railUsed: Object.freeze([lookup.used('circuity.rail')]),
    seaUsed: Object.freeze([lookup.used('sea.distance_adjustment')]),
  });
}

/**
 * Two ends this close are one place: a city, port or airport picked twice comes back as the same point, and
 * gazetteer coordinates are rounded to a few decimals (0.01° ≈ 1.1 km), so within 1 km nothing is measured.
 */
export const SAME_PLACE_KM = 1;

export function isSamePlace(a: LatLng, b: LatLng): boolean {
  return haversineKm(a, b) < SAME_PLACE_KM;
}

function greatCircle(input: DistanceInput): number | null | CalculationError {
  const { origin, destination } = input;
  if (!origin || !destination) return null;
  const error = validateLatLng(origin, 'origin') ?? validateLatLng(destination, 'destination');
  return error ?? haversineKm(origin, destination);
}

export function resolveDistance(
  mode: Mode,
  input: DistanceInput,
  factors: DistanceFactors,
): ResolvedDistance | CalculationError {
  const declared = input.distance;
  if (declared !== undefined && declared !== null) {
    if (typeof declared !== 'number' || !Number.isFinite(declared)) return fail('distance', 'invalid_number');
    if (declared < 0) return fail('distance', 'must_not_be_negative');
    const method = input.distance_method ?? 'declared';
    // Only air needs the great circle beside a declared distance (its haul); skip the trigonometry elsewhere.
    const gcd = mode === 'air' ? greatCircle(input) : null;
    if (typeof gcd === 'object' && gcd !== null) return gcd;
    // A router's distance was computed, not declared: the same rule as the great circle's below.
    if (method !== 'declared' && input.origin && input.destination && isSamePlace(input.origin, input.destination)) {
      return fail('destination', 'same_as_origin');
    }
    if (method === 'sea_network') {
      // The network path is the distance, times the factor set's adjustment (docs/methodology.md §4, default 1.00).
      return { distance_km: declared * factors.seaAdjustment, distance_method: method, gcd_km: gcd, used: factors.seaUsed };
    }
    return { distance_km: declared, distance_method: method, gcd_km: gcd, used: NONE };
  }
  const gcd = greatCircle(input);
  if (gcd === null) return fail(input.origin ? 'destination' : 'origin', 'required');
  if (typeof gcd !== 'number') return gcd;
  if (gcd < SAME_PLACE_KM) return fail('destination', 'same_as_origin');
  switch (mode) {
    case 'air':
      return { distance_km: gcd + factors.airUpliftKm, distance_method: 'gcd', gcd_km: gcd, used: factors.airUsed };
    case 'road':
      return { distance_km: gcd * factors.roadCircuity, distance_method: 'gcd_circuity', gcd_km: gcd, used: factors.roadUsed };
    case 'rail':
      return { distance_km: gcd * factors.railCircuity, distance_method: 'gcd_circuity', gcd_km: gcd, used: factors.railUsed };
    case 'sea':
      // A great circle over land is no sea distance: the caller routes over the sea network first.
      return fail('distance', 'required');
  }
}
