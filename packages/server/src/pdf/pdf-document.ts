import PdfDocument from 'pdfkit';
import type { Language } from '../http/messages.ts';
import { FONTS } from './fonts.ts';

export type Doc = InstanceType<typeof PdfDocument>;

export interface PdfOptions {
  language: Language;
  info: { Title: string; Subject?: string };
  margin: number;
  /** Keeps every page open until the end, for footers that need the page count. */
  bufferPages?: boolean;
}

/**
 * An A4 pdfkit document with the shipped fonts registered as `regular` and `bold`, and a promise of its
 * bytes once `doc.end()` has been called.
 */
export function createPdf(options: PdfOptions): { doc: Doc; done: Promise<Buffer> } {
  const doc: Doc = new PdfDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: options.bufferPages ?? false,
    lang: options.language,
    info: { Author: 'Huella', ...options.info },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Writes "left … page n of m" at the foot of every buffered page (the document needs `bufferPages`). */
export function numberPages(doc: Doc, left: string, pageLabel: (page: number, count: number) => string, margin: number, color: string): void {
  const range = doc.bufferedPageRange();
  const width = doc.page.width - 2 * margin;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits inside the bottom margin; without this pdfkit would start another page.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(color).text(pageLabel(i + 1, range.count), margin, doc.page.height - 30, { width, align: 'right', lineBreak: false });
    doc.text(left, margin, doc.page.height - 30, { width, align: 'left', lineBreak: false });
  }
}
