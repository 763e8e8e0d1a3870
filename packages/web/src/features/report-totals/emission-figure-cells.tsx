import type { EmissionFigures } from '@huella/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatTonnes } from '../../lib/format-figures.ts';

export interface EmissionFigureCellsProps {
  figures: Pick<EmissionFigures, 'co2e_ttw' | 'co2e_wtt' | 'CO2_total'> & { intensity_g_per_tkm: number | null };
  /** The stage's own total stands out; the cargos' shares listed beneath it do not. */
  boldTotal?: boolean;
}

/** The column headers of the figures that end a stage row and each of its cargo rows (docs/spec/part-2.md §2.2). */
export function EmissionFigureHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th scope="col" ta="right">
        {t('totals.stages.ttw')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.stages.wtt')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.stages.wtw')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.stages.intensity')}
      </Table.Th>
    </>
  );
}

/** Tank-to-wheel, well-to-tank and well-to-wheel in t CO2e, then the intensity in g per tkm ("—" without tkm). */
export function EmissionFigureCells({ figures, boldTotal = false }: EmissionFigureCellsProps) {
  const { i18n } = useTranslation();
  return (
    <>
      <Table.Td ta="right">{formatTonnes(figures.co2e_ttw, i18n.language)}</Table.Td>
      <Table.Td ta="right">{formatTonnes(figures.co2e_wtt, i18n.language)}</Table.Td>
      <Table.Td ta="right" fw={boldTotal ? 700 : undefined}>
        {formatTonnes(figures.CO2_total, i18n.language)}
      </Table.Td>
      <Table.Td ta="right">{figures.intensity_g_per_tkm === null ? '—' : formatAmount(figures.intensity_g_per_tkm, i18n.language, 2)}</Table.Td>
    </>
  );
}
