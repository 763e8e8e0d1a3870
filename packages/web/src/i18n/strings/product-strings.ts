import * as en from '../en.json';
import * as es from '../es.json';
import { addStrings } from '../i18n.ts';

// The product pages' strings come with their chunk, not with the entry (site-strings.ts).
export const productStrings = { en: { product: en.product }, es: { product: es.product } };

addStrings(productStrings);
