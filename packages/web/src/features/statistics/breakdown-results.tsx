import { tagKeyLabel, toLabelLanguage } from '@huella/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGroupBy } from './api.ts';
import { PivotBars, TypeBars } from './breakdown-charts.tsx';
import { pivot } from './chart-data.ts';
import { FiguresTable } from './figures-table.tsx';
import { PivotTable } from './pivot-table.tsx';
import { noGroups, ResultSection } from './result-section.tsx';
import { sectionQueries } from './statistics-query.ts';
import type { StatisticsValues } from './statistics-values.ts';
import { useGroupValueLabel } from './use-group-value-label.ts';

export interface BreakdownResultsProps {
  topic: 'emissions_materials' | 'emissions_tags';
  values: StatisticsValues;
}

/**
 * docs/spec/part-2.md §2.7, §4: the material and tag tabs. "By material (tag) and transport": a table of t CO2e per
 * material (value of the chosen tag) and mode with its bars; "by transport type": the modes of what the filters select.
 */
export function BreakdownResults({ topic, values }: BreakdownResultsProps) {
  const { t, i18n } = useTranslation();
  const queries = sectionQueries(topic, values);
  const sections = queries.ok ? queries.sections : {};
  const breakdown = useGroupBy(sections.breakdown);
  const byType = useGroupBy(sections.byType);
  if (sections.breakdown) {
    const rowKey = topic === 'emissions_materials' ? 'commodity' : 'tag';
    const tagName = tagKeyLabel(values.groupByTag ?? '', toLabelLanguage(i18n.language));
    const title = topic === 'emissions_materials' ? t('statistics.sections.by_material') : t('statistics.sections.by_tag', { tag: tagName });
    const rowHeader = topic === 'emissions_materials' ? t('statistics.columns.material') : tagName;
    return (
      <ResultSection title={title} query={breakdown} isEmpty={noGroups}>
        {(answer) => <PivotBreakdown title={title} rowKey={rowKey} rowHeader={rowHeader} answer={answer} />}
      </ResultSection>
    );
  }
  const title = t('statistics.sections.by_type');
  return (
    <Stack gap="md">
      <ResultSection title={title} query={byType} isEmpty={noGroups}>
        {(answer) => (
          <>
            <FiguresTable caption={title} answer={answer} groupKey="transport_type" keyHeader={t('statistics.columns.type')} columns={['co2e', 'co2', 'ch4', 'n2o', 'tkm', 'intensity', 'share']} />
            <TypeBars answer={answer} title={title} table={title} metric="co2e" />
          </>
        )}
      </ResultSection>
    </Stack>
  );
}

interface PivotBreakdownProps {
  title: string;
  rowKey: 'commodity' | 'tag';
  rowHeader: string;
  answer: Parameters<typeof pivot>[0];
}

function PivotBreakdown({ title, rowKey, rowHeader, answer }: PivotBreakdownProps) {
  const label = useGroupValueLabel(answer.labels);
  const table = pivot(answer, rowKey);
  const rowLabel = (key: string) => label(rowKey, key);
  return (
    <>
      <PivotTable caption={title} table={table} rowHeader={rowHeader} rowLabel={rowLabel} />
      <PivotBars table={table} title={title} caption={title} rowLabel={rowLabel} />
    </>
  );
}
