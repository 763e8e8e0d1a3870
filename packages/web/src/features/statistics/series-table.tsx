import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './chart-spec.ts';
import { formatStatisticsTonnes } from './statistics-figures.ts';

export interface SeriesTableProps {
  caption: string;
  xHeader: string;
  data: Record<string, string | number>[];
  series: ChartSeries[];
  xLabel: (x: string | number) => string;
}

/**
 * The figures of a bar or line chart that no visible table shows (months, years), for screen readers: the chart is
 * hidden from them and names this table (chart-figure.tsx). Tonnes with three decimals.
 */
export function SeriesTable({ caption, xHeader, data, series, xLabel }: SeriesTableProps) {
  const { i18n } = useTranslation();
  // The wrapper hides it: on the table itself, Mantine's width (100%) would win over the class's and widen the page.
  return (
    <div className="visually-hidden">
      <Table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{xHeader}</Table.Th>
            {series.map((line) => (
              <Table.Th key={line.name} scope="col">
                {line.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((row) => (
            <Table.Tr key={String(row.x)}>
              <Table.Th scope="row">{xLabel(row.x ?? '')}</Table.Th>
              {series.map((line) => {
                const value = row[line.name];
                return <Table.Td key={line.name}>{typeof value === 'number' ? formatStatisticsTonnes(value * 1000, i18n.language) : '–'}</Table.Td>;
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
