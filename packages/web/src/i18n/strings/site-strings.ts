import en from '../en/site.json';
import es from '../es/site.json';

// The strings of the entry chunk: the public site's shell, the landing page (its information request shares the
// contact form's words), the login and what any page may show (errors, notices, downloads). Each chunk brings its
// own file (app-strings.ts and the like), so a visitor of the public site downloads neither the application's
// strings nor the legal texts.
export const siteStrings = { en, es };
