import { lazyNamed } from '../../app/lazy-named.ts';
import { ReportEditScreen } from './report-edit-screen.tsx';

// The form's and the sections' code (date pickers, selects, tables, dialogs) is not the header's: the screen asks for
// it once the header, the page's largest text, is on screen (docs/performance.md "The data before the code").
const TransportEditContent = lazyNamed(() => import('./transport-edit-content.tsx'), 'TransportEditContent');

/**
 * `/reports/:id/edit`, sections in the order of docs/spec/part-2.md §2.1: the report form, the cargos, then
 * the stage and storage sections; the results preview is at the top.
 */
export function ReportEditPage() {
  return <ReportEditScreen type="transport" content={TransportEditContent} />;
}
