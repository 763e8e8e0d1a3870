import { RESTATED_FIGURES, enumLabel, toLabelLanguage, type RestatedFigure, type Restatement } from '@huella/contracts';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconArrowsDiff, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShare, formatTonnes } from '../../lib/format-figures.ts';
import { useReviewChoices } from '../reports/api.ts';
import { downloadRestatementCsv, useRestatement } from './api.ts';

export interface RestatementSectionProps {
  reportId: number;
  /** The review the stored figures were calculated with: the list offers the others first. */
  currentReviewId: number | null;
  /** Only-scope-3 companies see no scope breakdown (docs/spec/part-2.md §6). */
  onlyScope3: boolean;
}

const SCOPES: readonly RestatedFigure[] = ['scope1', 'scope2', 'scope3'];

/**
 * "Compare with another factor set" (issue #13 item 3): the report's stored figures (frozen ones once consolidated)
 * beside the same inputs calculated with another review, the difference of every figure and of every stage, and the
 * comparison as a CSV. Nothing stored changes: a locked year can be restated under new factors.
 */
export function RestatementSection({ reportId, currentReviewId, onlyScope3 }: RestatementSectionProps) {
  const { t, i18n } = useTranslation();
  const reviews = useReviewChoices();
  const restatement = useRestatement();
  const [review, setReview] = useState<string | null>(null);
  const options = (reviews.data ?? []).toSorted((a, b) => Number(a.id === currentReviewId) - Number(b.id === currentReviewId));
  const figures = RESTATED_FIGURES.filter((figure) => !(onlyScope3 && SCOPES.includes(figure)));

  function compare() {
    if (review !== null) restatement.mutate({ id: reportId, review: Number(review) });
  }

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {t('totals.restate.hint')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('totals.restate.review')}
          data={options.map((option) => ({ value: String(option.id), label: option.id === currentReviewId ? t('totals.restate.current', { title: option.title }) : option.title }))}
          value={review}
          onChange={setReview}
          w={320}
        />
        <Button leftSection={<IconArrowsDiff size={16} aria-hidden />} onClick={compare} disabled={review === null} loading={restatement.isPending}>
          {t('totals.restate.compare')}
        </Button>
        {restatement.data ? (
          <Button variant="default" leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => downloadRestatementCsv(reportId, restatement.data.restated.review.id)}>
            {t('totals.restate.csv')}
          </Button>
        ) : null}
      </Group>
      {restatement.data ? <RestatementTables data={restatement.data} figures={figures} language={i18n.language} /> : null}
    </Stack>
  );
}

function RestatementTables({ data, figures, language }: { data: Restatement; figures: readonly RestatedFigure[]; language: string }) {
  const { t } = useTranslation();
  const { original, restated } = data;
  const originalTitle = original.review?.title ?? t('totals.no_review');
  const difference = (before: number, after: number) => (
    <>
      <Table.Td ta="right" ff="monospace">
        {formatTonnes(after - before, language)}
      </Table.Td>
      <Table.Td ta="right" ff="monospace">
        {before === 0 ? '–' : formatShare((after - before) / before, language)}
      </Table.Td>
    </>
  );
  const headers = (
    <>
      <Table.Th scope="col" ta="right">
        {t('totals.restate.original', { title: originalTitle })}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.restate.restated', { title: restated.review.title })}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.restate.delta')}
      </Table.Th>
      <Table.Th scope="col" ta="right">
        {t('totals.restate.delta_pct')}
      </Table.Th>
    </>
  );
  const changed = data.diff.length;
  return (
    <Stack gap="md">
      <Text fz="sm" component="output">
        {changed === 0 ? t('totals.restate.no_difference') : t('totals.restate.differences', { count: changed })}
      </Text>
      <Table.ScrollContainer minWidth={620}>
        <Table withTableBorder striped fz="sm" aria-label={t('totals.restate.totals_caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('totals.restate.figure')}</Table.Th>
              {headers}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {figures.map((figure) => (
              <Table.Tr key={figure}>
                <Table.Th scope="row" fw={figure === 'CO2_total' ? 700 : 400}>
                  {t(`totals.restate.figures.${figure}`)}
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {formatTonnes(original[figure], language)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatTonnes(restated[figure], language)}
                </Table.Td>
                {difference(original[figure], restated[figure])}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder striped fz="sm" aria-label={t('totals.restate.rows_caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('totals.restate.row')}</Table.Th>
              <Table.Th scope="col">{t('totals.restate.kind')}</Table.Th>
              {headers}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {original.stages.map((row, index) => {
              const other = restated.stages[index];
              if (!other) return null;
              return (
                <Table.Tr key={row.key}>
                  <Table.Th scope="row" fw={other.CO2_total === row.CO2_total ? 400 : 700}>
                    {index + 1}. {row.label || kindLabel(row.kind, language, t)}
                  </Table.Th>
                  <Table.Td>{kindLabel(row.kind, language, t)}</Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatTonnes(row.CO2_total, language)}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatTonnes(other.CO2_total, language)}
                  </Table.Td>
                  {difference(row.CO2_total, other.CO2_total)}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A stage's mode as the totals name it; storages, consumptions and voyages by their own names. */
function kindLabel(kind: Restatement['original']['stages'][number]['kind'], language: string, t: (key: string) => string): string {
  if (kind === 'storage' || kind === 'consumption' || kind === 'voyage') return t(`totals.restate.kinds.${kind}`);
  return enumLabel('stage_kind', kind, toLabelLanguage(language));
}
