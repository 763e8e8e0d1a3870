import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundForDisplay } from './round-for-display.ts';

describe('roundForDisplay (docs/methodology.md §5)', () => {
  it('gives the rounding remainder to the largest part', () => {
    expect(roundForDisplay(1, [1 / 3, 1 / 3, 1 / 3], 2)).toEqual([0.34, 0.33, 0.33]);
  });

  it('makes the rounded parts add up to the rounded total exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 4 }), (parts, decimals) => {
        const total = parts.reduce((sum, p) => sum + p, 0);
        const scale = 10 ** decimals;
        const rounded = roundForDisplay(total, parts, decimals);
        const units = rounded.reduce((sum, r) => sum + Math.round(r * scale), 0);
        expect(units).toBe(Math.round(total * scale));
      }),
    );
  });
});
