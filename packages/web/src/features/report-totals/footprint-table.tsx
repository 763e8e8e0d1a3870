import { formatGasMass, formatTonnes, toLabelLanguage, type EmissionFigures } from '@huella/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** docs/spec/part-2.md §2.2, in the spec's order: the CO2e total first, then each gas. */
const GAS_ROWS = ['CO2_total', 'CO2', 'CH4', 'N2O', 'HFCS', 'PFCS', 'SF6', 'NF3', 'NOX', 'SOX', 'PM'] as const satisfies readonly (keyof EmissionFigures)[];

/**
 * Each gas with its unit: tonnes with four decimals, or kilograms where tonnes would read 0.0000 (a few grams
 * of N2O), and "not estimated" for a gas no factor covered — never a 0.0000 that would claim none was emitted.
 */
export function FootprintTable({ figures, labelledBy }: { figures: EmissionFigures; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const notEstimated = new Set<string>(figures.not_estimated);
  const amount = (key: (typeof GAS_ROWS)[number]) => {
    if (key === 'CO2_total') return `${formatTonnes(figures.CO2_total, language)} t`;
    return notEstimated.has(key) ? t('totals.footprint.not_estimated') : formatGasMass(figures[key], language);
  };
  const amounts = GAS_ROWS.map((key) => [key, amount(key)] as const);
  return (
    <>
      <Table aria-labelledby={labelledBy} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('totals.footprint.gas')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.footprint.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {amounts.map(([key, value]) => (
            <Table.Tr key={key} fw={key === 'CO2_total' ? 700 : undefined}>
              <Table.Th scope="row" fw="inherit">
                {t(`totals.gases.${key}`)}
              </Table.Th>
              <Table.Td ta="right" className="tabular" c={notEstimated.has(key) ? 'dimmed' : undefined} data-gas={key}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {notEstimated.size > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('totals.footprint.not_estimated_note')}
        </Text>
      ) : null}
      {amounts.some(([, value]) => value.endsWith(' kg')) ? (
        <Text size="xs" c="dimmed">
          {t('totals.footprint.small_note')}
        </Text>
      ) : null}
    </>
  );
}
