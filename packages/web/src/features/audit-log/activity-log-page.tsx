import '../../i18n/strings/audit-strings.ts';
import { Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../app/status-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useListState } from '../../components/data-table/use-list-state.ts';
import { useSession } from '../auth/session.ts';
import { ActivityLog, type ActivityFilters } from './activity-log.tsx';
import { useAuditEvents, type AuditEventFilters } from './api.ts';

/** The chosen days as the instants the API filters on: from the first day's start to the day after the last, in the user's time zone. */
function filterParams({ action, actor, dates: [from, to] }: ActivityFilters): AuditEventFilters {
  const params: AuditEventFilters = {};
  if (action) params.action = action;
  if (actor) params.actor = actor;
  if (from) params.created_after = dayjs(from).startOf('day').toISOString();
  if (to) params.created_before = dayjs(to).add(1, 'day').startOf('day').toISOString();
  return params;
}

/** docs/decisions/0014-audit-log.md: the company's audit log, for its super users (the API answers 403 to others). */
export function ActivityLogPage() {
  const { t } = useTranslation();
  usePageTitle(t('audit.title'));
  const session = useSession();
  const list = useListState([{ field: 'created_at', direction: 'desc' }]);
  const [filters, setFilters] = useState<ActivityFilters>({ action: '', actor: '', dates: [null, null] });
  const superUser = session?.user.role === 'super';
  const events = useAuditEvents({ ...list.params, ...filterParams(filters) }, superUser);
  if (!session) return null;
  if (!superUser) return <StatusPage title={t('audit.title')} text={t('audit.super_only')} backTo="/dashboard" backLabel={t('not_found.back')} />;
  const platform = session.user.company.platform;
  return (
    <Stack>
      <Title order={1}>{t('audit.title')}</Title>
      <Text maw={760}>
        {t('audit.intro')}
        {platform ? ` ${t('audit.intro_reviews')}` : ''}
      </Text>
      <ActivityLog
        page={events.data}
        loading={events.isFetching}
        list={list}
        filters={filters}
        onFiltersChange={(next) => {
          setFilters(next);
          list.setPage(1);
        }}
        withReviews={platform}
      />
    </Stack>
  );
}
