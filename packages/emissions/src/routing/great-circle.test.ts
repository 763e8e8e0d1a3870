import { describe, expect, it } from 'vitest';
import { airDistanceKm, circuityDistanceKm, greatCircleKm, haversineKm } from './great-circle.ts';

describe('haversineKm', () => {
  it('measures one degree of longitude on the equator as R·π/180', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6371.0088 * Math.PI) / 180, 9);
  });

  it('measures Paris CDG to New York JFK near 5,834 km', () => {
    const d = haversineKm({ lat: 49.0097, lng: 2.5479 }, { lat: 40.6413, lng: -73.7781 });
    expect(d).toBeGreaterThan(5820);
    expect(d).toBeLessThan(5845);
  });

  it('takes the short way across the antimeridian', () => {
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.195, 2);
  });

  it('gives half the circumference for antipodes', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});

describe('greatCircleKm', () => {
  it('names the field of a latitude out of range', () => {
    expect(greatCircleKm({ lat: 91, lng: 0 }, { lat: 0, lng: 0 })).toEqual({
      ok: false,
      field: 'from.lat',
      code: 'invalid_coordinate',
    });
  });

  it('names the field of a longitude that is not finite', () => {
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 0, lng: Number.NaN })).toMatchObject({ field: 'to.lng' });
  });
});

describe('airDistanceKm and circuityDistanceKm', () => {
  const a = { lat: 0, lng: 0 };
  const b = { lat: 0, lng: 1 };
  const gcd = haversineKm(a, b);

  it('adds the uplift for air', () => {
    expect(airDistanceKm(a, b, 95)).toEqual({ ok: true, distance_km: gcd + 95 });
  });

  it('multiplies by the circuity for road and rail', () => {
    expect(circuityDistanceKm(a, b, 1.2)).toEqual({ ok: true, distance_km: gcd * 1.2 });
  });
});
