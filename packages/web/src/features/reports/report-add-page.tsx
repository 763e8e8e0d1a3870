import type { ReportType } from '@huella/contracts';
import { Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { ReportForm } from './report-form.tsx';
import { emptyReportValues } from './report-form-values.ts';

/**
 * `/report/add` and `/consumptions/add` (docs/spec/part-1.md §2); `?business_trip=1` comes from the business trips
 * list's new-trip button.
 */
export function ReportAddPage({ type = 'transport' }: { type?: ReportType }) {
  const { t } = useTranslation();
  const session = useSession();
  const [search] = useSearchParams();
  const businessTrip = type === 'transport' && Boolean(session?.user.company.platform) && search.get('business_trip') === '1';
  const title = type === 'consumption' ? t('consumptions.new_title') : businessTrip ? t('reports.new_trip_title') : t('reports.new_title');
  usePageTitle(title);
  if (!session) return null;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <ReportForm
        type={type}
        id={null}
        initial={emptyReportValues(dayjs().format('YYYY-MM-DD'), businessTrip)}
        reference=""
        canChooseBusinessTrip={session.user.company.platform}
        readOnly={false}
        canImport={type === 'transport' && session.user.role === 'super'}
      />
    </Stack>
  );
}
