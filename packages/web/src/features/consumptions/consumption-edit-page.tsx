import { lazyNamed } from '../../app/lazy-named.ts';
import { ReportEditScreen } from '../reports/report-edit-screen.tsx';

// As on the transport edit page (report-edit-page.tsx): the form's and sections' code comes after the header.
const ConsumptionEditContent = lazyNamed(() => import('./consumption-edit-content.tsx'), 'ConsumptionEditContent');

/**
 * `/consumptions/:id/edit` (route consumptionEdit), docs/spec/part-2.md §2.5: the report form, the consumptions, the
 * company cars' voyages, and the HSEQ import for a company connected to its HSEQ service; the results preview is at
 * the top.
 */
export function ConsumptionEditPage() {
  return <ReportEditScreen type="consumption" content={ConsumptionEditContent} />;
}
