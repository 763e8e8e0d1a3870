import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReadPdf {
  /** The text as poppler's pdftotext reads it (what a reader copies, a search engine indexes). */
  text: string;
  pages: number;
  /** Raster images placed in the document (pdfimages -list). */
  images: number;
}

/** Opens a PDF the way a reader's tools do: poppler's pdftotext, pdfinfo and pdfimages. */
export function readPdf(pdf: Buffer): ReadPdf {
  const dir = mkdtempSync(join(tmpdir(), 'huella-read-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
    // pdfimages -list: two header lines, then one line per image.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
    return { text, pages, images };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
