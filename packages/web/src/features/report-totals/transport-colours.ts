import { MODE_COLOURS } from '@huella/emissions';
import type { SegmentType } from './totals-types.ts';

export const SEGMENT_TYPES = ['nautical', 'overland', 'air', 'storage'] as const satisfies readonly SegmentType[];

/** The core's mode colours, the report PDF's too, for the map, the pie chart and the legend. */
export function segmentColour(type: SegmentType): string {
  return MODE_COLOURS[type];
}

/** Leaflet's dash pattern per type; only air legs are dashed. */
export function segmentDash(type: SegmentType): string | undefined {
  return type === 'air' ? '8 6' : undefined;
}
