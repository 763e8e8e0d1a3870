import { enumLabel, toLabelLanguage, type ConsumptionTotals } from '@huella/contracts';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadFailurePage } from '../../app/load-failure-page.tsx';
import { usePageTitle } from '../../app/use-page-title.ts';
import { formatAmount } from '../../lib/format-figures.ts';
import { useSession } from '../auth/session.ts';
import { useReportTotals } from '../report-totals/api.ts';
import { CalculationDetails } from '../report-totals/calculation-details.tsx';
import { ShareChart, type ChartSlice } from '../report-totals/share-chart.tsx';
import { FootprintAndScopes, TotalsTop } from '../report-totals/totals-overview.tsx';
import { RestatementSection } from '../report-totals/restatement-section.tsx';
import { TotalsSection } from '../report-totals/totals-section.tsx';
import { useReport } from '../reports/api.ts';
import { CONSUMPTION_REPORT } from '../reports/report-edit-screen.tsx';
import { reportPaths } from '../reports/report-paths.ts';
import { consumptionSlices, voyageSlices } from './breakdown-slices.ts';
import { BreakdownTable } from './breakdown-table.tsx';
import { energyColour } from './energy-colours.ts';

/** `/consumptions/:id/totals` (route consumptionTotals), docs/spec/part-2.md §2.6. */
export function ConsumptionTotalsPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const id = Number(useParams().id);
  const report = useReport(id);
  const totals = useReportTotals<ConsumptionTotals>(id);
  usePageTitle(report.data ? `${t('consumption_totals.title')} ${report.data.reference}` : t('consumption_totals.title'));

  if (!session) return null;
  const failure = report.error ?? totals.error;
  if (failure) return <LoadFailurePage record={CONSUMPTION_REPORT} id={id} error={failure} />;
  if (!report.data || !totals.data) return <Loader aria-label={t('common.loading')} />;
  // A transport report's id typed under /consumptions: its own totals page.
  if (report.data.type !== 'consumption' || totals.data.type !== 'consumption') {
    return <Navigate to={reportPaths(report.data.type).totals(id)} replace />;
  }
  const data = totals.data;
  const language = toLabelLanguage(i18n.language);
  const amount = (value: number, digits = 1) => formatAmount(value, i18n.language, digits);
  const typeName = (type: ConsumptionTotals['consumptions'][number]['type']) => enumLabel('consumption_type', type, language);
  const fuelName = (fuel: ConsumptionTotals['voyages'][number]['fuel']) => enumLabel('car_fuel', fuel, language);
  const method = (code: string) => enumLabel('calculation_method', code, language);

  const consumptionPie = consumptionSlices(data.consumptions).map((slice) => ({
    ...slice,
    name: t('consumption_totals.chart.consumption_slice', { number: slice.number, type: typeName(slice.energy), subject: slice.subject }),
    color: energyColour(slice.energy),
  }));
  const voyagePie = voyageSlices(data.voyages).map((slice) => ({
    ...slice,
    name: t('consumption_totals.chart.voyage_slice', { number: slice.number, fuel: fuelName(slice.energy), subject: slice.subject }),
    color: energyColour(slice.energy),
  }));
  const entries = [
    ...data.consumptions.map((row, index) => ({
      key: `consumption-${row.id}`,
      heading: t('consumption_totals.details.consumption', { number: index + 1, type: typeName(row.type), subject: row.center ?? row.date }),
      note: `${amount(row.quantity, 3)} ${row.unit} — ${method(row.method)}`,
      factors: row.factors_used,
    })),
    ...data.voyages.map((row, index) => ({
      key: `voyage-${row.id}`,
      heading: t('consumption_totals.details.voyage', { number: index + 1, car: row.car ?? row.car_family, fuel: fuelName(row.fuel) }),
      note: `${amount(row.distance)} km — ${method(row.method)}`,
      factors: row.factors_used,
    })),
  ];

  return (
    <Stack gap="xl">
      <TotalsTop me={session.user} report={report.data} totals={data} />
      <FootprintAndScopes totals={data} footprintTitle={t('consumption_totals.footprint_title')} />
      <TotalsSection id="totals-consumptions" title={t('consumption_totals.consumptions.title')}>
        <BreakdownTable
          rows={data.consumptions}
          labelledBy="totals-consumptions"
          energyOf={(row) => row.type}
          howLabel={(number) => t('consumption_totals.consumptions.how', { number })}
          empty={t('consumption_totals.consumptions.empty')}
          columns={[
            { key: 'type', header: t('consumptions.fields.type'), render: (row) => typeName(row.type) },
            { key: 'date', header: t('consumptions.fields.date'), nowrap: true, render: (row) => row.date },
            { key: 'center', header: t('consumptions.fields.center'), render: (row) => row.center ?? '—' },
            { key: 'supplier', header: t('consumptions.fields.supplier'), render: (row) => row.supplier ?? '—' },
            { key: 'quantity', header: t('consumptions.fields.quantity'), align: 'right', nowrap: true, render: (row) => `${amount(row.quantity, 3)} ${row.unit}` },
          ]}
        />
        <SharePie id="consumptions-chart" title={t('consumption_totals.consumptions.chart')} slices={consumptionPie} />
      </TotalsSection>
      <TotalsSection id="totals-voyages" title={t('consumption_totals.voyages.title')}>
        <BreakdownTable
          rows={data.voyages}
          labelledBy="totals-voyages"
          energyOf={(row) => row.fuel}
          howLabel={(number) => t('consumption_totals.voyages.how', { number })}
          empty={t('consumption_totals.voyages.empty')}
          columns={[
            { key: 'date', header: t('consumptions.fields.date'), nowrap: true, render: (row) => row.date },
            { key: 'car', header: t('consumptions.fields.car'), nowrap: true, render: (row) => row.car ?? '—' },
            { key: 'car_family', header: t('consumptions.fields.car_family'), render: (row) => `${row.car_family} (${fuelName(row.fuel)})` },
            { key: 'center', header: t('consumptions.fields.center'), render: (row) => row.center ?? '—' },
            { key: 'distance', header: t('consumptions.fields.distance'), align: 'right', render: (row) => amount(row.distance) },
          ]}
        />
        <SharePie id="voyages-chart" title={t('consumption_totals.voyages.chart')} slices={voyagePie} />
      </TotalsSection>
      <TotalsSection id="totals-details" title={t('totals.details.title')}>
        <CalculationDetails totals={data} entries={entries} />
      </TotalsSection>
      <TotalsSection id="totals-restate" title={t('totals.restate.title')}>
        <RestatementSection reportId={id} currentReviewId={report.data.review?.id ?? null} onlyScope3={session.user.company.only_scope3} />
      </TotalsSection>
    </Stack>
  );
}

/** docs/spec/part-2.md §2.6: a breakdown's pie, under its table; nothing to draw for an empty one. */
function SharePie({ id, title, slices }: { id: string; title: string; slices: readonly ChartSlice[] }) {
  const { t } = useTranslation();
  if (slices.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby={id} gap="xs" mt="sm">
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {slices.every((slice) => slice.kg <= 0) ? (
        <Text>{t('totals.chart.empty')}</Text>
      ) : (
        <ShareChart slices={slices} />
      )}
    </Stack>
  );
}
