import type { ActivityType } from '@huella/contracts';
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

/**
 * The statistics' sources side by side (docs/spec/part-2.md §2.7: colours per transport type): the totals' mode
 * colours where a mode has one (road keeps overland's green), and for the rest colours of their own, since the
 * global tab's charts show freight, energy and company cars together. Each keeps 3:1 against white
 * (WCAG 2.1, 1.4.11), as the mode colours do.
 */
const ACTIVITY_COLOURS = {
  nautical: MODE_COLOURS.nautical,
  air: MODE_COLOURS.air,
  road: MODE_COLOURS.overland,
  rail: '#6741d9',
  storage: MODE_COLOURS.storage,
  gasoil: '#c2255c',
  natural_gas: '#0b7285',
  electricity: '#a87b00',
  voyage: '#495057',
} as const satisfies Record<ActivityType, string>;

/** A colour no activity type has, for a value the table does not know. */
const OTHER_COLOUR = '#868e96';

export function activityColour(type: string): string {
  return (ACTIVITY_COLOURS as Record<string, string>)[type] ?? OTHER_COLOUR;
}
