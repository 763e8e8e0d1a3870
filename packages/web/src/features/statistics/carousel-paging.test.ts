import { describe, expect, it } from 'vitest';
import { CAROUSEL_SIZE, canStep, clampFirst, hasArrows, reveal, step, wheelDelta } from './carousel-paging.ts';

const six = (first: number) => ({ first, count: 6, size: CAROUSEL_SIZE });

describe('the tab carousel', () => {
  it('shows four tabs at a time, with arrows only when there are more', () => {
    expect(CAROUSEL_SIZE).toBe(4);
    expect(hasArrows({ count: 6, size: 4 })).toBe(true);
    expect(hasArrows({ count: 4, size: 4 })).toBe(false);
  });

  it('moves one tab per step and stops at either end', () => {
    expect(step(six(0), 1)).toBe(1);
    expect(step(six(1), 1)).toBe(2);
    expect(step(six(2), 1)).toBe(2);
    expect(step(six(0), -1)).toBe(0);
    expect(canStep(six(0), -1)).toBe(false);
    expect(canStep(six(0), 1)).toBe(true);
    expect(canStep(six(2), 1)).toBe(false);
    expect(canStep({ first: 0, count: 4, size: 4 }, 1)).toBe(false);
  });

  it('brings a tab out of view into it with the smallest move', () => {
    expect(reveal(six(0), 5)).toBe(2);
    expect(reveal(six(0), 4)).toBe(1);
    expect(reveal(six(2), 0)).toBe(0);
    expect(reveal(six(1), 3)).toBe(1);
  });

  it('never lets the window run past the last tab', () => {
    expect(clampFirst(six(9))).toBe(2);
    expect(clampFirst(six(-3))).toBe(0);
    expect(clampFirst({ first: 1, count: 3, size: 4 })).toBe(0);
  });

  it('turns a wheel movement into one tab, along its larger axis', () => {
    expect(wheelDelta(0, 120)).toBe(1);
    expect(wheelDelta(0, -3)).toBe(-1);
    expect(wheelDelta(-40, 10)).toBe(-1);
    expect(wheelDelta(0, 0)).toBe(0);
  });
});
