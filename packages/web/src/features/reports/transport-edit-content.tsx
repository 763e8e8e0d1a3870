import { CargosSection } from '../cargos/cargos-section.tsx';
import { StageSections } from '../stages/stage-sections.tsx';
import { ReportEditForm, type ReportEditContentProps } from './report-edit-form.tsx';

/** docs/spec/part-2.md §2.1: under the header, the report form, the cargos, then the stage and storage sections. */
export function TransportEditContent(props: ReportEditContentProps) {
  const { report, editable } = props;
  return (
    <>
      <ReportEditForm {...props} />
      <CargosSection reportId={report.id} businessTrip={report.business_trip} readOnly={!editable} />
      <StageSections report={report} readOnly={!editable} />
    </>
  );
}
