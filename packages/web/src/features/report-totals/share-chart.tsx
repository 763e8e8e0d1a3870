import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare, formatTonnes } from '../../lib/format-figures.ts';
import type { ShareSlice } from './share-slices.ts';
import { segmentColour } from './transport-colours.ts';

/** "1. Sea: Shanghai → Rotterdam" or "Warehouse 1: Madrid cross-dock". */
export function useSliceName() {
  const { t } = useTranslation();
  return (slice: ShareSlice) =>
    slice.type === 'storage'
      ? t('totals.chart.storage_slice', { number: slice.number, subject: slice.subject })
      : t('totals.chart.stage_slice', { number: slice.number, type: t(`totals.segment_types.${slice.type}`), subject: slice.subject });
}

/**
 * docs/spec/part-2.md §2.2: each stage's (and warehouse's) share of the CO2e. The drawing is hidden from assistive
 * technology: the list beside it says the same in words, with the same colours.
 */
export function ShareChart({ slices }: { slices: readonly ShareSlice[] }) {
  const { i18n } = useTranslation();
  const sliceName = useSliceName();
  const data = slices
    .filter((slice) => slice.kg > 0)
    .map((slice) => ({ name: sliceName(slice), value: slice.kg / 1000, color: segmentColour(slice.type) }));
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Box aria-hidden data-testid="share-pie">
        <PieChart
          data={data}
          size={200}
          strokeWidth={2}
          strokeColor="white"
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={(tonnes) => `${formatTonnes(tonnes * 1000, i18n.language)} t`}
          accessibilityLayer={false}
          pieProps={{ rootTabIndex: -1, isAnimationActive: false }}
        />
      </Box>
      <Stack component="ul" gap={6} p={0} m={0} maw="36rem" style={{ listStyle: 'none', flex: '1 1 16rem' }}>
        {slices.map((slice) => (
          <Group component="li" key={slice.key} gap={8} wrap="nowrap" align="flex-start">
            <Box aria-hidden w={12} h={12} mt={5} style={{ flex: 'none', borderRadius: 2, background: segmentColour(slice.type) }} />
            <Text size="sm" style={{ flex: 1 }}>
              {sliceName(slice)}
            </Text>
            <Text size="sm" fw={700} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatShare(slice.share, i18n.language)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
