import { enumLabel, toLabelLanguage } from '@huella/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FactorsPopover } from './factors-popover.tsx';
import { formatAmount, formatTonnes } from '../../lib/format-figures.ts';
import type { TotalsStorage } from './totals-types.ts';

/** docs/spec/part-2.md §2.2: one row per warehousing entry. */
export function StoragesTable({ storages, labelledBy }: { storages: readonly TotalsStorage[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  if (storages.length === 0) return <Text>{t('totals.storages.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-labelledby={labelledBy} withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('totals.storages.warehouse')}</Table.Th>
            <Table.Th scope="col">{t('totals.storages.place')}</Table.Th>
            <Table.Th scope="col">{t('totals.storages.type')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.storages.kwh')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.storages.litres')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.unit_co2e_tonnes')}
            </Table.Th>
            <Table.Th scope="col">{t('totals.stages.factors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {storages.map((storage, index) => (
            <Table.Tr key={storage.id}>
              <Table.Td>{storage.warehouse_name || '—'}</Table.Td>
              <Table.Td>{storage.place || '—'}</Table.Td>
              <Table.Td>{enumLabel('operated_by', storage.type, toLabelLanguage(i18n.language))}</Table.Td>
              <Table.Td ta="right">{formatAmount(storage.electricity_kwh, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatAmount(storage.diesel_l, i18n.language)}</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatTonnes(storage.CO2_total, i18n.language)}
              </Table.Td>
              <Table.Td>
                <FactorsPopover label={t('totals.storages.how', { number: index + 1 })} factors={storage.factors_used} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
