import en from '../en/legal.json';
import es from '../es/legal.json';
import { addStrings } from '../i18n.ts';

// The legal pages' strings come with their chunk, not with the entry (site-strings.ts).
export const legalStrings = { en, es };

addStrings(legalStrings);
