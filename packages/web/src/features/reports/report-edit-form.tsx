import type { CurrentUser, Report } from '@huella/contracts';
import { ReportForm } from './report-form.tsx';
import { reportFormValues } from './report-form-values.ts';

export interface ReportEditContentProps {
  report: Report;
  /** The reader may change the report now. */
  editable: boolean;
  me: CurrentUser;
}

/** The report form of an edit page, filled with the report; read-only when it cannot be changed. */
export function ReportEditForm({ report, editable, me }: ReportEditContentProps) {
  return (
    <ReportForm
      key={report.id}
      type={report.type}
      id={report.id}
      initial={reportFormValues(report)}
      reference={report.reference}
      canChooseBusinessTrip={me.company.platform}
      readOnly={!editable}
    />
  );
}
