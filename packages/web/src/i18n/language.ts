export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'huella.language';

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** docs/spec/part-1.md §1: the choice is remembered in local storage; English when nothing (or something odd) is stored. */
export function storedLanguage(): Language {
  const value = localStorage.getItem(STORAGE_KEY);
  return isLanguage(value) ? value : 'en';
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
}

export function toLanguage(value: string | undefined): Language {
  return isLanguage(value) ? value : 'en';
}
