import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title.ts';
import { ReportList } from '../reports/report-list.tsx';

/** `/consumptions` (docs/spec/part-2.md §2.4, title consumptions, subtitle list): the company's consumption reports. */
export function ConsumptionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('consumptions.title'));
  return (
    <Stack component="section" aria-labelledby="consumptions-title">
      <div>
        <Title order={1} id="consumptions-title">
          {t('consumptions.title')}
        </Title>
        <Text c="dimmed">{t('consumptions.subtitle')}</Text>
      </div>
      <ReportList type="consumption" businessTrip={false} caption={t('consumptions.title')} />
    </Stack>
  );
}
