import type { StatisticsTopic } from '@huella/contracts';
import type { DateRangeValue } from '../../components/date-range-picker/date-range-picker.tsx';
import { presetRange } from '../../components/date-range-picker/date-range-presets.ts';

/** docs/spec/part-2.md §2.7, §4: the material and tag tabs show a breakdown by material (tag) and mode, or by mode. */
export const SUB_VIEWS = ['material_transport', 'transport'] as const;
export type SubView = (typeof SUB_VIEWS)[number];

/** Consolidated reports only, open ones only, or both. */
export const CONSOLIDATIONS = ['any', 'consolidated', 'open'] as const;
export type Consolidation = (typeof CONSOLIDATIONS)[number];

/** What a tab's filter form holds; ids as the selects hold them (strings). */
export interface StatisticsValues {
  dates: DateRangeValue;
  /** Report ids. */
  reports: string[];
  /** Report references (TR-2026-000042), the projects tab's filter. */
  references: string[];
  commodities: string[];
  /** `key:value` pairs (docs/spec/part-2.md §2.7). */
  tags: string[];
  groupByTag: string | null;
  centers: string[];
  cars: string[];
  consumptionTypes: string[];
  consolidation: Consolidation;
  view: SubView;
}

export type FilterField = 'reports' | 'references' | 'commodities' | 'tags' | 'groupByTag' | 'centers' | 'cars' | 'consumptionTypes' | 'consolidation';

/**
 * docs/spec/part-2.md §2.7 "Filters available", per tab, as the filter templates of each topic save them
 * (TOPIC_FILTERS in the contracts); `centers` is the spec's centersVoyages on the company-vehicle tab.
 */
export const TOPIC_FIELDS = {
  global_emissions: ['reports', 'commodities', 'tags', 'consolidation'],
  emissions_projects: ['references', 'consolidation'],
  emissions_materials: ['reports', 'commodities', 'tags'],
  emissions_tags: ['reports', 'tags', 'groupByTag'],
  emissions_consumptions: ['centers', 'consumptionTypes', 'tags'],
  emissions_company_vehicles: ['centers', 'cars', 'tags'],
} as const satisfies Record<StatisticsTopic, readonly FilterField[]>;

export function hasField(topic: StatisticsTopic, field: FilterField): boolean {
  return (TOPIC_FIELDS[topic] as readonly FilterField[]).includes(field);
}

/** Tabs with the two sub-views (docs/spec/part-2.md §4). */
export function hasSubViews(topic: StatisticsTopic): boolean {
  return topic === 'emissions_materials' || topic === 'emissions_tags';
}

/** A blank form: no filter, no dates. */
export function blankValues(allowedTags: readonly string[]): StatisticsValues {
  return {
    dates: [null, null],
    reports: [],
    references: [],
    commodities: [],
    tags: [],
    groupByTag: allowedTags[0] ?? null,
    centers: [],
    cars: [],
    consumptionTypes: [],
    consolidation: 'any',
    view: 'material_transport',
  };
}

/** A tab opens on this year, so it has figures to show before the user chooses anything. */
export function initialValues(allowedTags: readonly string[], today: Date): StatisticsValues {
  return { ...blankValues(allowedTags), dates: presetRange('this_year', today) };
}
