import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../http/messages.ts';
import { createPdf, numberPages } from '../pdf-document.ts';
import { DARK, GREEN, GREY, LINE, MARGIN, ensureSpace, innerWidth } from '../report/pdf-layout.ts';
import { GUIDE_CONTENT } from './user-guide-content.ts';

/** Where `npm run guide:screenshots` leaves the pictures the Playwright walk takes of the real app. */
export const GUIDE_SHOTS_DIR = fileURLToPath(new URL('../../../assets/user-guide/', import.meta.url));

export function guideShotPath(language: Language, shot: string): string {
  return `${GUIDE_SHOTS_DIR}${language}/${shot}.jpg`;
}

/** pdfkit documents `openImage` (an image opened once, measured, then placed) but @types/pdfkit lacks it. */
type OpenedImage = { width: number; height: number };
type WithOpenImage = { openImage(src: string): OpenedImage; image(src: OpenedImage, x: number, y: number, options: { width: number; height: number }): unknown };

const pageLabel: Record<Language, (page: number, count: number) => string> = {
  en: (page, count) => `Page ${page} of ${count}`,
  es: (page, count) => `Página ${page} de ${count}`,
};

/** The user guide (docs/spec/part-1.md §2, menu of only_scope3 companies): cover, nine illustrated steps, methodology. */
export function renderUserGuide(language: Language): Promise<Buffer> {
  const content = GUIDE_CONTENT[language];
  for (const step of content.steps) {
    // A missing picture is a broken build, not a guide with a hole in it.
    if (!existsSync(guideShotPath(language, step.shot))) throw new Error(`user guide screenshot missing: ${guideShotPath(language, step.shot)}`);
  }
  const { doc, done } = createPdf({ language, margin: MARGIN, bufferPages: true, info: { Title: content.title, Subject: content.subtitle } });
  const width = innerWidth(doc);
  const paragraph = (text: string, size = 10.5) => {
    doc.fillColor(DARK).font('regular').fontSize(size).text(text, MARGIN, doc.y, { width, lineGap: 2.5 });
    doc.moveDown(0.6);
  };

  doc.rect(0, 0, doc.page.width, 150).fill(GREEN);
  doc.fillColor('white').font('bold').fontSize(30).text(content.title, MARGIN, 46, { width });
  doc.font('regular').fontSize(13).text(content.subtitle, MARGIN, 96, { width });
  doc.y = 185;
  for (const text of content.intro) paragraph(text, 11);
  doc.moveDown(0.5);
  for (const step of content.steps) {
    doc.fillColor(GREEN).font('bold').fontSize(11.5).text(step.heading, MARGIN + 12, doc.y, { width: width - 12 });
    doc.moveDown(0.35);
  }

  for (const [index, step] of content.steps.entries()) {
    const images = doc as unknown as WithOpenImage;
    const picture = images.openImage(guideShotPath(language, step.shot));
    const scale = Math.min(width / picture.width, 540 / picture.height);
    const [w, h] = [picture.width * scale, picture.height * scale];
    doc.font('regular').fontSize(10.5);
    const textHeight = step.paragraphs.reduce((sum, text) => sum + doc.heightOfString(text, { width, lineGap: 2.5 }) + 8, 40);
    // Each step opens a page, or shares one with the step before it when both fit whole.
    if (index === 0) {
      doc.addPage();
      doc.y = MARGIN;
    } else {
      doc.moveDown(1);
      ensureSpace(doc, textHeight + h + 20);
    }
    doc.fillColor(GREEN).font('bold').fontSize(15).text(step.heading, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    for (const text of step.paragraphs) paragraph(text);
    const x = MARGIN + (width - w) / 2;
    const top = doc.y + 4;
    images.image(picture, x, top, { width: w, height: h });
    doc.rect(x, top, w, h).lineWidth(0.75).strokeColor(LINE).stroke();
    doc.y = top + h + 8;
  }

  doc.moveDown(1);
  ensureSpace(doc, 140);
  doc.fillColor(GREEN).font('bold').fontSize(15).text(content.methodHeading, MARGIN, doc.y, { width });
  doc.moveDown(0.4);
  for (const text of content.method) paragraph(text);

  numberPages(doc, content.footer, pageLabel[language], MARGIN, GREY);
  doc.end();
  return done;
}
