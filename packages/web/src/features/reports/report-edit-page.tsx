import { CargosSection } from '../cargos/cargos-section.tsx';
import { StageSections } from '../stages/stage-sections.tsx';
import { ReportEditScreen } from './report-edit-screen.tsx';

/**
 * `/reports/:id/edit`, sections in the order of docs/spec/part-2.md §2.1: the report form, the cargos, then
 * the stage and storage sections; the results preview is at the top.
 */
export function ReportEditPage() {
  return (
    <ReportEditScreen type="transport">
      {(report, editable) => (
        <>
          <CargosSection reportId={report.id} businessTrip={report.business_trip} readOnly={!editable} />
          <StageSections report={report} readOnly={!editable} />
        </>
      )}
    </ReportEditScreen>
  );
}
