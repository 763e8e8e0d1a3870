import { ReportAddPage } from '../reports/report-add-page.tsx';

/** `/consumptions/add` (route consumptionAdd, docs/spec/part-1.md §2): the report form of a new consumption report. */
export function ConsumptionAddPage() {
  return <ReportAddPage type="consumption" />;
}
