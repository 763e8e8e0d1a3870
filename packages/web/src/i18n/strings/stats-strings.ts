import en from '../en/stats.json';
import es from '../es/stats.json';
import { addStrings } from '../i18n.ts';

// The statistics page's strings come with its chunk, not with the signed-in shell (app-strings.ts).
export const statsStrings = { en, es };

addStrings(statsStrings);
