// What every label of the labels module is: the same words in both languages of the app.

export type LabelLanguage = 'en' | 'es';
export type Label = Readonly<Record<LabelLanguage, string>>;

/** Anything that is not 'es' reads English, as the app's fallback language does. */
export function toLabelLanguage(language: string): LabelLanguage {
  return language.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * Words for a code no table knows yet (a tag key a company made up, a factor class another factor set adds):
 * `cost_center` reads "Cost center", never `cost_center`. The table is the place for a real translation.
 */
export function humanize(code: string): string {
  const words = code
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
