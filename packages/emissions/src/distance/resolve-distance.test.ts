import { describe, expect, it } from 'vitest';
import type { Mode } from '../result/result-types.ts';
import { resolveDistance, SAME_PLACE_KM, type DistanceFactors } from './resolve-distance.ts';

// The DESNZ 2025 set's distance rules (docs/methodology.md §4); the figures below are worked from them.
const FACTORS: DistanceFactors = {
  airUpliftKm: 95,
  roadCircuity: 1.2,
  railCircuity: 1.25,
  seaAdjustment: 1,
  airUsed: [],
  roadUsed: [],
  railUsed: [],
  seaUsed: [],
};

const VALENCIA = { lat: 39.4699, lng: -0.3763 };
// 0.005° of latitude further north: ≈ 0.56 km, the same place picked from a rounded gazetteer entry.
const VALENCIA_AGAIN = { lat: 39.4749, lng: -0.3763 };
const LYON = { lat: 45.764, lng: 4.8357 };

describe('resolveDistance with the same origin and destination', () => {
  it.each<Mode>(['road', 'rail', 'air'])('refuses to compute a %s distance from a place to itself, naming the destination', (mode) => {
    expect(resolveDistance(mode, { origin: VALENCIA, destination: VALENCIA }, FACTORS)).toEqual({
      ok: false,
      field: 'destination',
      code: 'same_as_origin',
    });
    expect(resolveDistance(mode, { origin: VALENCIA, destination: VALENCIA_AGAIN }, FACTORS)).toMatchObject({ code: 'same_as_origin' });
  });

  it('refuses a sea-network distance between two ends at one place (a port to itself)', () => {
    expect(resolveDistance('sea', { distance: 14.5, distance_method: 'sea_network', origin: VALENCIA, destination: VALENCIA }, FACTORS)).toEqual({
      ok: false,
      field: 'destination',
      code: 'same_as_origin',
    });
  });

  it.each<Mode>(['road', 'rail', 'air', 'sea'])('accepts a declared %s distance for a local movement', (mode) => {
    expect(resolveDistance(mode, { distance: 12, origin: VALENCIA, destination: VALENCIA }, FACTORS)).toMatchObject({
      distance_km: 12,
      distance_method: 'declared',
    });
  });

  it('still computes between two places just over the tolerance apart', () => {
    // 0.01° of latitude ≈ 1.11 km > SAME_PLACE_KM: road distance = 1.11 × 1.2 ≈ 1.33 km.
    const near = { lat: VALENCIA.lat + 0.01, lng: VALENCIA.lng };
    const result = resolveDistance('road', { origin: VALENCIA, destination: near }, FACTORS);
    expect(SAME_PLACE_KM).toBe(1);
    expect(result).toMatchObject({ distance_method: 'gcd_circuity' });
    expect('distance_km' in result && result.distance_km).toBeCloseTo(1.334, 2);
  });

  it('computes Valencia → Lyon as before (great circle 819.2 km × 1.2)', () => {
    const result = resolveDistance('road', { origin: VALENCIA, destination: LYON }, FACTORS);
    expect('distance_km' in result && result.distance_km).toBeCloseTo(983.0, 0);
  });
});
