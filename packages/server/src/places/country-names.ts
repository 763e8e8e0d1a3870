import type { LocaleData } from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import type { PlaceLanguage } from '@huella/contracts';

type Countries = typeof import('i18n-iso-countries');

const require = createRequire(import.meta.url);
let library: Countries | undefined;

// The package's main entry registers all of its ~80 locales; we need two, so we load the bare library.
function countries(): Countries {
  if (!library) {
    const loaded = require('i18n-iso-countries/index.js') as Countries;
    for (const lang of ['en', 'es']) loaded.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`) as LocaleData);
    library = loaded;
  }
  return library;
}

/**
 * The country's name as an address shows it: the library's first name that reads as a plain name
 * ("Taiwan" rather than "Taiwan, Province of China"), else its official one; the code when it has none.
 */
export function countryName(code: string, language: PlaceLanguage): string {
  const names = countries().getName(code, language, { select: 'all' }) ?? [];
  return names.find((n) => !/[,(]/.test(n)) ?? names[0] ?? code;
}

/** Every English and Spanish name of the country, so "valencia españa" and "valencia spain" both search. */
export function countrySearchNames(code: string): string[] {
  const lib = countries();
  return [...(lib.getName(code, 'en', { select: 'all' }) ?? []), ...(lib.getName(code, 'es', { select: 'all' }) ?? [])];
}
