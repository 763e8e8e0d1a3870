import { describe, expect, it } from 'vitest';
import { exportParams, filterParams, projectsParams, requiredDates, sectionQueries } from './statistics-query.ts';
import { blankValues, type StatisticsValues } from './statistics-values.ts';

const YEAR = { date_after: '2026-01-01', date_before: '2026-12-31' };

function values(changes: Partial<StatisticsValues> = {}): StatisticsValues {
  return { ...blankValues(['customer', 'order']), dates: ['2026-01-01', '2026-12-31'], ...changes };
}

describe('requiredDates', () => {
  it('asks for both ends of the range (docs/spec/part-2.md §5)', () => {
    expect(requiredDates(['2026-01-01', '2026-12-31'])).toEqual({ ok: true, ...YEAR });
    expect(requiredDates(['2026-01-01', null]).ok).toBe(false);
    expect(requiredDates([null, '2026-12-31']).ok).toBe(false);
    expect(requiredDates([null, null]).ok).toBe(false);
  });
});

describe('filterParams', () => {
  it('sends only the filters the tab has, in the API names, empty ones left out', () => {
    const all = values({
      reports: ['4', '9'],
      commodities: ['2'],
      tags: ['customer:ACME', 'order:PO-1'],
      centers: ['3'],
      cars: ['7'],
      consumptionTypes: ['gasoil'],
      consolidation: 'consolidated',
    });
    expect(filterParams('global_emissions', all)).toEqual({ reports: '4,9', commodity: '2', tag: 'customer:ACME|order:PO-1', consolidated: 'true' });
    expect(filterParams('emissions_tags', all)).toEqual({ reports: '4,9', tag: 'customer:ACME|order:PO-1' });
    expect(filterParams('emissions_consumptions', all)).toEqual({ type: 'consumption', tag: 'customer:ACME|order:PO-1', center: '3', consumption_type: 'gasoil' });
    expect(filterParams('emissions_company_vehicles', all)).toEqual({ type: 'voyage', tag: 'customer:ACME|order:PO-1', center: '3', car: '7' });
    expect(filterParams('global_emissions', values())).toEqual({});
    expect(filterParams('global_emissions', values({ consolidation: 'open' }))).toEqual({ consolidated: 'false' });
  });
});

describe('sectionQueries', () => {
  it('asks the global tab by mode, by month and mode, and by year and month', () => {
    const queries = sectionQueries('global_emissions', values());
    expect(queries).toEqual({
      ok: true,
      sections: {
        byType: { ...YEAR, group_by: 'transport_type' },
        byMonth: { ...YEAR, group_by: 'month,transport_type' },
        byYear: { ...YEAR, group_by: 'year,month' },
      },
    });
  });

  it('follows the sub-view of the material and tag tabs, with the chosen tag key', () => {
    expect(sectionQueries('emissions_materials', values())).toEqual({ ok: true, sections: { breakdown: { ...YEAR, type: 'transport', group_by: 'commodity,transport_type' } } });
    expect(sectionQueries('emissions_materials', values({ view: 'transport', commodities: ['5'] }))).toEqual({
      ok: true,
      sections: { byType: { ...YEAR, type: 'transport', commodity: '5', group_by: 'transport_type' } },
    });
    expect(sectionQueries('emissions_tags', values({ groupByTag: 'order' }))).toEqual({
      ok: true,
      sections: { breakdown: { ...YEAR, group_by: 'tag,transport_type', tag_group_by: 'order' } },
    });
    expect(sectionQueries('emissions_tags', values({ groupByTag: null }))).toEqual({ ok: true, sections: { byType: { ...YEAR, group_by: 'transport_type' } } });
  });

  it('asks the operations tabs for their own kind of figure', () => {
    expect(sectionQueries('emissions_consumptions', values())).toEqual({
      ok: true,
      sections: { byType: { ...YEAR, type: 'consumption', group_by: 'transport_type' }, byMonth: { ...YEAR, type: 'consumption', group_by: 'month,transport_type' } },
    });
    expect(sectionQueries('emissions_company_vehicles', values())).toEqual({
      ok: true,
      sections: { byCar: { ...YEAR, type: 'voyage', group_by: 'car' }, byMonth: { ...YEAR, type: 'voyage', group_by: 'month' } },
    });
  });

  it('asks nothing without both dates', () => {
    expect(sectionQueries('global_emissions', values({ dates: ['2026-01-01', null] }))).toEqual({ ok: false });
  });
});

describe('projectsParams', () => {
  it('sends the dates, the chosen references and the consolidation', () => {
    expect(projectsParams(values())).toEqual(YEAR);
    expect(projectsParams(values({ references: ['TR-2026-000001', 'TR-2026-000002'], consolidation: 'open' }))).toEqual({
      ...YEAR,
      references: 'TR-2026-000001,TR-2026-000002',
      consolidated: 'false',
    });
    expect(projectsParams(values({ dates: [null, null] }))).toBeNull();
  });
});

describe('exportParams', () => {
  it('exports the tab’s first breakdown with its filters as CSV', () => {
    expect(exportParams('global_emissions', values({ commodities: ['2'] }))).toEqual({ ...YEAR, commodity: '2', fmt: 'csv', group_by: 'transport_type' });
    expect(exportParams('emissions_tags', values({ groupByTag: 'customer' }))).toEqual({ ...YEAR, fmt: 'csv', group_by: 'tag,transport_type', tag_group_by: 'customer' });
    expect(exportParams('emissions_company_vehicles', values())).toEqual({ ...YEAR, type: 'voyage', fmt: 'csv', group_by: 'car' });
  });

  it('exports the chosen projects one row each, by their reports', () => {
    expect(exportParams('emissions_projects', values({ references: ['TR-2026-000001'] }), [42])).toEqual({
      ...YEAR,
      type: 'transport',
      fmt: 'csv',
      group_by: 'report',
      reports: '42',
    });
  });

  it('exports nothing without both dates', () => {
    expect(exportParams('global_emissions', values({ dates: [null, '2026-12-31'] }))).toBeNull();
  });
});
