import type { Report } from '@huella/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportPaths } from './report-paths.ts';

/**
 * The top of a report's edit page: what the report is, whether it is consolidated, and the results preview, where
 * it is reached without scrolling past every section (docs/spec/part-2.md §2.1, §2.5).
 */
export function ReportEditHeader({ report }: { report: Report }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1}>{report.type === 'consumption' ? t('consumptions.edit_title') : t('reports.edit_title')}</Title>
        <Text c="dimmed">{report.project_name ? `${report.reference} · ${report.project_name}` : report.reference}</Text>
        {report.read_only ? <Text fw={600}>{t('reports.consolidated_notice')}</Text> : null}
      </div>
      <Button component={Link} to={reportPaths(report.type).totals(report.id)} leftSection={<IconChartBar size={16} aria-hidden />}>
        {t('reports.results_preview')}
      </Button>
    </Group>
  );
}
