import { DATE_PRESETS, TOPIC_FILTERS, type DatePreset, type StatisticsTopic } from '@huella/contracts';
import { presetRange } from '../../components/date-range-picker/date-range-presets.ts';
import { blankValues, CONSOLIDATIONS, hasField, hasSubViews, type Consolidation, type StatisticsValues } from './statistics-values.ts';

// A filter template (docs/spec/part-2.md §2.8) holds a tab's filters as TOPIC_FILTERS of the contracts names them;
// the form holds them as its fields do. These two functions translate, one each way.

/** The preset whose range on `today` the dates are, if any: a template keeps "last month", not last month's dates. */
export function presetOf(dates: StatisticsValues['dates'], today: Date): DatePreset | null {
  const [after, before] = dates;
  if (!after || !before) return null;
  return DATE_PRESETS.find((preset) => {
    const [from, to] = presetRange(preset, today);
    return from === after && to === before;
  }) ?? null;
}

const ids = (values: readonly string[]) => values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);

function consolidatedOf(consolidation: Consolidation): boolean | null {
  return consolidation === 'any' ? null : consolidation === 'consolidated';
}

/** The form's filters as the topic's template saves them; only the fields the tab has. */
export function toTemplateFilters(topic: StatisticsTopic, values: StatisticsValues, today: Date): Record<string, unknown> {
  const preset = presetOf(values.dates, today);
  const filters: Record<string, unknown> = preset
    ? { date_preset: preset, date_after: null, date_before: null }
    : { date_preset: null, date_after: values.dates[0], date_before: values.dates[1] };
  if (hasField(topic, 'reports')) filters.reports = ids(values.reports);
  if (hasField(topic, 'references')) filters.references = [...values.references];
  if (hasField(topic, 'commodities')) filters.commodities = ids(values.commodities);
  if (hasField(topic, 'tags')) filters.tags = [...values.tags];
  if (hasField(topic, 'groupByTag')) filters.group_by_tag = values.groupByTag;
  if (hasField(topic, 'consumptionTypes')) filters.consumption_types = [...values.consumptionTypes];
  if (hasField(topic, 'cars')) filters.cars = ids(values.cars);
  // The company-vehicle tab's centers are the spec's centersVoyages (docs/spec/part-2.md §2.7).
  if (hasField(topic, 'centers')) filters[topic === 'emissions_company_vehicles' ? 'centersVoyages' : 'centers'] = ids(values.centers);
  if (hasField(topic, 'consolidation')) filters.consolidated = consolidatedOf(values.consolidation);
  if (hasSubViews(topic)) filters.view = values.view;
  return filters;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * A saved template's filters as the form's values: whatever the template leaves out is blank, a date preset is
 * the preset's range on `today` (the day it is applied), and a filter the topic's schema refuses is dropped.
 */
export function fromTemplateFilters(topic: StatisticsTopic, saved: unknown, allowedTags: readonly string[], today: Date): StatisticsValues {
  const parsed = TOPIC_FILTERS[topic].safeParse(saved);
  const filters: Record<string, unknown> = parsed.success ? parsed.data : {};
  const values = blankValues(allowedTags);
  const preset = DATE_PRESETS.find((candidate) => candidate === filters.date_preset);
  if (preset) values.dates = presetRange(preset, today);
  else values.dates = [typeof filters.date_after === 'string' ? filters.date_after : null, typeof filters.date_before === 'string' ? filters.date_before : null];
  values.reports = strings(filters.reports);
  values.references = strings(filters.references);
  values.commodities = strings(filters.commodities);
  values.tags = strings(filters.tags);
  values.centers = strings(filters.centers ?? filters.centersVoyages);
  values.cars = strings(filters.cars);
  values.consumptionTypes = strings(filters.consumption_types);
  if (typeof filters.group_by_tag === 'string' && filters.group_by_tag) values.groupByTag = filters.group_by_tag;
  const consolidated = filters.consolidated;
  values.consolidation = consolidated === true ? 'consolidated' : consolidated === false ? 'open' : 'any';
  if (filters.view === 'transport' || filters.view === 'material_transport') values.view = filters.view;
  return values;
}

export function isConsolidation(value: string | null): value is Consolidation {
  return CONSOLIDATIONS.includes(value as Consolidation);
}
