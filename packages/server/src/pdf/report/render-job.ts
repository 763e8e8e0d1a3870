import type { Language } from '../../http/messages.ts';
import { renderConsumptionPdf, type ConsumptionPdfInput } from './render-consumption-pdf.ts';
import { renderReportPdf, type ReportPdfInput } from './render-report-pdf.ts';
import type { PdfKind } from './report-pdf-frame.ts';

/** What a report PDF is drawn from: plain data (structured-cloneable), so a worker thread can draw it. */
export type PdfRenderJob =
  | { report: 'transport'; kind: PdfKind; language: Language; input: ReportPdfInput }
  | { report: 'consumption'; kind: PdfKind; language: Language; input: ConsumptionPdfInput };

export function renderPdfJob(job: PdfRenderJob): Promise<Buffer> {
  return job.report === 'transport' ? renderReportPdf(job.kind, job.language, job.input) : renderConsumptionPdf(job.kind, job.language, job.input);
}
