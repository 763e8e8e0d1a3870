import en from '../en/app.json';
import es from '../es/app.json';
import { addStrings } from '../i18n.ts';

// The signed-in application's strings, loaded with its shell (app-layout.tsx), not with the entry (site-strings.ts).
export const appStrings = { en, es };

addStrings(appStrings);
