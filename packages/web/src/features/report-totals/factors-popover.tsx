import type { ReportTotals } from '@huella/contracts';
import { ActionIcon, Popover, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type FactorUsed = ReportTotals['stages'][number]['factors_used'][number];

export interface FactorsPopoverProps {
  /** Names the button, e.g. "How stage 1 was calculated". */
  label: string;
  /** How the distance was obtained (stages only). */
  distanceNote?: string;
  factors: readonly FactorUsed[];
}

/** DESIGN.md "every figure can be traced": the factors behind a row and where its distance came from. */
export function FactorsPopover({ label, distanceNote, factors }: FactorsPopoverProps) {
  const { t, i18n } = useTranslation();
  return (
    <Popover width={580} position="left" withArrow shadow="md" trapFocus returnFocus closeOnEscape>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={label}>
          <IconInfoCircle size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={label} maw="calc(100vw - 2rem)">
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {label}
          </Text>
          {distanceNote ? <Text size="sm">{distanceNote}</Text> : null}
          {factors.length === 0 ? (
            <Text size="sm">{t('totals.factors.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={420}>
              <Table fz="xs" withTableBorder aria-label={t('totals.factors.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('totals.factors.key')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('totals.factors.value')}
                    </Table.Th>
                    <Table.Th scope="col">{t('totals.factors.unit')}</Table.Th>
                    <Table.Th scope="col">{t('totals.factors.source')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {factors.map((factor) => (
                    <Table.Tr key={factor.key}>
                      <Table.Td>
                        <code>{factor.key}</code>
                      </Table.Td>
                      <Table.Td ta="right">{factor.value.toLocaleString(i18n.language, { maximumSignificantDigits: 8 })}</Table.Td>
                      <Table.Td>{factor.unit}</Table.Td>
                      <Table.Td>{factor.source}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
