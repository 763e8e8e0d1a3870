import { ActionIcon, getDefaultZIndex, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FactorsTable, type FactorUsed } from './factors-table.tsx';

export interface FactorsPopoverProps {
  /** Names the button, e.g. "How stage 1 was calculated". */
  label: string;
  /** How the distance was obtained (stages only). */
  distanceNote?: string;
  factors: readonly FactorUsed[];
}

/** Height of the app's top bar (app-layout.tsx) and a little air: the popover stays below it. */
const TOP_BAR = 64;

/**
 * docs/design.md "Quality bar" (every figure can be traced): the factors behind a row and where its distance came from. It opens
 * beside its button and never over the top bar (issue #11 item 12): it shifts down to stay below it, and it sits
 * under the bar's layer, so scrolling slides it beneath the bar instead of across it.
 */
export function FactorsPopover({ label, distanceNote, factors }: FactorsPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      width={600}
      position="left"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      closeOnEscape
      withinPortal
      zIndex={getDefaultZIndex('app') - 1}
      middlewares={{ flip: true, shift: { padding: { top: TOP_BAR, bottom: 8, left: 8, right: 8 } } }}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} maw="calc(100vw - 2rem)" mah={`calc(100vh - ${TOP_BAR + 16}px)`} style={{ overflowY: 'auto' }}>
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {label}
          </Text>
          {distanceNote ? <Text size="sm">{distanceNote}</Text> : null}
          <FactorsTable factors={factors} label={t('totals.factors.title')} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
