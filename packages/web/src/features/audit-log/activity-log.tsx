import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, toLabelLanguage, type AuditAction, type AuditEvent, type Page } from '@huella/contracts';
import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table/data-table.tsx';
import type { ListState } from '../../components/data-table/use-list-state.ts';
import { DateRangePicker, type DateRangeValue } from '../../components/date-range-picker/date-range-picker.tsx';
import { SearchInput } from '../../components/search-input.tsx';
import { describeEvent } from './describe-event.ts';

export interface ActivityFilters {
  action: AuditAction | '';
  actor: string;
  dates: DateRangeValue;
}

export interface ActivityLogProps {
  page: Page<AuditEvent> | undefined;
  loading: boolean;
  list: ListState;
  filters: ActivityFilters;
  onFiltersChange: (filters: ActivityFilters) => void;
  /** Review events are the platform's: only its super users are offered them as a filter. */
  withReviews: boolean;
}

/** The table of events with its filters: what the page shows, apart from where the events come from. */
export function ActivityLog({ page, loading, list, filters, onFiltersChange, withReviews }: ActivityLogProps) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
  const groups = AUDIT_TARGET_TYPES.filter((type) => withReviews || type !== 'review').map((type) => ({
    group: t(`audit.groups.${type}`),
    items: AUDIT_ACTIONS.filter((action) => action.startsWith(`${type}.`)).map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
  }));
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t('audit.filters.action')}
          value={filters.action}
          onChange={(event) => onFiltersChange({ ...filters, action: event.currentTarget.value as AuditAction | '' })}
          data={[{ value: '', label: t('audit.filters.all_actions') }, ...groups]}
          w={260}
        />
        <SearchInput label={t('audit.filters.actor')} placeholder={t('audit.filters.actor_placeholder')} onSearch={(actor) => onFiltersChange({ ...filters, actor })} />
        <DateRangePicker label={t('audit.filters.dates')} value={filters.dates} onChange={(dates) => onFiltersChange({ ...filters, dates })} />
      </Group>
      <DataTable<AuditEvent>
        caption={t('audit.title')}
        rows={page?.results ?? []}
        rowKey={(event) => event.id}
        total={page?.count ?? 0}
        {...list.tableProps}
        loading={loading}
        toolbar={<SearchInput label={t('audit.filters.search')} placeholder={t('audit.filters.search_placeholder')} onSearch={list.setSearch} />}
        columns={[
          {
            key: 'when',
            header: t('audit.columns.when'),
            sortField: 'created_at',
            render: (event) => <time dateTime={event.created_at}>{when.format(new Date(event.created_at))}</time>,
          },
          { key: 'who', header: t('audit.columns.who'), sortField: 'actor_username', render: (event) => event.actor.username },
          { key: 'action', header: t('audit.columns.action'), sortField: 'action', render: (event) => t(`audit.actions.${event.action}`) },
          {
            key: 'what',
            header: t('audit.columns.what'),
            render: (event) => (
              <Stack gap={2}>
                <Text fz="sm" fw={600}>
                  {event.target.label}
                </Text>
                {describeEvent(event, t, toLabelLanguage(i18n.language)).map((line) => (
                  <Text key={line} fz="xs" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Stack>
            ),
          },
          { key: 'ip', header: t('audit.columns.ip'), render: (event) => event.ip ?? <Text fz="sm" c="dimmed">{t('audit.no_ip')}</Text> },
        ]}
      />
    </Stack>
  );
}
