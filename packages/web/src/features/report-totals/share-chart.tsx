import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatShare, formatTonnes } from '../../lib/format-figures.ts';
import { pieShapes } from './pie-geometry.ts';

/** One part of a pie: a stage, a warehouse, a consumption or a voyage, named and coloured as its table row. */
export interface ChartSlice {
  key: string;
  name: string;
  color: string;
  kg: number;
  /** Of the whole pie (share-slices.ts withShares). */
  share: number;
}

const SIZE = 200;
const RADIUS = SIZE / 2;

/**
 * docs/spec/part-2.md §2.2, §2.6: each part's share of the CO2e. The drawing is hidden from assistive technology: the
 * list beside it says the same in words, with the same colours; a pointer over a part shows its name and tonnes.
 */
export function ShareChart({ slices }: { slices: readonly ChartSlice[] }) {
  const { i18n } = useTranslation();
  const hint = (slice: ChartSlice) => <title>{`${slice.name} · ${formatTonnes(slice.kg, i18n.language)} t`}</title>;
  return (
    <Group align="center" gap="xl" wrap="wrap">
      <Box aria-hidden data-testid="share-pie" w={SIZE} h={SIZE} style={{ flex: 'none' }}>
        <svg width={SIZE} height={SIZE} viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`} style={{ display: 'block' }}>
          {pieShapes(slices, RADIUS).map((shape) =>
            shape.kind === 'circle' ? (
              <circle key={shape.slice.key} r={RADIUS} fill={shape.slice.color}>
                {hint(shape.slice)}
              </circle>
            ) : (
              // A white border keeps neighbouring wedges apart; a lone circle has no neighbour and no border.
              <path key={shape.slice.key} d={shape.d} fill={shape.slice.color} stroke="#ffffff" strokeWidth={2} strokeLinejoin="round">
                {hint(shape.slice)}
              </path>
            ),
          )}
        </svg>
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
