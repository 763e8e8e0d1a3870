import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTonnes } from '../../lib/format-figures.ts';
import { scopeBreakdown } from './scope-rows.ts';

/** docs/spec/part-2.md §2.2, §2.6: the report's CO2e by scope, in tonnes. */
export function ScopesTable({ totals, labelledBy }: { totals: Parameters<typeof scopeBreakdown>[0]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const { rows, total } = scopeBreakdown(totals);
  const dualScope2 = rows.some((row) => row.key === 'scope2_market');
  // A consumption report's scopes hold other activities than a transport report's (docs/methodology.md §3).
  const texts = totals.type === 'consumption' ? 'consumption_totals.scopes' : 'totals.scopes';
  return (
    <>
      <Table aria-labelledby={labelledBy} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t(`${texts}.scope`)}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.unit_co2e_tonnes')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={row.key === 'total' ? 700 : 'normal'}>
                {t(`${texts}.${row.key}`)}
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
              <Table.Th scope="row">{t(`${texts}.total`)}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {formatTonnes(total, i18n.language)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
      {dualScope2 ? (
        <Text size="sm" c="dimmed">
          {t(`${texts}.dual_note`)}
        </Text>
      ) : null}
    </>
  );
}
