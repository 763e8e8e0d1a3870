import { enumLabel, formatDecimal, toLabelLanguage, type ReportTotals } from '@huella/contracts';
import { Box, Button, Collapse, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorsTable } from './factors-table.tsx';

/**
 * docs/spec/part-2.md §2.2 traceability, for auditors (issue #11 item 12), closed until asked for: which factor set,
 * each stage's distance and how it was obtained, every factor with its value and source, and the hashes that
 * identify the inputs and the factor set. The extended PDF prints the same section.
 */
export function CalculationDetails({ totals }: { totals: ReportTotals }) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
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
          {totals.stages.map((stage, index) => {
            const heading = t('totals.details.stage', {
              number: index + 1,
              mode: enumLabel('stage_kind', stage.kind, language),
              route: `${stage.origin || '—'} → ${stage.destination || '—'}`,
            });
            return (
              <Stack key={stage.id} gap={4}>
                <Title order={3} size="h5">
                  {heading}
                </Title>
                <Text size="sm">
                  {t('totals.details.distance')}: {formatDecimal(stage.distance, language, 1)} km — {enumLabel('distance_method', stage.distance_method, language)}
                </Text>
                <FactorsTable factors={stage.factors_used} label={heading} />
              </Stack>
            );
          })}
          {totals.storages.map((storage, index) => {
            const heading = t('totals.details.storage', { number: index + 1, name: storage.warehouse_name });
            return (
              <Stack key={storage.id} gap={4}>
                <Title order={3} size="h5">
                  {heading}
                </Title>
                <FactorsTable factors={storage.factors_used} label={heading} />
              </Stack>
            );
          })}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {totals.input_hash ? t('totals.input_hash', { hash: totals.input_hash }) : null}
            {totals.review ? ` · ${t('totals.review_hash', { hash: totals.review.content_hash })}` : null}
          </Text>
        </Stack>
      </Collapse>
    </Stack>
  );
}
