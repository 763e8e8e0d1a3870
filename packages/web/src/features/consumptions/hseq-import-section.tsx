import { Button, Group, MultiSelect, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import type { HseqImportResult } from '@huella/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/field-errors.ts';
import { NOTICE_DURATION, notifySuccess } from '../../components/notifications/notify.ts';
import { useLookupChoices } from '../configuration/api.ts';
import { useImportHseqIntakes } from './api.ts';
import { emptyHseqImport, HSEQ_YEARS, monthNames, MONTHS, toHseqImportInput, type HseqImportValues } from './hseq-import-values.ts';

/**
 * docs/spec/part-2.md §2.5 "Import of consumptions" (companies with an HSEQ connection): the intakes of the chosen
 * centers and months become consumptions of the report; the consumption table reloads and the notice counts them.
 */
export function HseqImportSection({ reportId }: { reportId: number }) {
  const { t, i18n } = useTranslation();
  const centers = useLookupChoices('centers', 'name');
  const importIntakes = useImportHseqIntakes(reportId);
  const [values, setValues] = useState<HseqImportValues>(() => emptyHseqImport(new Date().getFullYear()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // docs/hseq.md §2: the service knows a center by its HSEQ code; a center without one cannot be imported.
  const importable = (centers.data ?? []).filter((center) => center.hseq_code);
  const months = monthNames(i18n.language);

  // The last import's outcome is the mutation's own state, not a copy set from a callback: it shows as soon as the
  // server answers, whatever the reloads that follow do.
  const result = importIntakes.data ? resultText(importIntakes.data) : null;

  function resultText(answer: HseqImportResult): string {
    const counts = t('consumptions.import.result', { created: answer.created, already: answer.already_imported });
    // docs/hseq.md §3: an electricity intake whose supplier the company lacks is added without one.
    return answer.unknown_suppliers.length > 0
      ? `${counts}. ${t('consumptions.import.unknown_suppliers', { names: answer.unknown_suppliers.join(', ') })}`
      : counts;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    importIntakes.mutate(toHseqImportInput(values), {
      onSuccess: (answer) => {
        setErrors({});
        notifySuccess(resultText(answer), NOTICE_DURATION.global);
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  }

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="hseq-import-title">
      <form onSubmit={onSubmit} noValidate aria-labelledby="hseq-import-title">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="hseq-import-title">
            {t('consumptions.import.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {importable.length === 0 && centers.data ? t('consumptions.import.no_centers') : t('consumptions.import.intro')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <MultiSelect
              label={t('consumptions.import.centers')}
              required
              data={importable.map((center) => ({ value: String(center.id), label: `${center.name} (${center.hseq_code})` }))}
              value={values.centers}
              onChange={(chosen) => setValues((current) => ({ ...current, centers: chosen }))}
              searchable
              clearable
              nothingFoundMessage={t('table.empty')}
              error={errors.centers}
              w={{ base: '100%', sm: 320 }}
            />
            <NumberInput
              label={t('consumptions.import.year')}
              required
              min={HSEQ_YEARS.min}
              max={HSEQ_YEARS.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="blur"
              value={values.year}
              onChange={(year) => setValues((current) => ({ ...current, year: typeof year === 'number' ? year : '' }))}
              error={errors.year}
              w={120}
            />
            <MultiSelect
              label={t('consumptions.import.months')}
              required
              data={MONTHS.map((month) => ({ value: String(month), label: months[month - 1] ?? String(month) }))}
              value={values.months}
              onChange={(chosen) => setValues((current) => ({ ...current, months: chosen }))}
              searchable
              clearable
              nothingFoundMessage={t('table.empty')}
              error={errors.months}
              w={{ base: '100%', sm: 320 }}
            />
            <Button type="submit" mt={25} loading={importIntakes.isPending} leftSection={<IconCloudDownload size={16} aria-hidden />}>
              {t('consumptions.import.action')}
            </Button>
          </Group>
          <Text component="output" display="block" size="sm" fw={600}>
            {result}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
