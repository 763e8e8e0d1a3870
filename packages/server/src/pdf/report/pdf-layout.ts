import type PdfDocument from 'pdfkit';

// Small drawing helpers shared by the report PDFs: a cursor that starts a new page when the next block would
// not fit, and tables that repeat their header on the new page.

export const MARGIN = 48;
export const GREEN = '#0b7a55';
export const DARK = '#212529';
export const GREY = '#6c757d';
export const LINE = '#dee2e6';
/** Content ends here; the page number line sits below it (render-report-pdf.ts). */
const BOTTOM = 44;

export type Doc = InstanceType<typeof PdfDocument>;

export function innerWidth(doc: Doc): number {
  return doc.page.width - 2 * MARGIN;
}

/** Where content ends on the current page. */
export function bottomOf(doc: Doc): number {
  return doc.page.height - BOTTOM;
}

/** Starts a new page unless `height` points still fit above the bottom margin. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

export function heading(doc: Doc, text: string, size = 13): void {
  ensureSpace(doc, size * 4);
  doc.moveDown(0.6);
  doc.fillColor(GREEN).font('bold').fontSize(size).text(text, MARGIN, doc.y, { width: innerWidth(doc) });
  doc.moveDown(0.3);
  doc.fillColor(DARK).font('regular');
}

export interface Column {
  header: string;
  /** Share of the inner width. */
  width: number;
  align?: 'left' | 'right';
}

/** A table with a header row and zebra rows; long cells wrap, and the header repeats after a page break. */
export function table(doc: Doc, columns: readonly Column[], rows: readonly (readonly string[])[], options: { fontSize?: number; boldLast?: boolean } = {}): void {
  const fontSize = options.fontSize ?? 9;
  const width = innerWidth(doc);
  const widths = columns.map((c) => c.width * width);
  const pad = 4;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] as number) - 2 * pad }))) + 2 * pad;
  };
  const header = columns.map((c) => c.header);
  const drawRow = (cells: readonly string[], font: string, fill: string | null, isHeader = false): void => {
    const h = rowHeight(cells, font);
    if (doc.y + h > doc.page.height - BOTTOM) {
      doc.addPage();
      doc.y = MARGIN;
      // The header repeats at the top of the new page, so every page of a long table can be read alone.
      if (!isHeader) drawRow(header, 'bold', '#e6f7f0', true);
    }
    const top = doc.y;
    if (fill) doc.rect(MARGIN, top, width, h).fill(fill);
    let x = MARGIN;
    doc.fillColor(DARK).font(font).fontSize(fontSize);
    cells.forEach((cell, i) => {
      const w = widths[i] as number;
      doc.text(cell, x + pad, top + pad, { width: w - 2 * pad, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc.moveTo(MARGIN, top + h).lineTo(MARGIN + width, top + h).lineWidth(0.5).strokeColor(LINE).stroke();
    doc.y = top + h;
  };
  ensureSpace(doc, rowHeight(header, 'bold') + rowHeight(rows[0] ?? header, 'regular'));
  drawRow(header, 'bold', '#e6f7f0', true);
  rows.forEach((row, i) => drawRow(row, options.boldLast && i === rows.length - 1 ? 'bold' : 'regular', i % 2 ? '#f8f9fa' : null));
  doc.x = MARGIN;
  doc.moveDown(0.4);
}

/** Label–value pairs in two columns, for the header block and the stage inputs. */
export function pairs(doc: Doc, items: readonly (readonly [string, string])[], fontSize = 9.5): void {
  const width = innerWidth(doc);
  const labelWidth = width * 0.32;
  for (const [label, value] of items) {
    doc.font('regular').fontSize(fontSize);
    const h = Math.max(doc.heightOfString(value, { width: width - labelWidth }), doc.heightOfString(label, { width: labelWidth - 8 })) + 3;
    ensureSpace(doc, h);
    const top = doc.y;
    doc.fillColor(GREY).text(label, MARGIN, top, { width: labelWidth - 8 });
    doc.fillColor(DARK).text(value, MARGIN + labelWidth, top, { width: width - labelWidth });
    doc.y = top + h;
  }
  doc.x = MARGIN;
}
