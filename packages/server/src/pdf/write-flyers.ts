// `npm run pdf:flyers -- <dir>`: writes flyer-en.pdf and flyer-es.pdf, exactly as the server serves
// them, so they can be proof-read or handed out without running the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderFlyer } from './flyer.ts';

const dir = resolve(process.argv[2] ?? '.cache/pdf');
mkdirSync(dir, { recursive: true });
for (const language of ['en', 'es'] as const) {
  const file = join(dir, `flyer-${language}.pdf`);
  writeFileSync(file, await renderFlyer(language));
  console.log(file);
}
