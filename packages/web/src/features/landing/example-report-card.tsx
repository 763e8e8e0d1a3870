import { Card, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconShip, IconTruck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Illustrative figures, worked with DESNZ-2025-like defaults (20 t: sea container ≈ 16 g CO2e/tkm WTW,
// articulated truck ≈ 107 g/tkm, warehouse 1 kWh and 0.1 l diesel per tonne); the card says they are examples.
const STAGES: { key: 'sea' | 'road' | 'storage'; icon: ReactNode; km: number | null; tonnes: number }[] = [
  { key: 'sea', icon: <IconShip size={18} aria-hidden />, km: 2950, tonnes: 0.94 },
  { key: 'road', icon: <IconTruck size={18} aria-hidden />, km: 230, tonnes: 0.49 },
  { key: 'storage', icon: <IconBuildingWarehouse size={18} aria-hidden />, km: null, tonnes: 0.01 },
];
const TOTAL = { wtw: 1.44, ttw: 1.16, wtt: 0.28 };

/** What a transport report's result looks like, beside the hero text on wide screens. */
export function ExampleReportCard() {
  const { t, i18n } = useTranslation();
  const tonnes = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const km = new Intl.NumberFormat(i18n.language);
  return (
    <Card withBorder shadow="md" radius="md" p="lg" component="figure" m={0} aria-labelledby="example-report-title">
      <Text id="example-report-title" fw={700}>
        {t('landing.example_title')}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('landing.example_subtitle')}
      </Text>
      <Stack gap="xs" mt="md">
        {STAGES.map((stage) => (
          <Group key={stage.key} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              {stage.icon}
              <div>
                <Text fz="sm" fw={600}>
                  {t(`landing.example_${stage.key}`)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {stage.km === null ? t('landing.mode_storage_title') : `${t(`landing.mode_${stage.key}_title`)} · ${km.format(stage.km)} km`}
                </Text>
              </div>
            </Group>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {tonnes.format(stage.tonnes)} t
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('landing.example_total')}</Text>
        <Text fw={800} fz="xl" c="huella.8" style={{ whiteSpace: 'nowrap' }}>
          {tonnes.format(TOTAL.wtw)} t CO₂e
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" ta="right">
        TTW {tonnes.format(TOTAL.ttw)} t + WTT {tonnes.format(TOTAL.wtt)} t
      </Text>
    </Card>
  );
}
