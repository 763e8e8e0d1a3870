import type { ProjectRow } from '@huella/contracts';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table.tsx';
import { toOrdering } from '../../components/data-table/sort-ordering.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { reportPaths } from '../reports/report-paths.ts';
import { useProjects } from './api.ts';
import { ResultSection } from './result-section.tsx';
import { formatIntensity, formatStatisticsTonnes, formatTkm } from './statistics-figures.ts';
import { projectsParams } from './statistics-query.ts';
import type { StatisticsValues } from './statistics-values.ts';

const figure = (text: string) => (
  <Text span ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

/**
 * docs/spec/part-2.md §2.7 emissions by project: each transport report of the range with its CO2e, activity and
 * intensity, largest first, paged; each row leads to the report's totals (route reportTotals).
 */
export function ProjectsResults({ values }: { values: StatisticsValues }) {
  const { t, i18n } = useTranslation();
  const list = useListState([{ field: 'CO2_total', direction: 'desc' }]);
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    // A refresh starts again from the first page.
    setShownValues(values);
    list.setPage(1);
  }
  const base = projectsParams(values);
  // The API sorts by one column.
  const ordering = toOrdering(list.sort.slice(0, 1));
  const projects = useProjects(base ? { ...base, page: String(list.page), page_size: String(list.pageSize), ...(ordering ? { ordering } : {}) } : undefined);
  const title = t('statistics.sections.projects');
  const language = i18n.language;

  const columns: Column<ProjectRow>[] = [
    {
      key: 'reference',
      header: t('statistics.columns.reference'),
      sortField: 'reference',
      render: (row) => (
        <Anchor component={Link} to={reportPaths('transport').totals(row.id)} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.reference}
        </Anchor>
      ),
    },
    { key: 'project_name', header: t('statistics.columns.project_name'), sortField: 'project_name', render: (row) => row.project_name },
    { key: 'date', header: t('statistics.columns.date'), sortField: 'date', render: (row) => <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>{row.date}</Text> },
    { key: 'co2e', header: t('statistics.columns.co2e'), sortField: 'CO2_total', align: 'right', render: (row) => figure(formatStatisticsTonnes(row.CO2_total, language)) },
    { key: 'tkm', header: t('statistics.columns.tkm'), sortField: 'tkm', align: 'right', render: (row) => figure(formatTkm(row.tkm, language)) },
    { key: 'intensity', header: t('statistics.columns.intensity'), sortField: 'intensity_g_per_tkm', align: 'right', render: (row) => figure(formatIntensity(row.intensity_g_per_tkm, language)) },
  ];

  return (
    <ResultSection title={title} query={projects} isEmpty={(answer) => answer.count === 0} keepWhileFetching>
      {({ overall, results, count }) => (
        <>
          <Text size="sm">
            {t('statistics.overall', {
              co2e: formatStatisticsTonnes(overall.CO2_total, language),
              tkm: formatTkm(overall.tkm, language),
              intensity: formatIntensity(overall.intensity_g_per_tkm, language),
            })}
          </Text>
          <DataTable
            caption={title}
            columns={columns}
            rows={results}
            rowKey={(row) => row.id}
            total={count}
            {...list.tableProps}
            loading={projects.isFetching}
          />
        </>
      )}
    </ResultSection>
  );
}
