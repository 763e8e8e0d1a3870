import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGroupBy } from './api.ts';
import { MonthlyByType, ShareOfTypes, TypeBars, YearOverYear } from './breakdown-charts.tsx';
import { monthsBetween } from './chart-data.ts';
import { FiguresTable } from './figures-table.tsx';
import { noGroups, ResultSection } from './result-section.tsx';
import { sectionQueries } from './statistics-query.ts';
import type { StatisticsValues } from './statistics-values.ts';

/**
 * docs/spec/part-2.md §2.7 global emissions: by transport type (a table in tonnes, a pie, the intensity of each mode),
 * by month (bars stacked by mode) and, beyond the spec, year over year (a line per year).
 */
export function GlobalResults({ values }: { values: StatisticsValues }) {
  const { t } = useTranslation();
  const queries = sectionQueries('global_emissions', values);
  const sections = queries.ok ? queries.sections : {};
  const byType = useGroupBy(sections.byType);
  const byMonth = useGroupBy(sections.byMonth);
  const byYear = useGroupBy(sections.byYear);
  const months = values.dates[0] && values.dates[1] ? monthsBetween(values.dates[0], values.dates[1]) : [];
  const typeTitle = t('statistics.sections.by_type');
  return (
    <Stack gap="md">
      <ResultSection title={typeTitle} query={byType} isEmpty={noGroups}>
        {(answer) => (
          <>
            <FiguresTable
              caption={typeTitle}
              answer={answer}
              groupKey="transport_type"
              keyHeader={t('statistics.columns.type')}
              columns={['co2e', 'co2', 'ch4', 'n2o', 'tkm', 'intensity', 'share']}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <ShareOfTypes answer={answer} title={t('statistics.sections.share')} table={typeTitle} />
              <TypeBars answer={answer} title={t('statistics.sections.intensity')} table={typeTitle} metric="intensity" />
            </SimpleGrid>
          </>
        )}
      </ResultSection>
      <ResultSection title={t('statistics.sections.by_month')} query={byMonth} isEmpty={noGroups}>
        {(answer) => <MonthlyByType answer={answer} title={t('statistics.sections.by_month')} months={months} />}
      </ResultSection>
      <ResultSection title={t('statistics.sections.year_over_year')} query={byYear} isEmpty={noGroups}>
        {(answer) => <YearOverYear answer={answer} title={t('statistics.sections.year_over_year')} />}
      </ResultSection>
    </Stack>
  );
}
