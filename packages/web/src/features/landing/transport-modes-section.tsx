import { SimpleGrid } from '@mantine/core';
import { IconBuildingWarehouse, IconPlane, IconShip, IconTrain, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureCard, LandingSection } from './landing-section.tsx';

// docs/spec/part-1.md §1: the stages a transport report is made of.
const MODES: { key: string; icon: ReactNode }[] = [
  { key: 'sea', icon: <IconShip size={24} /> },
  { key: 'air', icon: <IconPlane size={24} /> },
  { key: 'road', icon: <IconTruck size={24} /> },
  { key: 'rail', icon: <IconTrain size={24} /> },
  { key: 'storage', icon: <IconBuildingWarehouse size={24} /> },
];

export function TransportModesSection() {
  const { t } = useTranslation();
  return (
    <LandingSection id="modes" title={t('landing.modes_title')} lead={t('landing.modes_lead')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="xl" verticalSpacing="xl">
        {MODES.map((mode) => (
          <FeatureCard key={mode.key} icon={mode.icon} title={t(`landing.mode_${mode.key}_title`)}>
            {t(`landing.mode_${mode.key}_text`)}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
