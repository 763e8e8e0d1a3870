import type { ReportTotals } from '@huella/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTonnes } from '../../lib/format-figures.ts';
import { scopeBreakdown } from './scope-rows.ts';

export function ScopesTable({ totals, labelledBy }: { totals: ReportTotals; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const { rows, total } = scopeBreakdown(totals);
  return (
    <Table aria-labelledby={labelledBy} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('totals.scopes.scope')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.unit_co2e_tonnes')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={row.key === 'total' ? 700 : 'normal'}>
              {t(`totals.scopes.${row.key}`)}
            </Table.Th>
            <Table.Td ta="right" fw={row.key === 'total' ? 700 : undefined}>
              {formatTonnes(row.kg, i18n.language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      {total === null ? null : (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('totals.scopes.total')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatTonnes(total, i18n.language)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
