import { describe, expect, it } from 'vitest';
import { greatCirclePoints, unwrapLongitudes } from './great-circle.ts';

const MADRID: [number, number] = [40.4168, -3.7038];
const NEW_YORK: [number, number] = [40.7128, -74.006];

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
    expect(middle?.[0]).toBeGreaterThan(45);
    expect(middle?.[0]).toBeLessThan(48);
  });

  it('follows the equator between two equatorial points', () => {
    for (const [lat] of greatCirclePoints([0, 0], [0, 90], 8)) expect(lat).toBeCloseTo(0, 9);
  });

  it('crosses the antimeridian without jumping: longitudes run past 180', () => {
    const tokyo: [number, number] = [35.5494, 139.7798];
    const anchorage: [number, number] = [61.1743, -149.9962];
    const points = greatCirclePoints(tokyo, anchorage, 64);
    for (let i = 1; i < points.length; i += 1) {
      expect(Math.abs((points[i]?.[1] ?? 0) - (points[i - 1]?.[1] ?? 0))).toBeLessThan(10);
    }
    expect(points.at(-1)?.[1]).toBeCloseTo(-149.9962 + 360, 6);
  });

  it('draws a straight line when both ends are the same place', () => {
    expect(greatCirclePoints(MADRID, MADRID)).toEqual([MADRID, MADRID]);
  });
});

describe('unwrapLongitudes', () => {
  it('shifts longitudes by whole turns so neighbours stay within 180 degrees', () => {
    expect(unwrapLongitudes([[0, 170], [0, -175], [0, -160]])).toEqual([[0, 170], [0, 185], [0, 200]]);
    expect(unwrapLongitudes([[0, -170], [0, 175]])).toEqual([[0, -170], [0, -185]]);
  });
});
