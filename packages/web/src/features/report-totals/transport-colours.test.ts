import { ACTIVITY_TYPES } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { activityColour, SEGMENT_TYPES, segmentColour, segmentDash } from './transport-colours.ts';

/** WCAG relative luminance contrast of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const linear = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = linear.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

function channels(hex: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

describe('segmentColour', () => {
  it('gives every transport type and storages a distinct colour', () => {
    const colours = SEGMENT_TYPES.map(segmentColour);
    expect(new Set(colours).size).toBe(SEGMENT_TYPES.length);
  });

  it('keeps every colour at 3:1 or more against white', () => {
    for (const type of SEGMENT_TYPES) expect(contrastWithWhite(segmentColour(type))).toBeGreaterThanOrEqual(3);
  });

  it('uses a yellow-green for air, a blue for sea and a green for overland', () => {
    const air = channels(segmentColour('air'));
    const sea = channels(segmentColour('nautical'));
    const land = channels(segmentColour('overland'));
    expect(air.g > air.b && air.r > air.b && air.r / air.g > land.r / land.g).toBe(true);
    expect(sea.b > sea.r && sea.b > sea.g).toBe(true);
    expect(land.g > land.r && land.g > land.b).toBe(true);
  });
});

describe('segmentDash', () => {
  it('dashes only air legs', () => {
    expect(segmentDash('air')).toBeDefined();
    expect(segmentDash('overland')).toBeUndefined();
    expect(segmentDash('nautical')).toBeUndefined();
  });
});

describe('activityColour', () => {
  it('gives each activity type of the statistics a distinct colour, 3:1 or more against white', () => {
    const colours = ACTIVITY_TYPES.map(activityColour);
    expect(new Set(colours).size).toBe(ACTIVITY_TYPES.length);
    for (const colour of colours) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the totals screen colours for the modes it shares with it', () => {
    expect(activityColour('nautical')).toBe(segmentColour('nautical'));
    expect(activityColour('air')).toBe(segmentColour('air'));
    expect(activityColour('road')).toBe(segmentColour('overland'));
    expect(activityColour('storage')).toBe(segmentColour('storage'));
  });
});
