import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityColour } from '../report-totals/transport-colours.ts';
import type { Pivot } from './chart-data.ts';
import { Swatch } from './figures-table.tsx';
import { ScrollableTable } from './scrollable-table.tsx';
import { formatStatisticsTonnes } from './statistics-figures.ts';

export interface PivotTableProps {
  caption: string;
  table: Pivot;
  rowHeader: string;
  rowLabel: (key: string) => string;
}

/** docs/spec/part-2.md §2.7 "with sub-views by material and transport": t CO2e per row and transport type, with totals. */
export function PivotTable({ caption, table, rowHeader, rowLabel }: PivotTableProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const tonnes = (kg: number) => formatStatisticsTonnes(kg, i18n.language);
  const cell = { ta: 'right', ff: 'monospace', fz: 'sm', style: { whiteSpace: 'nowrap' } } as const;
  return (
    <ScrollableTable label={caption}>
      <Table striped withTableBorder verticalSpacing="xs">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{rowHeader}</Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                <Group gap={6} wrap="nowrap" justify="flex-end">
                  <Swatch colour={activityColour(column)} />
                  {enumLabel('activity_type', column, language)}
                </Group>
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {t('statistics.columns.total')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" className="stats-row-header">
                {rowLabel(row.key)}
              </Table.Th>
              {table.columns.map((column) => (
                <Table.Td key={column} {...cell}>
                  {row.cells[column] === undefined ? '–' : tonnes(row.cells[column])}
                </Table.Td>
              ))}
              <Table.Td {...cell} fw={700}>
                {tonnes(row.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('statistics.total')}</Table.Th>
            {table.columns.map((column) => (
              <Table.Td key={column} {...cell}>
                {tonnes(table.columnTotals[column] ?? 0)}
              </Table.Td>
            ))}
            <Table.Td {...cell}>{tonnes(table.total)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollableTable>
  );
}
