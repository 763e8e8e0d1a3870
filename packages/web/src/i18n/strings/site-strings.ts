import * as en from '../en.json';
import * as es from '../es.json';

// The strings of the entry chunk: the public site's shell, the landing page (its information request shares the
// contact form's words), the login and what any page may show (errors, notices, downloads). Each section is named member by member so the build keeps only these sections of
// the two files (Vite's named JSON exports); the other pages bring theirs (app-strings.ts and the like).
export const siteStrings = {
  en: {
    landing: en.landing,
    login: en.login,
    contact: en.contact,
    common: en.common,
    errors: en.errors,
    validation: en.validation,
    not_found: en.not_found,
    top_bar: en.top_bar,
    footer: en.footer,
    downloads: en.downloads,
    fields: en.fields,
    notify: en.notify,
  },
  es: {
    landing: es.landing,
    login: es.login,
    contact: es.contact,
    common: es.common,
    errors: es.errors,
    validation: es.validation,
    not_found: es.not_found,
    top_bar: es.top_bar,
    footer: es.footer,
    downloads: es.downloads,
    fields: es.fields,
    notify: es.notify,
  },
};
