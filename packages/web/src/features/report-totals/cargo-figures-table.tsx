import { tagsText, toLabelLanguage } from '@huella/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmissionFigureCells, EmissionFigureHeaders } from './emission-figure-cells.tsx';
import { formatAmount } from '../../lib/format-figures.ts';
import type { CargoFigures } from './totals-types.ts';

/** The per-cargo detail of one stage (docs/spec/part-2.md §2.2 "expandable per-cargo detail"). */
export function CargoFiguresTable({ cargos, label }: { cargos: readonly CargoFigures[]; label: string }) {
  const { t, i18n } = useTranslation();
  if (cargos.length === 0) return <Text size="sm">{t('totals.cargos.empty')}</Text>;
  return (
    <Table fz="sm" aria-label={label} withTableBorder bg="var(--mantine-color-body)">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('totals.cargos.reference')}</Table.Th>
          <Table.Th scope="col">{t('totals.cargos.commodity')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.cargos.weight')}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.stages.tkm')}
          </Table.Th>
          <EmissionFigureHeaders />
          <Table.Th scope="col">{t('totals.cargos.tags')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cargos.map((cargo) => (
          <Table.Tr key={cargo.cargo}>
            <Table.Td>{cargo.reference}</Table.Td>
            <Table.Td>{cargo.commodity ?? '—'}</Table.Td>
            <Table.Td ta="right">{formatAmount(cargo.weight, i18n.language, 3)}</Table.Td>
            <Table.Td ta="right">{formatAmount(cargo.tkm, i18n.language)}</Table.Td>
            <EmissionFigureCells figures={cargo} />
            <Table.Td>
{tagsText(cargo.tags, toLabelLanguage(i18n.language)) || '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
