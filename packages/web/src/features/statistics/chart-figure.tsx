import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSpec } from './chart-spec.ts';

// The chart library (recharts under @mantine/charts, and their styles) is a chunk of its own, loaded when the first
// chart is drawn: the page's filters and tables do not wait for it, and no other page downloads it.
const StatisticsChart = lazy(() => import('./statistics-charts.tsx').then((module) => ({ default: module.StatisticsChart })));

export interface ChartFigureProps {
  /** What the chart shows; it names the figure. */
  title: string;
  /** The caption of the table that gives the same figures in words. */
  table: string;
  spec: ChartSpec;
  height: number;
}

/**
 * A chart as one stop of the keyboard, named by what it shows and by the table that says the same (the drawing itself
 * is hidden from assistive technology: its table is the accessible version, docs/accessibility.md).
 */
export function ChartFigure({ title, table, spec, height }: ChartFigureProps) {
  const { t, i18n } = useTranslation();
  return (
    // The brief of issue #14: each chart is reachable by the keyboard and named, so a keyboard or screen-reader user
    // meets it where a sighted one does and is told which table holds its figures; it has no action of its own.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <figure className="stats-chart mantine-focus-auto" tabIndex={0} aria-label={t('statistics.chart.figure', { title, table })}>
      <div aria-hidden>
        <Suspense fallback={<Skeleton h={height} />}>
          <StatisticsChart spec={spec} height={height} language={i18n.language} />
        </Suspense>
      </div>
    </figure>
  );
}
