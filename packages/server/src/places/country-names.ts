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

// Case and accents do not matter to a person typing a country: "ESPAÑA", "espana" and "España" are one.
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
let codeByName: Map<string, string> | undefined;

/**
 * The ISO 3166-1 alpha-2 code a person means by `text`: the code itself (`DE`), its alpha-3 (`DEU`) or one of the
 * country's whole names in English or Spanish (`Germany`, `alemania`), whatever the case and accents; never a
 * part of a name. Undefined when no country is called so.
 */
export function countryCodeOf(text: string): string | undefined {
  const lib = countries();
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && lib.isValid(trimmed.toUpperCase())) return trimmed.toUpperCase();
  if (/^[a-z]{3}$/i.test(trimmed)) {
    const alpha2 = lib.alpha3ToAlpha2(trimmed.toUpperCase());
    if (alpha2) return alpha2;
  }
  if (!codeByName) {
    codeByName = new Map();
    for (const language of ['en', 'es'] as const) {
      for (const [code, names] of Object.entries(lib.getNames(language, { select: 'all' }))) {
        for (const name of names) if (!codeByName.has(folded(name))) codeByName.set(folded(name), code);
      }
    }
  }
  return codeByName.get(folded(trimmed));
}
