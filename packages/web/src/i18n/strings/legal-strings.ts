import * as en from '../en.json';
import * as es from '../es.json';
import { addStrings } from '../i18n.ts';

// The legal pages' strings come with their chunk, not with the entry (site-strings.ts).
export const legalStrings = { en: { legal: en.legal }, es: { legal: es.legal } };

addStrings(legalStrings);
