import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { segmentColour, segmentDash } from './transport-colours.ts';
import type { SegmentType } from './totals-types.ts';

/** A sample of the line (or the circle, for warehouses) as the map draws it. */
function Swatch({ type }: { type: SegmentType }) {
  const colour = segmentColour(type);
  return (
    <svg width="28" height="12" aria-hidden focusable="false">
      {type === 'storage' ? (
        <circle cx="14" cy="6" r="5" fill={colour} stroke={colour} />
      ) : (
        <line x1="1" y1="6" x2="27" y2="6" stroke={colour} strokeWidth="4" strokeDasharray={segmentDash(type)} />
      )}
    </svg>
  );
}

/** The key shared by the map and the pie chart: one colour per transport type, one for storages. */
export function SegmentLegend({ types }: { types: readonly SegmentType[] }) {
  const { t } = useTranslation();
  return (
    <Group component="ul" gap="md" aria-label={t('totals.legend')} p={0} m={0} style={{ listStyle: 'none' }}>
      {types.map((type) => (
        <Group component="li" key={type} gap={6} wrap="nowrap">
          <Swatch type={type} />
          <Text size="sm">{t(`totals.segment_types.${type}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
