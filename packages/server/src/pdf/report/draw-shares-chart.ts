import type PdfDocument from 'pdfkit';
import { DARK, GREY, MARGIN, ensureSpace, innerWidth } from './pdf-layout.ts';

type Doc = InstanceType<typeof PdfDocument>;

export interface Share {
  label: string;
  value: number;
  colour: string;
}

/** Height of one bar's row, which the summary page plans its map around. */
export const SHARE_ROW_HEIGHT = 14;

/** Horizontal bars of each stage's share of the total, drawn as vectors with their percentage. */
export function drawSharesChart(doc: Doc, shares: readonly Share[], formatPercent: (share: number) => string): void {
  const total = shares.reduce((sum, s) => sum + Math.max(s.value, 0), 0);
  const width = innerWidth(doc);
  const labelWidth = width * 0.42;
  const barWidth = width - labelWidth - 60;
  const rowHeight = SHARE_ROW_HEIGHT;
  for (const share of shares) {
    ensureSpace(doc, rowHeight);
    const top = doc.y;
    const part = total > 0 ? Math.max(share.value, 0) / total : 0;
    doc.font('regular').fontSize(8.5).fillColor(DARK).text(share.label, MARGIN, top + 3, { width: labelWidth - 8, height: 11, lineBreak: false, ellipsis: true });
    doc.rect(MARGIN + labelWidth, top + 3, barWidth, 10).fillColor('#f1f3f5').fill();
    if (part > 0) doc.rect(MARGIN + labelWidth, top + 3, Math.max(barWidth * part, 1), 10).fillColor(share.colour).fill();
    doc.fillColor(GREY).text(formatPercent(part), MARGIN + labelWidth + barWidth + 6, top + 3, { width: 54, align: 'right', lineBreak: false });
    doc.y = top + rowHeight;
  }
  doc.x = MARGIN;
}
