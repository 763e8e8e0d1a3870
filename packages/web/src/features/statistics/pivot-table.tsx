import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityColour } from '../report-totals/transport-colours.ts';
import type { Pivot } from './chart-data.ts';
import { FigureCell, TotalsFooter } from './figure-cells.tsx';
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
  return (
    <ScrollableTable caption={caption}>
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
                <FigureCell key={column}>{row.cells[column] === undefined ? '–' : tonnes(row.cells[column])}</FigureCell>
              ))}
              <FigureCell bold>{tonnes(row.total)}</FigureCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <TotalsFooter
          figures={[
            ...table.columns.map((column) => ({ key: column, text: tonnes(table.columnTotals[column] ?? 0) })),
            { key: 'total', text: tonnes(table.total) },
          ]}
        />
    </ScrollableTable>
  );
}
