// `npm run pdf:documents -- <dir>`: writes the flyers and the user guides exactly as the server serves
// them, so they can be proof-read or handed out without running the server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { renderFlyer } from './flyer.ts';
import { renderUserGuide } from './user-guide/render-user-guide.ts';

const dir = resolve(process.argv[2] ?? '.cache/pdf');
mkdirSync(dir, { recursive: true });
for (const language of ['en', 'es'] as const) {
  const documents = { [`flyer-${language}.pdf`]: renderFlyer(language), [`user-guide-${language === 'es' ? 'sp' : 'en'}.pdf`]: renderUserGuide(language) };
  for (const [name, pdf] of Object.entries(documents)) {
    const file = join(dir, name);
    writeFileSync(file, await pdf);
    console.log(file);
  }
}
