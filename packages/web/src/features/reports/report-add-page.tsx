import { Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { ReportForm } from './report-form.tsx';
import { emptyReportValues } from './report-form-values.ts';

/** `/report/add` (docs/spec/part-1.md §2); `?business_trip=1` comes from the business trips list's new-trip button. */
export function ReportAddPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const businessTrip = Boolean(session?.user.company.platform) && search.get('business_trip') === '1';
  usePageTitle(businessTrip ? t('reports.new_trip_title') : t('reports.new_title'));
  if (!session) return null;
  return (
    <Stack>
      <Title order={1}>{businessTrip ? t('reports.new_trip_title') : t('reports.new_title')}</Title>
      <ReportForm
        id={null}
        initial={emptyReportValues(dayjs().format('YYYY-MM-DD'), businessTrip)}
        reference=""
        canChooseBusinessTrip={session.user.company.platform}
        readOnly={false}
        canImport={session.user.role === 'super'}
      />
    </Stack>
  );
}
