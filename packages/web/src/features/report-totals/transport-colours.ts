import type { SegmentType } from './totals-types.ts';

/**
 * Spec part 2 §2.2: air yellow-green, nautical blue, overland green; storages get a colour of their own.
 * One table for the map, the pie chart and the legend. The shades are dark enough to keep 3:1 against the
 * pale map and the white page (WCAG 1.4.11), and air legs are also dashed so the two greens never rely on hue.
 */
export const SEGMENT_COLOURS = {
  air: '#6b9e0e',
  nautical: '#1864ab',
  overland: '#2b8a3e',
  storage: '#d9480f',
} as const satisfies Record<SegmentType, string>;

export const SEGMENT_TYPES = ['nautical', 'overland', 'air', 'storage'] as const satisfies readonly SegmentType[];

export function segmentColour(type: SegmentType): string {
  return SEGMENT_COLOURS[type];
}

/** Leaflet's dash pattern per type; only air legs are dashed. */
export function segmentDash(type: SegmentType): string | undefined {
  return type === 'air' ? '8 6' : undefined;
}
