export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'huella.language';
/**
 * The same choice, told to the server: it sends the public pages already rendered (docs/performance.md), and picks
 * the language's copy by this cookie. Read by packages/server/src/http/serve-client.ts.
 */
export const LANGUAGE_COOKIE = 'huella_language';
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** docs/spec/part-1.md §1: the choice is remembered in local storage; English when nothing (or something odd) is stored. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : 'en';
}

export function storeLanguage(language: Language): void {
  // Every page load tells the language once: writing a cookie is a round trip to the browser's cookie store, paid on
  // the main thread before the first render, so nothing is written when both already say it.
  if (localStorage.getItem(STORAGE_KEY) === language && cookieLanguage() === language) return;
  localStorage.setItem(STORAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_IN_SECONDS}; samesite=lax`;
}

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`);

function cookieLanguage(): string | undefined {
  return COOKIE_VALUE.exec(document.cookie)?.[1];
}

export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : 'en';
}
