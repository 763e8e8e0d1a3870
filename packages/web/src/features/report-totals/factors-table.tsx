import { factorKeyLabel, factorSourceLabel, factorUnitLabel, formatFactorValue, toLabelLanguage, type ReportTotals } from '@huella/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FactorUsed = ReportTotals['stages'][number]['factors_used'][number];

/** The factors behind a figure, each by its label (never its key), with value, unit and source (issue #11 item 12). */
export function FactorsTable({ factors, label }: { factors: readonly FactorUsed[]; label: string }) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  if (factors.length === 0) return <Text size="sm">{t('totals.factors.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table fz="xs" withTableBorder aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('totals.factors.key')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('totals.factors.value')}
            </Table.Th>
            <Table.Th scope="col">{t('totals.factors.unit')}</Table.Th>
            <Table.Th scope="col">{t('totals.factors.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {factors.map((factor) => (
            <Table.Tr key={factor.key}>
              <Table.Td>{factorKeyLabel(factor.key, language)}</Table.Td>
              <Table.Td ta="right" className="tabular">
                {formatFactorValue(factor.value, language)}
              </Table.Td>
              <Table.Td>{factorUnitLabel(factor.unit, language)}</Table.Td>
              <Table.Td>{factorSourceLabel(factor.source, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
