import { ReportEditScreen } from '../reports/report-edit-screen.tsx';
import { ConsumptionSections } from './consumption-sections.tsx';
import { HseqImportSection } from './hseq-import-section.tsx';

/**
 * `/consumptions/:id/edit` (route consumptionEdit), docs/spec/part-2.md §2.5: the report form, the consumptions, the
 * company cars' voyages, and the HSEQ import for a company connected to its HSEQ service; the results preview is at
 * the top.
 */
export function ConsumptionEditPage() {
  return (
    <ReportEditScreen type="consumption">
      {(report, editable, me) => (
        <>
          <ConsumptionSections report={report} readOnly={!editable} />
          {editable && me.company.has_hseq_connection ? <HseqImportSection reportId={report.id} /> : null}
        </>
      )}
    </ReportEditScreen>
  );
}
