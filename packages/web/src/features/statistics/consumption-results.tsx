import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGroupBy } from './api.ts';
import { MonthlyByType, ShareOfTypes } from './breakdown-charts.tsx';
import { monthsBetween } from './chart-data.ts';
import { FiguresTable } from './figures-table.tsx';
import { noGroups, ResultSection } from './result-section.tsx';
import { sectionQueries } from './statistics-query.ts';
import type { StatisticsValues } from './statistics-values.ts';

/** docs/spec/part-2.md §2.7 consumption emissions: by consumption type (gas oil, natural gas, electricity) and by month. */
export function ConsumptionResults({ values }: { values: StatisticsValues }) {
  const { t } = useTranslation();
  const queries = sectionQueries('emissions_consumptions', values);
  const sections = queries.ok ? queries.sections : {};
  const byType = useGroupBy(sections.byType);
  const byMonth = useGroupBy(sections.byMonth);
  const months = values.dates[0] && values.dates[1] ? monthsBetween(values.dates[0], values.dates[1]) : [];
  const title = t('statistics.sections.by_consumption');
  const monthTitle = t('statistics.sections.by_month_consumption');
  return (
    <Stack gap="md">
      <ResultSection title={title} query={byType} isEmpty={noGroups}>
        {(answer) => (
          <>
            <FiguresTable caption={title} answer={answer} groupKey="transport_type" keyHeader={t('statistics.columns.consumption_type')} columns={['co2e', 'co2', 'scope1', 'scope2', 'scope3', 'share']} />
            <ShareOfTypes answer={answer} title={t('statistics.sections.share_consumption')} table={title} />
          </>
        )}
      </ResultSection>
      <ResultSection title={monthTitle} query={byMonth} isEmpty={noGroups}>
        {(answer) => <MonthlyByType answer={answer} title={monthTitle} months={months} />}
      </ResultSection>
    </Stack>
  );
}
