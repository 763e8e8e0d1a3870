import { SimpleGrid } from '@mantine/core';
import { IconChartBar, IconFileExport, IconLock, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureCard, LandingSection } from './landing-section.tsx';

const FEATURES: { key: string; icon: ReactNode }[] = [
  { key: 'consolidation', icon: <IconLock size={24} /> },
  { key: 'exports', icon: <IconFileExport size={24} /> },
  { key: 'statistics', icon: <IconChartBar size={24} /> },
  { key: 'teams', icon: <IconUsersGroup size={24} /> },
];

/** What happens after the calculation: consolidation, CSV and PDF exports, statistics, the team. */
export function WorkflowSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="workflow" title={t('landing.workflow_title')} lead={t('landing.workflow_lead')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="xl">
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.key} icon={feature.icon} title={t(`landing.feature_${feature.key}_title`)}>
            {t(`landing.feature_${feature.key}_text`)}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
