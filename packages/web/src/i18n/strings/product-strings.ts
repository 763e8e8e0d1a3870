import en from '../en/product.json';
import es from '../es/product.json';
import { addStrings } from '../i18n.ts';

// The product pages' strings come with their chunk, not with the entry (site-strings.ts).
export const productStrings = { en, es };

addStrings(productStrings);
