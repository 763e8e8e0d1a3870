import type { Report, ReportTotals } from '@huella/contracts';
import { Anchor, Badge, Box, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** docs/spec/part-2.md §2.2 and §2.6: what each type's header names; a consumption report has no route. */
const FIELDS = {
  transport: ['reference', 'origin', 'project_name', 'destination', 'project_reference'],
  consumption: ['reference', 'project_name', 'project_reference'],
} as const;

export interface TotalsHeaderProps {
  report: Report;
  totals: Pick<ReportTotals, 'read_only' | 'review' | 'calculated_at'>;
}

/** docs/spec/part-2.md §2.2, §2.6: what the report is, and which factors (review) and which input its figures come from. */
export function TotalsHeader({ report, totals }: TotalsHeaderProps) {
  const { t, i18n } = useTranslation();
  const calculatedAt = totals.calculated_at
    ? new Date(totals.calculated_at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <Title order={1}>{report.type === 'consumption' ? t('consumption_totals.title') : t('totals.title')}</Title>
        {totals.read_only ? (
          <Badge color="gray.8" variant="filled">
            {t('totals.consolidated')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={4} m={0}>
        {FIELDS[report.type].map((field) => (
          <Box key={field}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`totals.fields.${field}`)}
            </Text>
            <Text component="dd" m={0} fw={field === 'reference' || field === 'project_name' ? 700 : undefined}>
              {report[field] || '—'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text size="sm">
        {totals.review ? t('totals.review_note', { title: totals.review.title }) : t('totals.no_review')}{' '}
        {totals.review ? (
          // Every figure traces to its factors: the review's editor shows them, read-only to whoever may not change them.
          <Anchor component={Link} to={`/reviews/${totals.review.id}`} underline="always">
            {t('totals.view_review')}
          </Anchor>
        ) : null}
      </Text>
      <Text size="xs" c="dimmed">
        {calculatedAt ? t('totals.calculated_at', { time: calculatedAt }) : t('totals.not_calculated')}
      </Text>
    </Stack>
  );
}
