import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// docs/design.md: pdfkit with a shipped TrueType font, so CO₂ and Spanish accents print (never woff2 in pdfkit).
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
} as const;
