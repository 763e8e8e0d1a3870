import { describe, expect, it } from 'vitest';
import { greatCirclePoints, unwrapLongitudes, type Position } from './map-lines.ts';

const MADRID: Position = [-3.7038, 40.4168];
const NEW_YORK: Position = [-74.006, 40.7128];

describe('greatCirclePoints', () => {
  it('starts and ends exactly at the given points', () => {
    const points = greatCirclePoints(MADRID, NEW_YORK, 32);
    expect(points).toHaveLength(33);
    expect(points[0]).toEqual(MADRID);
    expect(points.at(-1)).toEqual(NEW_YORK);
  });

  it('bends towards the pole between two places on the same parallel', () => {
    const points = greatCirclePoints(MADRID, NEW_YORK, 32);
    const middle = points[16];
    expect(middle?.[1]).toBeGreaterThan(45);
    expect(middle?.[1]).toBeLessThan(48);
  });

  it('follows the equator between two equatorial points', () => {
    for (const [, lat] of greatCirclePoints([0, 0], [90, 0], 8)) expect(lat).toBeCloseTo(0, 9);
  });

  it('crosses the antimeridian without jumping: longitudes run past 180', () => {
    const tokyo: Position = [139.7798, 35.5494];
    const anchorage: Position = [-149.9962, 61.1743];
    const points = greatCirclePoints(tokyo, anchorage, 64);
    for (let i = 1; i < points.length; i += 1) {
      expect(Math.abs((points[i]?.[0] ?? 0) - (points[i - 1]?.[0] ?? 0))).toBeLessThan(10);
    }
    expect(points.at(-1)?.[0]).toBeCloseTo(-149.9962 + 360, 6);
  });

  it('draws a straight line when both ends are the same place', () => {
    expect(greatCirclePoints(MADRID, MADRID)).toEqual([MADRID, MADRID]);
  });
});

describe('unwrapLongitudes', () => {
  it('shifts longitudes by whole turns so neighbours stay within 180 degrees', () => {
    expect(unwrapLongitudes([[170, 0], [-175, 0], [-160, 0]])).toEqual([[170, 0], [185, 0], [200, 0]]);
    expect(unwrapLongitudes([[-170, 0], [175, 0]])).toEqual([[-170, 0], [-185, 0]]);
  });
});
