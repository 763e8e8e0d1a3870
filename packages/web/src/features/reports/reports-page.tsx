import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { ReportList } from './report-list.tsx';

/** `/reports`: transport reports, and for the platform company its business trips too (docs/spec/part-1.md §2, §6). */
export function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.title'));
  const session = useSession();
  // True in the background render that brings the lists (ReportList): the second title comes with its list, so
  // nothing under the first list is drawn before the list and then pushed down.
  const listsShown = useDeferredValue(true, false);
  if (!session) return null;
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="reports-title">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} id="reports-title">
            {t('reports.title')}
          </Title>
          {/* docs/spec/part-2.md §2.3: the import screen, where reports arrive from a company's own files. */}
          {session.user.role === 'super' ? (
            <Button component={Link} to="/imports" variant="light" leftSection={<IconFileImport size={18} aria-hidden />}>
              {t('imports.title')}
            </Button>
          ) : null}
        </Group>
        <ReportList businessTrip={false} caption={t('reports.title')} />
      </Stack>
      {session.user.company.platform ? (
        <Stack component="section" aria-labelledby="business-trips-title">
          {listsShown ? (
            <Title order={2} id="business-trips-title">
              {t('reports.business_trips')}
            </Title>
          ) : null}
          <ReportList businessTrip caption={t('reports.business_trips')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
