import { ReportEditForm, type ReportEditContentProps } from '../reports/report-edit-form.tsx';
import { ConsumptionSections } from './consumption-sections.tsx';
import { HseqImportSection } from './hseq-import-section.tsx';

/**
 * docs/spec/part-2.md §2.5: under the header, the report form, the consumptions, the company cars' voyages, and the
 * HSEQ import for a company connected to its HSEQ service.
 */
export function ConsumptionEditContent(props: ReportEditContentProps) {
  const { report, editable, me } = props;
  return (
    <>
      <ReportEditForm {...props} />
      <ConsumptionSections report={report} readOnly={!editable} />
      {editable && me.company.has_hseq_connection ? <HseqImportSection reportId={report.id} /> : null}
    </>
  );
}
