import type { GroupByAnswer, GroupFigures } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { byActivityOrder, monthlyByType, monthlyTotal, monthsBetween, pivot, pivotBars, yearOverYear } from './chart-data.ts';

const ZERO: GroupFigures = {
  CO2_total: 0, co2e_ttw: 0, co2e_wtt: 0, CO2: 0, CH4: 0, N2O: 0, HFCS: 0, PFCS: 0, SF6: 0, NF3: 0, NOX: 0, SOX: 0, PM: 0,
  scope1: 0, scope2: 0, scope3: 0, tkm: 0, weight: 0, intensity_g_per_tkm: null,
};

function answer(groupBy: GroupByAnswer['group_by'], groups: [Record<string, string>, number][]): GroupByAnswer {
  return {
    group_by: groupBy,
    unit: 'kg',
    total: {},
    groups: groups.map(([key, kg]) => ({ ...ZERO, key, CO2_total: kg })),
    overall: ZERO,
    labels: { commodity: {}, center: {}, car: {}, report: {} },
  };
}

describe('chart data', () => {
  it('orders activity types freight first, as the contracts list them', () => {
    expect(byActivityOrder(['voyage', 'road', 'electricity', 'nautical', 'road'])).toEqual(['nautical', 'road', 'electricity', 'voyage']);
  });

  it('lists every month of a range, across years', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('stacks each month by mode, in tonnes, with empty months at zero', () => {
    const months = answer(['month', 'transport_type'], [
      [{ month: '2026-01', transport_type: 'road' }, 1500],
      [{ month: '2026-03', transport_type: 'nautical' }, 250.4],
      [{ month: '2026-03', transport_type: 'road' }, 1000],
    ]);
    expect(monthlyByType(months, ['2026-01', '2026-02', '2026-03'])).toEqual({
      series: ['nautical', 'road'],
      data: [
        { x: '2026-01', nautical: 0, road: 1.5 },
        { x: '2026-02', nautical: 0, road: 0 },
        { x: '2026-03', nautical: 0.25, road: 1 },
      ],
    });
  });

  it('draws one line per month total', () => {
    expect(monthlyTotal(answer(['month'], [[{ month: '2026-02' }, 2000]]), ['2026-01', '2026-02'])).toEqual({
      series: ['total'],
      data: [
        { x: '2026-01', total: 0 },
        { x: '2026-02', total: 2 },
      ],
    });
  });

  it('puts one line per year over the twelve months, no point where the range has none', () => {
    const chart = yearOverYear(answer(['year', 'month'], [
      [{ year: '2025', month: '2025-12' }, 3000],
      [{ year: '2026', month: '2026-01' }, 1000],
    ]));
    expect(chart.series).toEqual(['2025', '2026']);
    expect(chart.data).toHaveLength(12);
    expect(chart.data[0]).toEqual({ x: 1, '2026': 1 });
    expect(chart.data[11]).toEqual({ x: 12, '2025': 3 });
  });

  it('pivots material by mode with row and column totals, largest row first', () => {
    const table = pivot(
      answer(['commodity', 'transport_type'], [
        [{ commodity: '1', transport_type: 'road' }, 100],
        [{ commodity: '2', transport_type: 'air' }, 500],
        [{ commodity: '1', transport_type: 'nautical' }, 50],
        [{ commodity: '3', transport_type: 'rail' }, 0],
      ]),
      'commodity',
    );
    expect(table.columns).toEqual(['nautical', 'air', 'road']);
    expect(table.rows).toEqual([
      { key: '2', cells: { air: 500 }, total: 500 },
      { key: '1', cells: { road: 100, nautical: 50 }, total: 150 },
    ]);
    expect(table.columnTotals).toEqual({ nautical: 50, air: 500, road: 100 });
    expect(table.total).toBe(650);
    expect(pivotBars(table).data[1]).toEqual({ x: '1', nautical: 0.05, air: 0, road: 0.1 });
  });
});
