import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGroupBy } from './api.ts';
import { MonthlyTotal } from './breakdown-charts.tsx';
import { monthsBetween } from './chart-data.ts';
import { FiguresTable } from './figures-table.tsx';
import { noGroups, ResultSection } from './result-section.tsx';
import { sectionQueries } from './statistics-query.ts';
import type { StatisticsValues } from './statistics-values.ts';

/** docs/spec/part-2.md §2.7 company-vehicle emissions: by car (its plate) and by month. */
export function VehicleResults({ values }: { values: StatisticsValues }) {
  const { t } = useTranslation();
  const queries = sectionQueries('emissions_company_vehicles', values);
  const sections = queries.ok ? queries.sections : {};
  const byCar = useGroupBy(sections.byCar);
  const byMonth = useGroupBy(sections.byMonth);
  const months = values.dates[0] && values.dates[1] ? monthsBetween(values.dates[0], values.dates[1]) : [];
  const title = t('statistics.sections.by_car');
  const monthTitle = t('statistics.sections.by_car_month');
  return (
    <Stack gap="md">
      <ResultSection title={title} query={byCar} isEmpty={noGroups}>
        {(answer) => (
          <FiguresTable caption={title} answer={answer} groupKey="car" keyHeader={t('statistics.columns.car')} columns={['co2e', 'co2', 'ch4', 'n2o', 'scope1', 'scope2', 'scope3', 'share']} />
        )}
      </ResultSection>
      <ResultSection title={monthTitle} query={byMonth} isEmpty={noGroups}>
        {(answer) => <MonthlyTotal answer={answer} title={monthTitle} months={months} />}
      </ResultSection>
    </Stack>
  );
}
