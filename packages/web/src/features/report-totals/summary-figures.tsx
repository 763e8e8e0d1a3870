import type { ReportTotals } from '@huella/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTonnes } from '../../lib/format-figures.ts';

/** The report's headline figures; the gas and scope tables below break the first one down. */
export function SummaryFigures({ totals }: { totals: ReportTotals }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const items = [
    { key: 'co2e', value: formatTonnes(totals.CO2_total, language) },
    { key: 'ttw', value: formatTonnes(totals.co2e_ttw, language) },
    { key: 'wtt', value: formatTonnes(totals.co2e_wtt, language) },
    { key: 'weight', value: formatAmount(totals.weight, language, 3) },
    { key: 'tkm', value: formatAmount(totals.tkm, language) },
    { key: 'intensity', value: totals.intensity_g_per_tkm === null ? '—' : formatAmount(totals.intensity_g_per_tkm, language, 2) },
  ] as const;
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
      {items.map((item) => (
        <Paper key={item.key} withBorder p="sm">
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {t(`totals.summary.${item.key}`)}
          </Text>
          <Text component="dd" m={0} size="lg" fw={700} data-figure={item.key}>
            {item.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
