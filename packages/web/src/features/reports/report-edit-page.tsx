import { canEditReport } from '@huella/contracts';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { CargosSection } from '../cargos/cargos-section.tsx';
import { StageSections } from '../stages/stage-sections.tsx';
import { useReport } from './api.ts';
import { ReportForm } from './report-form.tsx';
import { reportFormValues } from './report-form-values.ts';

/**
 * `/reports/:id/edit`, sections in the order of docs/spec/part-2.md §2.1: the report form, the cargos, then
 * the stage and storage sections, then the results preview.
 */
export function ReportEditPage() {
  const { t } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const report = useReport(id);
  usePageTitle(report.data ? `${t('reports.edit_title')} ${report.data.reference}` : t('reports.edit_title'));
  if (!session) return null;
  if (report.error) return <LoadFailurePage record="report" id={id} error={report.error} />;
  if (!report.data) return <Loader aria-label={t('common.loading')} />;
  const data = report.data;
  const editable = canEditReport(session.user, data);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('reports.edit_title')}</Title>
          <Text c="dimmed">{data.project_name ? `${data.reference} · ${data.project_name}` : data.reference}</Text>
          {data.read_only ? <Text fw={600}>{t('reports.consolidated_notice')}</Text> : null}
        </div>
        <ResultsPreviewLink reportId={data.id} />
      </Group>
      <ReportForm
        key={data.id}
        id={data.id}
        initial={reportFormValues(data)}
        reference={data.reference}
        canChooseBusinessTrip={session.user.company.platform}
        readOnly={!editable}
      />
      <CargosSection reportId={data.id} businessTrip={data.business_trip} readOnly={!editable} />
      <StageSections report={data} readOnly={!editable} />
    </Stack>
  );
}

/** The totals of the report, at the top of the page, where it is reached without scrolling past every section. */
function ResultsPreviewLink({ reportId }: { reportId: number }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={`/reports/${reportId}/totals`} leftSection={<IconChartBar size={16} aria-hidden />}>
      {t('reports.results_preview')}
    </Button>
  );
}
