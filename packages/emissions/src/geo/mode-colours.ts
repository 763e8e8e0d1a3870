// docs/spec/part-2.md §2.2: air yellow-green, nautical blue, overland green; storages get a colour of their own. One
// table for the totals screen (map, pie chart, legend) and the report PDF (map, share bars). The shades are
// dark enough to keep 3:1 against the pale map and the white page (WCAG 2.1, 1.4.11 non-text contrast), and
// air legs are also dashed so the two greens never rely on hue alone.

export type MapSegmentType = 'air' | 'nautical' | 'overland' | 'storage';

export const MODE_COLOURS = {
  air: '#6b9e0e',
  nautical: '#1864ab',
  overland: '#2b8a3e',
  storage: '#d9480f',
} as const satisfies Record<MapSegmentType, string>;
