import '../../i18n/strings/stats-strings.ts';
import './statistics.css';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { StatisticsTabs } from './statistics-tabs.tsx';

/** `/stats` (docs/spec/part-2.md §2.7): the company's emissions by topic, one tab each, for every role. */
export function StatisticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('statistics.title'));
  const session = useSession();
  if (!session) return null;
  const { only_scope3: onlyScope3, allowed_tags: allowedTags } = session.user.company;
  return (
    <Stack gap="md">
      <Title order={1}>{t('statistics.title')}</Title>
      <StatisticsTabs onlyScope3={onlyScope3} allowedTags={allowedTags} />
    </Stack>
  );
}
