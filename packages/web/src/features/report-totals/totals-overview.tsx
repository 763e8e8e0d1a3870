import type { ConsumptionTotals, CurrentUser, Report, ReportTotals } from '@huella/contracts';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FootprintTable } from './footprint-table.tsx';
import { ScopesTable } from './scopes-table.tsx';
import { TotalsActions } from './totals-actions.tsx';
import { TotalsHeader } from './totals-header.tsx';
import { TotalsSection } from './totals-section.tsx';

/** The top of a totals page (docs/spec/part-2.md §2.2, §2.6): what the report is, then what can be done with it. */
export function TotalsTop({ me, report, totals }: { me: CurrentUser; report: Report; totals: ReportTotals | ConsumptionTotals }) {
  return (
    <Stack gap="md">
      <TotalsHeader report={report} totals={totals} />
      <TotalsActions me={me} report={report} />
    </Stack>
  );
}

/** The report's figures per gas beside its figures per scope (docs/spec/part-2.md §2.2, §2.6). */
export function FootprintAndScopes({ totals, footprintTitle }: { totals: ReportTotals | ConsumptionTotals; footprintTitle: string }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <TotalsSection id="totals-footprint" title={footprintTitle}>
        <FootprintTable figures={totals} labelledBy="totals-footprint" />
      </TotalsSection>
      <TotalsSection id="totals-scopes" title={t('totals.scopes.title')}>
        <ScopesTable totals={totals} labelledBy="totals-scopes" />
      </TotalsSection>
    </SimpleGrid>
  );
}
