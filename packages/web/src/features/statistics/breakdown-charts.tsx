import { enumLabel, toLabelLanguage, type GroupByAnswer } from '@huella/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare } from '../../lib/format-figures.ts';
import { activityColour } from '../report-totals/transport-colours.ts';
import { byActivityOrder, monthlyByType, monthlyTotal, nonEmptyGroups, pivotBars, yearOverYear, type Pivot } from './chart-data.ts';
import { ChartFigure } from './chart-figure.tsx';
import type { ChartSeries } from './chart-spec.ts';
import { Swatch } from './figures-table.tsx';
import { monthLabel, monthName } from './group-labels.ts';
import { SeriesTable } from './series-table.tsx';
import { kgToTonnes } from './statistics-figures.ts';

// The charts of docs/spec/part-2.md §2.7 — pie, bars, lines, coloured per transport type — each with the table that
// gives its figures in words: a visible one beside it, or (months, years) one for screen readers only.

/** Activity types as chart series: their names in the reader's language, their colours. */
export function useTypeSeries() {
  const { i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  return (types: readonly string[]): ChartSeries[] => types.map((type) => ({ name: type, label: enumLabel('activity_type', type, language), color: activityColour(type) }));
}

export interface ShareOfTypesProps {
  answer: GroupByAnswer;
  title: string;
  /** The caption of the table that gives the same figures. */
  table: string;
}

/** A pie of CO2e per transport type, its key beside it with each share. */
export function ShareOfTypes({ answer, title, table }: ShareOfTypesProps) {
  const { i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const slices = nonEmptyGroups(answer)
    .filter((group) => group.CO2_total > 0)
    .map((group) => ({ type: group.key.transport_type ?? '', kg: group.CO2_total }));
  const whole = slices.reduce((sum, slice) => sum + slice.kg, 0);
  const cells = slices.map((slice) => ({ name: enumLabel('activity_type', slice.type, language), value: kgToTonnes(slice.kg), color: activityColour(slice.type) }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Group align="center" gap="lg" wrap="wrap">
        <ChartFigure title={title} table={table} spec={{ kind: 'pie', cells }} height={220} />
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none', flex: '1 1 12rem' }}>
          {slices.map((slice) => (
            <Group component="li" key={slice.type} gap={8} wrap="nowrap">
              <Swatch colour={activityColour(slice.type)} />
              <Text size="sm" style={{ flex: 1 }}>
                {enumLabel('activity_type', slice.type, language)}
              </Text>
              <Text size="sm" fw={700}>
                {formatShare(whole > 0 ? slice.kg / whole : 0, i18n.language)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </Stack>
  );
}

export interface TypeBarsProps {
  answer: GroupByAnswer;
  title: string;
  table: string;
  /** CO2e in tonnes, or the intensity in g CO2e/tkm (types that carried something only). */
  metric: 'co2e' | 'intensity';
}

/** One bar per transport type in its colour. */
export function TypeBars({ answer, title, table, metric }: TypeBarsProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const groups = nonEmptyGroups(answer).filter((group) => (metric === 'intensity' ? group.intensity_g_per_tkm !== null && group.tkm > 0 : true));
  const types = byActivityOrder(groups.map((group) => group.key.transport_type ?? ''));
  const data = types.map((type) => {
    const group = groups.find((candidate) => candidate.key.transport_type === type);
    const value = metric === 'intensity' ? Math.round((group?.intensity_g_per_tkm ?? 0) * 10) / 10 : kgToTonnes(group?.CO2_total ?? 0);
    return { x: type, value, color: activityColour(type) };
  });
  const unit = metric === 'intensity' ? t('statistics.chart.intensity') : t('statistics.chart.tonnes');
  if (data.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ChartFigure
        title={title}
        table={table}
        height={Math.max(160, data.length * 44 + 60)}
        spec={{
          kind: 'bars',
          data,
          series: [{ name: 'value', label: unit, color: 'gray' }],
          xLabel: (x) => enumLabel('activity_type', String(x), language),
          unit,
          horizontal: true,
          barColours: true,
        }}
      />
    </Stack>
  );
}

export interface MonthlyChartProps {
  answer: GroupByAnswer;
  title: string;
  months: readonly string[];
}

/** Stacked bars of tonnes per month, one colour per transport type (group_by=month,transport_type). */
export function MonthlyByType({ answer, title, months }: MonthlyChartProps) {
  const { t, i18n } = useTranslation();
  const typeSeries = useTypeSeries();
  const chart = monthlyByType(answer, months);
  const series = typeSeries(chart.series);
  const xLabel = (x: string | number) => monthLabel(String(x), i18n.language);
  const table = t('statistics.chart.figures', { title });
  return (
    <>
      <ChartFigure title={title} table={table} height={340} spec={{ kind: 'bars', data: chart.data, series, xLabel, unit: t('statistics.chart.tonnes'), stacked: true }} />
      <SeriesTable caption={table} xHeader={t('statistics.columns.month')} data={chart.data} series={series} xLabel={xLabel} />
    </>
  );
}

/** A line of tonnes per month (group_by=month): the company cars'. */
export function MonthlyTotal({ answer, title, months }: MonthlyChartProps) {
  const { t, i18n } = useTranslation();
  const chart = monthlyTotal(answer, months);
  const series = [{ name: 'total', label: t('statistics.chart.tonnes'), color: activityColour('voyage') }];
  const xLabel = (x: string | number) => monthLabel(String(x), i18n.language);
  const table = t('statistics.chart.figures', { title });
  return (
    <>
      <ChartFigure title={title} table={table} height={300} spec={{ kind: 'lines', data: chart.data, series, xLabel, unit: t('statistics.chart.tonnes') }} />
      <SeriesTable caption={table} xHeader={t('statistics.columns.month')} data={chart.data} series={series} xLabel={xLabel} />
    </>
  );
}

/** Year over year (group_by=year,month): a line per year over the twelve months. */
export function YearOverYear({ answer, title }: { answer: GroupByAnswer; title: string }) {
  const { t, i18n } = useTranslation();
  const chart = yearOverYear(answer);
  // Years in shades of one blue, the latest darkest, so the eye follows the newest line.
  const shades = ['#74c0fc', '#339af0', '#1971c2', '#0b4f8a', '#08345c'];
  const series = chart.series.map((year, index) => ({ name: year, label: year, color: shades[Math.max(0, shades.length - chart.series.length + index)] ?? '#1971c2' }));
  const xLabel = (x: string | number) => monthName(Number(x), i18n.language);
  const table = t('statistics.chart.figures', { title });
  return (
    <>
      <ChartFigure title={title} table={table} height={300} spec={{ kind: 'lines', data: chart.data, series, xLabel, unit: t('statistics.chart.tonnes') }} />
      <SeriesTable caption={table} xHeader={t('statistics.columns.month')} data={chart.data} series={series} xLabel={xLabel} />
    </>
  );
}

export interface PivotChartProps {
  table: Pivot;
  title: string;
  caption: string;
  rowLabel: (key: string) => string;
}

/** A material's (tag's) CO2e as a bar split by transport type; the pivot table beside gives the figures. */
export function PivotBars({ table, title, caption, rowLabel }: PivotChartProps) {
  const { t } = useTranslation();
  const typeSeries = useTypeSeries();
  const chart = pivotBars(table);
  return (
    <ChartFigure
      title={title}
      table={caption}
      height={Math.max(180, chart.data.length * 40 + 90)}
      spec={{ kind: 'bars', data: chart.data, series: typeSeries(chart.series), xLabel: (x) => rowLabel(String(x)), unit: t('statistics.chart.tonnes'), stacked: true, horizontal: true }}
    />
  );
}
