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

// The card's figures are fixed, so they are written by hand: building the first Intl.NumberFormat of a page loads the
// browser's number data, about 130 ms of a mid-range phone's main thread while the landing page hydrates. Same
// output as Intl for these figures: a decimal comma in Spanish; a thousands comma in English, none in Spanish for
// four digits (every distance here is below 10,000 km).
function decimals(value: number, language: string): string {
  const text = value.toFixed(2);
  return language === 'es' ? text.replace('.', ',') : text;
}

function kilometres(value: number, language: string): string {
  const text = String(value);
  return language === 'es' || text.length < 4 ? text : text.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** What a transport report's result looks like, beside the hero text on wide screens. */
export function ExampleReportCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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
                  {stage.km === null ? t('landing.mode_storage_title') : `${t(`landing.mode_${stage.key}_title`)} · ${kilometres(stage.km, language)} km`}
                </Text>
              </div>
            </Group>
            <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {decimals(stage.tonnes, language)} t
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('landing.example_total')}</Text>
        <Text fw={800} fz="xl" c="huella.8" style={{ whiteSpace: 'nowrap' }}>
          {decimals(TOTAL.wtw, language)} t CO₂e
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" ta="right">
        TTW {decimals(TOTAL.ttw, language)} t + WTT {decimals(TOTAL.wtt, language)} t
      </Text>
    </Card>
  );
}
