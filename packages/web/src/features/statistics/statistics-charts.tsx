// Mantine's chart styles, and those of the swatch its legends and tooltips draw, only on the statistics page (this
// chunk); they come after the core styles the shell loaded, as Mantine asks.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { formatDecimal, toLabelLanguage } from '@huella/contracts';
import type { ReactNode } from 'react';
import type { ChartSpec } from './chart-spec.ts';

export interface StatisticsChartProps {
  spec: ChartSpec;
  height: number;
  language: string;
}

/**
 * The statistics' pie, bar and line charts (docs/spec/part-2.md §2.7) with @mantine/charts. Recharts' own keyboard
 * layer is off: the chart is one focus stop named by its figure (chart-figure.tsx), and its table gives the figures.
 */
export function StatisticsChart({ spec, height, language }: StatisticsChartProps) {
  const lang = toLabelLanguage(language);
  // Tonnes with up to three decimals (docs/spec/part-2.md §9), in the reader's number format.
  const value = (n: number) => formatDecimal(n, lang, 3);
  if (spec.kind === 'pie') {
    return (
      <PieChart
        data={spec.cells}
        size={Math.min(height, 240)}
        h={height}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(n) => `${value(n)} t`}
        strokeWidth={1}
        accessibilityLayer={false}
        // Recharts makes the pie a focus stop of its own; the figure around it is the chart's one stop (chart-figure.tsx).
        pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
      />
    );
  }
  const tickFormatter = (x: string | number) => spec.xLabel(x);
  const order = spec.series.map((line) => line.name);
  // Room for the longest category name down the side (about 7 px a character at the axis' size), at most 180 px so a
  // phone keeps room for the bars.
  const labelWidth = Math.min(180, 16 + 7 * Math.max(0, ...spec.data.map((row) => spec.xLabel(row.x ?? '').length)));
  const common = {
    h: height,
    data: spec.data,
    dataKey: 'x',
    series: spec.series,
    valueFormatter: value,
    withLegend: spec.series.length > 1,
    // The series' own order (freight modes first, as the tables' columns), not recharts' alphabetical one.
    legendProps: { verticalAlign: 'bottom' as const, itemSorter: (item: { dataKey?: unknown }) => order.indexOf(String(item.dataKey)) },
    accessibilityLayer: false,
    tooltipAnimationDuration: 0,
    yAxisLabel: spec.horizontal ? undefined : spec.unit,
    xAxisLabel: spec.horizontal ? spec.unit : undefined,
    tooltipProps: { labelFormatter: (x: ReactNode) => (typeof x === 'string' || typeof x === 'number' ? spec.xLabel(x) : x) },
  };
  if (spec.kind === 'lines') {
    return <LineChart {...common} xAxisProps={{ tickFormatter }} curveType="monotone" connectNulls={false} lineProps={{ isAnimationActive: false }} />;
  }
  return (
    <BarChart
      {...common}
      type={spec.stacked ? 'stacked' : 'default'}
      orientation={spec.horizontal ? 'vertical' : 'horizontal'}
      xAxisProps={spec.horizontal ? undefined : { tickFormatter }}
      yAxisProps={spec.horizontal ? { tickFormatter, width: labelWidth, interval: 0 } : undefined}
      barProps={{ isAnimationActive: false }}
      withLegend={spec.series.length > 1 && !spec.barColours}
      maxBarWidth={48}
    />
  );
}
