import type { Language } from '../http/messages.ts';
import { FLYER_CONTENT } from './flyer-content.ts';
import { createPdf } from './pdf-document.ts';

// The app's primary green (web theme, shade 7) and a dark grey that reads well on paper.
const GREEN = '#0b7a55';
const DARK = '#212529';
const MARGIN = 50;

/** One A4 page: the flyer of the landing page, rendered in the requested language. */
export function renderFlyer(language: Language): Promise<Buffer> {
  const content = FLYER_CONTENT[language];
  const { doc, done } = createPdf({
    language,
    margin: MARGIN,
    info: { Title: `${content.title}: ${content.tagline}`, Subject: content.tagline },
  });

  const width = doc.page.width;
  const inner = width - 2 * MARGIN;

  doc.rect(0, 0, width, 170).fill(GREEN);
  doc.fillColor('white').font('bold').fontSize(44).text(content.title, MARGIN, 48);
  doc.font('regular').fontSize(17).text(content.tagline, MARGIN, 108, { width: inner });

  doc.fillColor(DARK).font('regular').fontSize(11.5).text(content.intro, MARGIN, 200, { width: inner, lineGap: 3 });

  const columnGap = 24;
  const columnWidth = (inner - columnGap) / 2;
  let rowTop = doc.y + 24;
  for (let i = 0; i < content.features.length; i += 2) {
    let rowBottom = rowTop;
    for (const [column, feature] of content.features.slice(i, i + 2).entries()) {
      const x = MARGIN + column * (columnWidth + columnGap);
      doc.rect(x, rowTop, 4, 16).fill(GREEN);
      doc.fillColor(GREEN).font('bold').fontSize(13).text(feature.heading, x + 12, rowTop, { width: columnWidth - 12 });
      doc.fillColor(DARK).font('regular').fontSize(10.5).text(feature.text, x + 12, doc.y + 4, { width: columnWidth - 12, lineGap: 2 });
      rowBottom = Math.max(rowBottom, doc.y);
    }
    rowTop = rowBottom + 20;
  }

  doc.fillColor(GREEN).font('bold').fontSize(13).text(content.audienceHeading, MARGIN, rowTop + 4, { width: inner });
  doc.fillColor(DARK).font('regular').fontSize(10.5).text(content.audience, MARGIN, doc.y + 4, { width: inner, lineGap: 2 });

  // The closing band sits inside the bottom margin; without this pdfkit would start a second page.
  doc.page.margins.bottom = 0;
  const bandTop = doc.page.height - 130;
  doc.rect(0, bandTop, width, 130).fill('#e6f7f0');
  doc.fillColor(GREEN).font('bold').fontSize(20).text(content.callToAction, MARGIN, bandTop + 30, { width: inner });
  doc.fillColor(DARK).font('regular').fontSize(11).text(content.contact, MARGIN, bandTop + 62, { width: inner });
  doc.fontSize(9).text(`© ${new Date().getFullYear()} Huella`, MARGIN, bandTop + 104, { width: inner, lineBreak: false });

  doc.end();
  return done;
}
