import type { ReportTotals } from '@huella/contracts';
import { Box, Button, Collapse, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorsTable, type FactorUsed } from './factors-table.tsx';

/** One calculated row of the report (a stage, a warehouse, a consumption, a voyage) and the factors behind it. */
export interface CalculationEntry {
  key: string;
  heading: string;
  /** How its distance was obtained, for example. */
  note?: string;
  factors: readonly FactorUsed[];
}

export interface CalculationDetailsProps {
  totals: Pick<ReportTotals, 'review' | 'input_hash'>;
  entries: readonly CalculationEntry[];
}

/**
 * docs/spec/part-2.md §2.2 traceability, for auditors (issue #11 item 12), closed until asked for: which factor set,
 * each row's factors with their values and sources (and a stage's distance and how it was obtained), and the hashes
 * that identify the inputs and the factor set. The extended PDF prints the same section.
 */
export function CalculationDetails({ totals, entries }: CalculationDetailsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm">
      <Box>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={open}
          aria-controls="calculation-details"
          leftSection={open ? <IconChevronDown size={18} aria-hidden /> : <IconChevronRight size={18} aria-hidden />}
          onClick={() => setOpen((value) => !value)}
        >
          {t(open ? 'totals.details.hide' : 'totals.details.show')}
        </Button>
      </Box>
      <Collapse expanded={open}>
        <Stack gap="md" id="calculation-details">
          <Text size="sm" c="dimmed">
            {t('totals.details.intro')}
          </Text>
          <Text size="sm">
            <b>{t('totals.details.factor_set')}:</b> {totals.review?.title ?? t('totals.no_review')}
          </Text>
          {entries.map((entry) => (
            <Stack key={entry.key} gap={4}>
              <Title order={3} size="h5">
                {entry.heading}
              </Title>
              {entry.note ? <Text size="sm">{entry.note}</Text> : null}
              <FactorsTable factors={entry.factors} label={entry.heading} />
            </Stack>
          ))}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {totals.input_hash ? t('totals.input_hash', { hash: totals.input_hash }) : null}
            {totals.review ? ` · ${t('totals.review_hash', { hash: totals.review.content_hash })}` : null}
          </Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}
