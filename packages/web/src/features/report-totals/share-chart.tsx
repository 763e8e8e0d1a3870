import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare, formatTonnes } from '../../lib/format-figures.ts';

/** One part of a pie: a stage, a warehouse, a consumption or a voyage, named and coloured as its table row. */
export interface ChartSlice {
  key: string;
  name: string;
  color: string;
  kg: number;
  /** Of the whole pie (share-slices.ts withShares). */
  share: number;
}

/**
 * docs/spec/part-2.md §2.2, §2.6: each part's share of the CO2e. The drawing is hidden from assistive technology: the
 * list beside it says the same in words, with the same colours.
 */
export function ShareChart({ slices }: { slices: readonly ChartSlice[] }) {
  const { i18n } = useTranslation();
  const data = slices.filter((slice) => slice.kg > 0).map((slice) => ({ name: slice.name, value: slice.kg / 1000, color: slice.color }));
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Box aria-hidden data-testid="share-pie">
        <PieChart
          data={data}
          size={200}
          // A whole pie of one slice would show its border as a line from the centre.
          strokeWidth={data.length > 1 ? 2 : 0}
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
            <Box aria-hidden w={12} h={12} mt={5} style={{ flex: 'none', borderRadius: 2, background: slice.color }} />
            <Text size="sm" style={{ flex: 1 }}>
              {slice.name}
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
