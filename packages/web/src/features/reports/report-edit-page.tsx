import { lazyNamed } from '../../app/lazy-named.ts';
import { ReportEditScreen } from './report-edit-screen.tsx';

// The form's and the sections' code (date pickers, selects, tables, dialogs) is not the header's: it downloads as
// this page's code runs, and the header, the page's largest text, does not wait for it (docs/performance.md "The
// data before the code"). A failed download is asked for again when the content renders.
const TransportEditContent = lazyNamed(() => import('./transport-edit-content.tsx'), 'TransportEditContent');
TransportEditContent.preload().catch(() => undefined);

/**
 * `/reports/:id/edit`, sections in the order of docs/spec/part-2.md §2.1: the report form, the cargos, then
 * the stage and storage sections; the results preview is at the top.
 */
export function ReportEditPage() {
  return <ReportEditScreen type="transport" content={TransportEditContent} />;
}
