import type { CarFuel, ConsumptionType, EmissionFigures } from '@huella/contracts';
import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTonnes } from '../../lib/format-figures.ts';
import { FactorsPopover } from '../report-totals/factors-popover.tsx';
import type { FactorUsed } from '../report-totals/factors-table.tsx';
import { energyColour } from './energy-colours.ts';

/** What every row of a consumption report's breakdown carries: its scopes, its CO2e and the factors behind them. */
export type BreakdownRow = Pick<EmissionFigures, 'scope1' | 'scope2' | 'scope3' | 'CO2_total'> & {
  id: number;
  factors_used: readonly FactorUsed[];
  /** kg CO2e of scope 2 with the supplier's own factor; consumptions only. */
  scope2_market_based?: number | null;
};

export interface BreakdownColumn<T> {
  key: string;
  header: string;
  align?: 'right';
  /** Dates and quantities with their unit read badly broken over two lines. */
  nowrap?: boolean;
  render: (row: T) => ReactNode;
}

export interface BreakdownTableProps<T extends BreakdownRow> {
  rows: readonly T[];
  columns: readonly BreakdownColumn<T>[];
  /** The energy whose colour marks the row, as in the pie chart. */
  energyOf: (row: T) => ConsumptionType | CarFuel;
  labelledBy: string;
  /** Names the factors button of row `number`, e.g. "How consumption 2 was calculated". */
  howLabel: (number: number) => string;
  empty: string;
}

/**
 * docs/spec/part-2.md §2.6: one row per consumption or voyage, its figures by scope in tonnes (the spec's four
 * decimals), the market-based scope 2 when any row has one, and the factors behind the row.
 */
export function BreakdownTable<T extends BreakdownRow>({ rows, columns, energyOf, labelledBy, howLabel, empty }: BreakdownTableProps<T>) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text>{empty}</Text>;
  const marketBased = rows.some((row) => row.scope2_market_based !== undefined && row.scope2_market_based !== null);
  const tonnes = (kg: number) => formatTonnes(kg, i18n.language);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-labelledby={labelledBy} withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('consumption_totals.breakdown.number')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('consumption_totals.breakdown.scope1')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('consumption_totals.breakdown.scope2')}
            </Table.Th>
            {marketBased ? (
              <Table.Th scope="col" ta="right">
                {t('consumption_totals.breakdown.scope2_market')}
              </Table.Th>
            ) : null}
            <Table.Th scope="col" ta="right">
              {t('consumption_totals.breakdown.scope3')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('consumption_totals.breakdown.total')}
            </Table.Th>
            <Table.Th scope="col">{t('totals.stages.factors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: energyColour(energyOf(row)), flex: 'none' }} />
                  {index + 1}
                </Group>
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
              <Table.Td ta="right">{tonnes(row.scope1)}</Table.Td>
              <Table.Td ta="right">{tonnes(row.scope2)}</Table.Td>
              {marketBased ? <Table.Td ta="right">{row.scope2_market_based == null ? '—' : tonnes(row.scope2_market_based)}</Table.Td> : null}
              <Table.Td ta="right">{tonnes(row.scope3)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {tonnes(row.CO2_total)}
              </Table.Td>
              <Table.Td>
                <FactorsPopover label={howLabel(index + 1)} factors={row.factors_used} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
