import type { StatisticsTopic, StatisticsType } from '@huella/contracts';
import { hasField, type StatisticsValues } from './statistics-values.ts';

/** Query parameters as the API client sends them. */
export type QueryParams = Record<string, string>;

/** docs/spec/part-2.md §5, §8: statistics need both dates; without them nothing is sent. */
export type DatesResult = { ok: true; date_after: string; date_before: string } | { ok: false };

export function requiredDates([after, before]: StatisticsValues['dates']): DatesResult {
  return after && before ? { ok: true, date_after: after, date_before: before } : { ok: false };
}

/** What a tab's figures come from: the material tab is about freight, the last two about the company's own operations. */
const TOPIC_TYPE: Partial<Record<StatisticsTopic, StatisticsType>> = {
  emissions_materials: 'transport',
  emissions_projects: 'transport',
  emissions_consumptions: 'consumption',
  emissions_company_vehicles: 'voyage',
};

const joined = (values: readonly string[], separator = ',') => (values.length ? values.join(separator) : undefined);

/** The filters of docs/spec/part-2.md §7 "Statistics" the tab has, in the API's names; empty ones are left out. */
export function filterParams(topic: StatisticsTopic, values: StatisticsValues): QueryParams {
  const params: Record<string, string | undefined> = { type: TOPIC_TYPE[topic] };
  if (hasField(topic, 'reports')) params.reports = joined(values.reports);
  if (hasField(topic, 'commodities')) params.commodity = joined(values.commodities);
  // docs/spec/part-2.md §2.7: key:value pairs joined by |.
  if (hasField(topic, 'tags')) params.tag = joined(values.tags, '|');
  if (hasField(topic, 'centers')) params.center = joined(values.centers);
  if (hasField(topic, 'cars')) params.car = joined(values.cars);
  if (hasField(topic, 'consumptionTypes')) params.consumption_type = joined(values.consumptionTypes);
  if (hasField(topic, 'consolidation') && values.consolidation !== 'any') params.consolidated = String(values.consolidation === 'consolidated');
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The parts of a tab's results, each one call of emissions_dynamic_group_by. */
export type SectionKey = 'byType' | 'byMonth' | 'byYear' | 'breakdown' | 'byCar';

/** The groups each part asks for (docs/spec/part-2.md §2.7, §7). */
function sectionGroups(topic: StatisticsTopic, values: StatisticsValues): Partial<Record<SectionKey, QueryParams>> {
  switch (topic) {
    case 'global_emissions':
      return { byType: { group_by: 'transport_type' }, byMonth: { group_by: 'month,transport_type' }, byYear: { group_by: 'year,month' } };
    case 'emissions_materials':
      return values.view === 'material_transport' ? { breakdown: { group_by: 'commodity,transport_type' } } : { byType: { group_by: 'transport_type' } };
    case 'emissions_tags':
      // Without a tag key (a company with no allowed tags) there is nothing to group by but the mode.
      return values.view === 'material_transport' && values.groupByTag
        ? { breakdown: { group_by: 'tag,transport_type', tag_group_by: values.groupByTag } }
        : { byType: { group_by: 'transport_type' } };
    case 'emissions_consumptions':
      return { byType: { group_by: 'transport_type' }, byMonth: { group_by: 'month,transport_type' } };
    case 'emissions_company_vehicles':
      return { byCar: { group_by: 'car' }, byMonth: { group_by: 'month' } };
    case 'emissions_projects':
      return {};
  }
}

export type SectionQueries = { ok: true; sections: Partial<Record<SectionKey, QueryParams>> } | { ok: false };

/** Every call a tab's refresh makes, or nothing when a date is missing. */
export function sectionQueries(topic: StatisticsTopic, values: StatisticsValues): SectionQueries {
  const dates = requiredDates(values.dates);
  if (!dates.ok) return { ok: false };
  const shared = { date_after: dates.date_after, date_before: dates.date_before, ...filterParams(topic, values) };
  const groups = sectionGroups(topic, values);
  const sections = Object.fromEntries(Object.entries(groups).map(([key, group]) => [key, { ...shared, ...group }]));
  return { ok: true, sections };
}

/** The projects tab's call (emissions_by_project): dates, references, consolidation; the page is the table's. */
export function projectsParams(values: StatisticsValues): QueryParams | null {
  const dates = requiredDates(values.dates);
  if (!dates.ok) return null;
  const params: QueryParams = { date_after: dates.date_after, date_before: dates.date_before };
  if (values.references.length) params.references = values.references.join(',');
  if (values.consolidation !== 'any') params.consolidated = String(values.consolidation === 'consolidated');
  return params;
}

/**
 * The CSV export of a tab (export_metric): the tab's first breakdown with its filters. The projects tab's file holds
 * one row per project (report) of the range, or of the chosen references (`reportIds` are their reports).
 */
export function exportParams(topic: StatisticsTopic, values: StatisticsValues, reportIds: readonly number[] = []): QueryParams | null {
  const dates = requiredDates(values.dates);
  if (!dates.ok) return null;
  const shared = { date_after: dates.date_after, date_before: dates.date_before, ...filterParams(topic, values), fmt: 'csv' };
  if (topic === 'emissions_projects') {
    return { ...shared, group_by: 'report', ...(reportIds.length ? { reports: reportIds.join(',') } : {}) };
  }
  const groups = sectionGroups(topic, values);
  const first = groups.breakdown ?? groups.byType ?? groups.byCar ?? {};
  return { ...shared, ...first };
}
