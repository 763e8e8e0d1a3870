import 'dayjs/locale/es';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';
import { storedLanguage, storeLanguage, toLanguage } from './language.ts';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** One i18next instance for the app; the language follows local storage and drives `<html lang>`. */
export function createI18n() {
  const instance = createInstance();
  instance.on('languageChanged', (lng) => {
    const language = toLanguage(lng);
    storeLanguage(language);
    document.documentElement.lang = language;
  });
  void instance.use(initReactI18next).init({
    resources,
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
