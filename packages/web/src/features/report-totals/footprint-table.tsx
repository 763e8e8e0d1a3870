import type { EmissionFigures } from '@huella/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTonnes } from './format-figures.ts';

/** Spec part 2 §2.2, in the spec's order: the CO2e total first, then each gas. */
const GAS_ROWS = ['CO2_total', 'CO2', 'CH4', 'N2O', 'HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM'] as const satisfies readonly (keyof EmissionFigures)[];

export function FootprintTable({ figures, labelledBy }: { figures: EmissionFigures; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table aria-labelledby={labelledBy} striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('totals.footprint.gas')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('totals.unit_tonnes')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {GAS_ROWS.map((key) => (
          <Table.Tr key={key} fw={key === 'CO2_total' ? 700 : undefined}>
            <Table.Th scope="row" fw="inherit">
              {t(`totals.gases.${key}`)}
            </Table.Th>
            <Table.Td ta="right" className="tabular">
              {formatTonnes(figures[key], i18n.language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
