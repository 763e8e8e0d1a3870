import { TOPIC_FILTERS } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { presetRange } from '../../components/date-range-picker/date-range-presets.ts';
import { blankValues, type StatisticsValues } from './statistics-values.ts';
import { fromTemplateFilters, presetOf, toTemplateFilters } from './template-filters.ts';

const TAGS = ['customer', 'order'];
const SAVED_ON = new Date(2026, 10, 27);
const APPLIED_ON = new Date(2027, 2, 15);

function values(changes: Partial<StatisticsValues> = {}): StatisticsValues {
  return { ...blankValues(TAGS), ...changes };
}

describe('presetOf', () => {
  it('recognises a preset’s range on the day, and no preset for other dates', () => {
    expect(presetOf(presetRange('last_month', SAVED_ON), SAVED_ON)).toBe('last_month');
    expect(presetOf(['2026-01-01', '2026-12-31'], SAVED_ON)).toBe('this_year');
    expect(presetOf(['2025-01-01', '2026-12-31'], SAVED_ON)).toBeNull();
    expect(presetOf([null, null], SAVED_ON)).toBeNull();
  });
});

describe('toTemplateFilters', () => {
  it('saves a preset as the preset, other dates as dates', () => {
    expect(toTemplateFilters('global_emissions', values({ dates: presetRange('last_month', SAVED_ON) }), SAVED_ON)).toMatchObject({
      date_preset: 'last_month',
      date_after: null,
      date_before: null,
    });
    expect(toTemplateFilters('global_emissions', values({ dates: ['2025-01-01', '2026-12-31'] }), SAVED_ON)).toMatchObject({
      date_preset: null,
      date_after: '2025-01-01',
      date_before: '2026-12-31',
    });
  });

  it('saves only what each tab’s schema takes (TOPIC_FILTERS)', () => {
    const full = values({
      dates: ['2025-01-01', '2026-12-31'],
      reports: ['4'],
      references: ['TR-2026-000001'],
      commodities: ['2'],
      tags: ['customer:ACME'],
      groupByTag: 'order',
      centers: ['3'],
      cars: ['7'],
      consumptionTypes: ['electricity'],
      consolidation: 'open',
      view: 'transport',
    });
    for (const topic of Object.keys(TOPIC_FILTERS) as (keyof typeof TOPIC_FILTERS)[]) {
      expect(TOPIC_FILTERS[topic].safeParse(toTemplateFilters(topic, full, SAVED_ON)).success, topic).toBe(true);
    }
    expect(toTemplateFilters('global_emissions', full, SAVED_ON)).toEqual({
      date_preset: null,
      date_after: '2025-01-01',
      date_before: '2026-12-31',
      reports: [4],
      commodities: [2],
      tags: ['customer:ACME'],
      consolidated: false,
    });
    expect(toTemplateFilters('emissions_company_vehicles', full, SAVED_ON)).toMatchObject({ centersVoyages: [3], cars: [7], tags: ['customer:ACME'] });
    expect(toTemplateFilters('emissions_tags', full, SAVED_ON)).toMatchObject({ group_by_tag: 'order', view: 'transport' });
    expect(toTemplateFilters('emissions_projects', full, SAVED_ON)).toMatchObject({ references: ['TR-2026-000001'], consolidated: false });
  });
});

describe('fromTemplateFilters', () => {
  it('gives back what was saved, a preset as its range on the day it is applied', () => {
    const saved = values({ dates: presetRange('last_month', SAVED_ON), reports: ['4'], commodities: ['2'], tags: ['customer:ACME'], consolidation: 'consolidated' });
    const applied = fromTemplateFilters('global_emissions', toTemplateFilters('global_emissions', saved, SAVED_ON), TAGS, APPLIED_ON);
    expect(applied).toEqual({ ...saved, dates: ['2027-02-01', '2027-02-28'] });
  });

  it('round-trips fixed dates and every tab’s own filters', () => {
    const saved = values({ dates: ['2025-01-01', '2026-12-31'], centers: ['3'], cars: ['7'], tags: ['order:PO-1'] });
    expect(fromTemplateFilters('emissions_company_vehicles', toTemplateFilters('emissions_company_vehicles', saved, SAVED_ON), TAGS, APPLIED_ON)).toEqual(saved);
    const tags = values({ dates: ['2025-01-01', '2026-12-31'], groupByTag: 'order', view: 'transport' });
    expect(fromTemplateFilters('emissions_tags', toTemplateFilters('emissions_tags', tags, SAVED_ON), TAGS, APPLIED_ON)).toEqual(tags);
  });

  it('leaves the form blank for filters the template does not have, or a template the tab refuses', () => {
    expect(fromTemplateFilters('global_emissions', { date_after: '2026-01-01' }, TAGS, APPLIED_ON)).toEqual(values({ dates: ['2026-01-01', null] }));
    expect(fromTemplateFilters('global_emissions', { cars: [1] }, TAGS, APPLIED_ON)).toEqual(values());
  });
});
