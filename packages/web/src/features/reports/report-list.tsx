import type { Report, ReportType } from '@huella/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/data-table/data-table.tsx';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { notifySuccess } from '../../components/notifications/notify.ts';
import { SearchInput } from '../../components/search-input.tsx';
import { useSession } from '../auth/session.ts';
import { useCloneReport, useDeleteReport, useReports } from './api.ts';
import { ReportListFilters } from './report-list-filters.tsx';
import { ReportExportPanel } from './report-export-panel.tsx';
import { reportListParams, type ReportFilters } from './report-list-params.ts';
import { reportPaths } from './report-paths.ts';
import { ReportRowActions } from './report-row-actions.tsx';
import { formatTonnes, formatWholeTonnes } from '../../lib/format-figures.ts';

export interface ReportListProps {
  /** Transport reports (docs/spec/part-1.md §2) or consumption reports (docs/spec/part-2.md §2.4). */
  type?: ReportType;
  /** docs/spec/part-1.md §2: the platform company's second list holds its business trips. */
  businessTrip: boolean;
  caption: string;
}

export function ReportList({ type = 'transport', businessTrip, caption }: ReportListProps) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  // docs/spec/part-1.md §2: newest first until the user sorts otherwise.
  const list = useListState([{ field: 'date', direction: 'desc' }]);
  const [filters, setFilters] = useState<ReportFilters>({ type, businessTrip, dates: [null, null], author: null, projectName: '' });
  const params = reportListParams(list.params, filters);
  const reports = useReports(params);
  const clone = useCloneReport();
  const remove = useDeleteReport();
  const [toDelete, setToDelete] = useState<Report | null>(null);
  // The list's first render (toolbar, date picker, author select, skeleton rows, pager) took a phone's main thread for
  // most of a second in one task, when it happened within an urgent update. It now comes in a background render, in
  // slices; the query above has started already. The page shows its sections' titles in the same render (ReportsPage).
  const ready = useDeferredValue(true, false);
  if (!session || !ready) return null;
  const rows = reports.data?.results ?? [];
  const consumption = type === 'consumption';

  function changeFilters(next: ReportFilters) {
    setFilters(next);
    list.setPage(1);
  }

  function duplicate(report: Report) {
    clone.mutate(report.id, { onSuccess: () => notifySuccess(t('notify.success')) });
  }

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('notify.delete_success'));
        // The last row of a page past the first: that page no longer exists.
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
      },
      onSettled: () => setToDelete(null),
    });
  }

  const columns: Column<Report>[] = [
    // Dates and references are short codes: broken over two lines they are hard to read.
    { key: 'date', header: t('reports.fields.date'), sortField: 'date', render: (r) => <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>{r.date}</Text> },
    {
      key: 'reference',
      header: t('reports.fields.reference'),
      sortField: 'reference',
      render: (r) => (
        <Group gap={4} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
          {r.reference}
          {r.read_only ? (
            <span title={t('reports.consolidated')}>
              <IconLock size={14} aria-hidden />
              <span className="visually-hidden">{t('reports.consolidated')}</span>
            </span>
          ) : null}
        </Group>
      ),
    },
    { key: 'project_reference', header: t('reports.fields.project_reference'), sortField: 'project_reference', render: (r) => r.project_reference },
    { key: 'author', header: t('reports.fields.author'), sortField: 'created_by__username', render: (r) => r.created_by.username },
    { key: 'project_name', header: t('reports.fields.project_name'), sortField: 'project_name', render: (r) => r.project_name },
    {
      key: 'total',
      header: t('reports.fields.total'),
      sortField: 'CO2_total',
      align: 'right',
      // docs/spec/part-2.md §2.4: the consumption list rounds its total to whole tonnes.
      render: (r) => (
        <Text span ff="monospace" fz="sm">
          {consumption ? formatWholeTonnes(r.CO2_total, i18n.language) : formatTonnes(r.CO2_total, i18n.language)}
        </Text>
      ),
    },
    // Consumption reports have no route.
    ...(consumption
      ? []
      : [
          { key: 'origin', header: t('reports.fields.origin'), sortField: 'origin', render: (r: Report) => r.origin },
          { key: 'destination', header: t('reports.fields.destination'), sortField: 'destination', render: (r: Report) => r.destination },
        ]),
    {
      key: 'actions',
      header: t('table.actions'),
      align: 'right',
      render: (r) => (
        <ReportRowActions
          me={session.user}
          report={r}
          duplicating={clone.isPending && clone.variables === r.id}
          onDuplicate={duplicate}
          onDelete={setToDelete}
        />
      ),
    },
  ];

  return (
    <>
      <ReportExportPanel params={params} type={type} />
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        total={reports.data?.count ?? 0}
        totalEstimated={reports.data?.count_estimated ?? false}
        totalAtLeast={reports.data?.count_at_least ?? false}
        hasNext={Boolean(reports.data?.next)}
        {...list.tableProps}
        loading={reports.isFetching}
        highlightRow={(r) => r.read_only}
        toolbar={
          <>
            <SearchInput label={t('reports.search')} onSearch={list.setSearch} />
            <ReportListFilters filters={filters} onChange={changeFilters} />
            <Button
              component={Link}
              to={businessTrip ? `${reportPaths(type).add}?business_trip=1` : reportPaths(type).add}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {consumption ? t('consumptions.new') : businessTrip ? t('reports.new_trip') : t('reports.new')}
            </Button>
          </>
        }
      />
      <ConfirmModal
        opened={toDelete !== null}
        title={t('reports.delete_title')}
        message={t('reports.delete_confirm', { reference: toDelete?.reference ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
