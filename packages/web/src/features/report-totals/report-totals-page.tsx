import { Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { useSession } from '../auth/session.ts';
import { useReport } from '../reports/api.ts';
import { reportPaths } from '../reports/report-paths.ts';
import { useReportTotals } from './api.ts';
import { CalculationDetails } from './calculation-details.tsx';
import { DeferredTotalsMap } from './deferred-totals-map.tsx';
import { SegmentLegend } from './segment-legend.tsx';
import { RestatementSection } from './restatement-section.tsx';
import { ShareChart } from './share-chart.tsx';
import { shareSlices } from './share-slices.ts';
import { StagesTable } from './stages-table.tsx';
import { StoragesTable } from './storages-table.tsx';
import { SummaryFigures } from './summary-figures.tsx';
import { FootprintAndScopes, TotalsTop } from './totals-overview.tsx';
import { TotalsSection } from './totals-section.tsx';
import { transportCalculationEntries } from './transport-calculation-entries.ts';
import { SEGMENT_TYPES, segmentColour } from './transport-colours.ts';
import { useSliceName } from './use-slice-name.ts';

/** `/reports/:id/totals` (route name reportTotals), docs/spec/part-2.md §2.2. */
export function ReportTotalsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const report = useReport(id);
  const totals = useReportTotals(id);
  const slices = useMemo(() => (totals.data?.type === 'transport' ? shareSlices(totals.data) : []), [totals.data]);
  const sliceName = useSliceName();

  usePageTitle(report.data ? `${t('totals.title')} ${report.data.reference}` : t('totals.title'));

  if (!session) return null;
  const failure = report.error ?? totals.error;
  if (failure) return <LoadFailurePage record="report" id={id} error={failure} />;
  if (!report.data || !totals.data) return <Loader aria-label={t('common.loading')} />;
  // A consumption report's id typed under /reports: its own totals page.
  if (report.data.type !== 'transport') return <Navigate to={reportPaths(report.data.type).totals(id)} replace />;
  const data = totals.data;
  const types = SEGMENT_TYPES.filter((type) => slices.some((slice) => slice.type === type));

  return (
    <Stack gap="xl">
      <TotalsTop me={session.user} report={report.data} totals={data} />
      <SummaryFigures totals={data} />
      <FootprintAndScopes totals={data} footprintTitle={t('totals.footprint.title')} />
      <TotalsSection id="totals-stages" title={t('totals.stages.title')}>
        <StagesTable stages={data.stages} labelledBy="totals-stages" />
      </TotalsSection>
      <TotalsSection id="totals-storages" title={t('totals.storages.title')}>
        <StoragesTable storages={data.storages} labelledBy="totals-storages" />
      </TotalsSection>
      <TotalsSection id="totals-map" title={t('totals.map.title')}>
        <SegmentLegend types={types} />
        <DeferredTotalsMap stages={data.stages} storages={data.storages} />
      </TotalsSection>
      <TotalsSection id="totals-chart" title={t('totals.chart.title')}>
        {slices.every((slice) => slice.kg <= 0) ? (
          <Text>{t('totals.chart.empty')}</Text>
        ) : (
          <ShareChart slices={slices.map((slice) => ({ ...slice, name: sliceName(slice), color: segmentColour(slice.type) }))} />
        )}
      </TotalsSection>
      <TotalsSection id="totals-details" title={t('totals.details.title')}>
        <CalculationDetails totals={data} entries={transportCalculationEntries(data, t, i18n.language)} />
      </TotalsSection>
      <TotalsSection id="totals-restate" title={t('totals.restate.title')}>
        <RestatementSection reportId={id} currentReviewId={report.data.review?.id ?? null} onlyScope3={session.user.company.only_scope3} />
      </TotalsSection>
    </Stack>
  );
}
