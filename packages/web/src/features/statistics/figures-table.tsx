import type { GroupByAnswer } from '@huella/contracts';
import { Box, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityColour } from '../report-totals/transport-colours.ts';
import { nonEmptyGroups } from './chart-data.ts';
import { FigureCell, TotalsFooter } from './figure-cells.tsx';
import { figureCell, type FigureColumn } from './figure-columns.ts';
import { ScrollableTable } from './scrollable-table.tsx';
import { useGroupValueLabel } from './use-group-value-label.ts';

export interface FiguresTableProps {
  caption: string;
  answer: GroupByAnswer;
  /** The key each row is a value of: transport_type, car… */
  groupKey: string;
  keyHeader: string;
  columns: readonly FigureColumn[];
}

const HEADERS: Record<FigureColumn, string> = {
  co2e: 'statistics.columns.co2e',
  co2: 'statistics.columns.co2',
  ch4: 'statistics.columns.ch4',
  n2o: 'statistics.columns.n2o',
  scope1: 'statistics.columns.scope1',
  scope2: 'statistics.columns.scope2',
  scope3: 'statistics.columns.scope3',
  tkm: 'statistics.columns.tkm',
  intensity: 'statistics.columns.intensity',
  share: 'statistics.columns.share',
};

/** A swatch of the row's colour in the charts; transport types only, other keys have no colour of their own. */
export function Swatch({ colour }: { colour: string }) {
  return <Box aria-hidden w={12} h={12} style={{ flex: 'none', borderRadius: 2, background: colour }} />;
}

/**
 * One row per group with its figures in tonnes (docs/spec/part-2.md §9) and the whole under them: the visible table,
 * and the words of the charts beside it.
 */
export function FiguresTable({ caption, answer, groupKey, keyHeader, columns }: FiguresTableProps) {
  const { t, i18n } = useTranslation();
  const label = useGroupValueLabel(answer.labels);
  const rows = nonEmptyGroups(answer);
  const whole = rows.reduce((sum, row) => sum + Math.max(0, row.CO2_total), 0);
  const coloured = groupKey === 'transport_type';
  return (
    <ScrollableTable caption={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{keyHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {t(HEADERS[column])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const value = row.key[groupKey] ?? '';
            return (
              <Table.Tr key={value}>
                <Table.Th scope="row" className="stats-row-header">
                  <Group gap={8} wrap="nowrap">
                    {coloured ? <Swatch colour={activityColour(value)} /> : null}
                    {label(groupKey, value)}
                  </Group>
                </Table.Th>
                {columns.map((column) => (
                  <FigureCell key={column}>{figureCell(column, row, i18n.language, whole)}</FigureCell>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <TotalsFooter figures={columns.map((column) => ({ key: column, text: figureCell(column, answer.overall, i18n.language, whole) }))} />
    </ScrollableTable>
  );
}
