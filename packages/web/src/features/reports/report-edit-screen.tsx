import { canEditReport, type ReportType } from '@huella/contracts';
import { Loader, Stack } from '@mantine/core';
import { type ComponentType, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadFailurePage, type RecordTexts } from '../../app/load-failure-page.tsx';
import { FormLoading } from '../../components/disclosed-form.tsx';
import { useAfterPaint } from '../../app/use-after-paint.ts';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { useReport } from './api.ts';
import type { ReportEditContentProps } from './report-edit-form.tsx';
import { ReportEditHeader } from './report-edit-header.tsx';
import { reportPaths } from './report-paths.ts';

export interface ReportEditScreenProps {
  type: ReportType;
  /** The report form and the sections under it, loaded apart (a lazily loaded component): the header does not wait. */
  content: ComponentType<ReportEditContentProps>;
}

/** The not-found page of a consumption report leads back to its own list. */
export const CONSUMPTION_REPORT: RecordTexts = {
  list: '/consumptions',
  title: 'not_found.report_title',
  text: 'not_found.report_text',
  back: 'consumptions.back',
};

/**
 * The edit page of the report named by the route's id (docs/spec/part-2.md §2.1, §2.5): its header, then its report
 * form and the sections its type has. A report of the other type opens on its own edit page.
 */
export function ReportEditScreen({ type, content: Content }: ReportEditScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const report = useReport(id);
  // The report arrives as an urgent update; the form and sections it opens held a phone's main thread for over a
  // second in one task (issue #21). They render in the background, in slices, while the loader stays.
  const deferred = useDeferredValue(report.data);
  // Another report's data, kept while the route's id changed, is not shown under this id.
  const shown = deferred?.id === id ? deferred : undefined;
  // The form's and sections' code is asked for once the header is on screen (docs/performance.md "The data before
  // the code"): before, its download shared the phone's bandwidth with the header's.
  const headerPainted = useAfterPaint(shown !== undefined);
  const title = type === 'consumption' ? t('consumptions.edit_title') : t('reports.edit_title');
  usePageTitle(report.data ? `${title} ${report.data.reference}` : title);
  if (!session) return null;
  if (report.error) return <LoadFailurePage record={type === 'consumption' ? CONSUMPTION_REPORT : 'report'} id={id} error={report.error} />;
  if (!shown) return <Loader aria-label={t('common.loading')} />;
  const data = shown;
  if (data.type !== type) return <Navigate to={reportPaths(data.type).edit(data.id)} replace />;
  const editable = canEditReport(session.user, data);
  return (
    <Stack gap="sm">
      <ReportEditHeader report={data} />
      <Suspense fallback={<FormLoading />}>
        {headerPainted ? <Content report={data} editable={editable} me={session.user} /> : <FormLoading />}
      </Suspense>
    </Stack>
  );
}
