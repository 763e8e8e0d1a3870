import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, storedLanguage, storeLanguage, toLanguage, type Language } from './language.ts';
import { siteStrings } from './strings/site-strings.ts';

/** Sections of en.json and es.json, by language: the entry's, then each lazily loaded page's (strings/). */
export type Strings = Record<Language, Record<string, unknown>>;

const added: Strings[] = [];
const instances = new Set<I18n>();

/**
 * A chunk's own strings, added when the chunk loads and before anything in it renders: the entry holds only the
 * public site's (site-strings.ts), so a visitor does not download the application's.
 */
export function addStrings(strings: Strings): void {
  added.push(strings);
  for (const instance of instances) {
    for (const language of LANGUAGES) instance.addResourceBundle(language, 'translation', strings[language], true, true);
  }
}

function resources() {
  const all = [siteStrings, ...added];
  return Object.fromEntries(LANGUAGES.map((language) => [language, { translation: Object.assign({}, ...all.map((strings) => strings[language])) }]));
}

/** One i18next instance for the app; the language follows local storage and drives `<html lang>`. */
export function createI18n() {
  const instance = createInstance();
  instance.on('languageChanged', (lng) => {
    const language = toLanguage(lng);
    storeLanguage(language);
    document.documentElement.lang = language;
  });
  return initialised(instance, storedLanguage());
}

/** An instance held to one language that stores nothing: the build renders the public pages with it (prerender/). */
export function createFixedI18n(language: Language) {
  return initialised(createInstance(), language);
}

function initialised(instance: I18n, language: Language) {
  void instance.use(initReactI18next).init({
    resources: resources(),
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.add(instance);
  return instance;
}
