import './app/zod-jitless.ts';
import './app/styles/public-styles.ts';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from './api/client.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadPrerenderedPage } from './app/router.tsx';
import { sessionStore } from './features/auth/session.ts';
import { createI18n } from './i18n/i18n.ts';
import { toLanguage } from './i18n/language.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A public page comes rendered by the build for a visitor with nothing stored (docs/performance.md), in the language
// the server read from the cookie: read before i18n starts, since starting sets <html lang>.
const prerendered = root.dataset.prerendered;

const i18n = createI18n();
configureApi({ token: sessionStore.token, language: () => toLanguage(i18n.language) });
const queryClient = createQueryClient(i18n);

const app = (
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>
);
// Hydrated when this visitor would see just what was rendered; otherwise (a language chosen before the cookie
// existed, a signed-in user) rendered afresh, which replaces the page. Hydrating in a transition lets React yield to
// the browser between components, so a phone's main thread is not held for the whole page at once (the page is on
// screen already; a click that comes meanwhile is replayed once its part is hydrated).
// The page's own chunk comes first (its text is on screen meanwhile): hydrated before it arrived, the page waited
// behind its suspense boundary, and the app shell's first update redrew that boundary as a spinner on a slow phone.
if (prerendered === toLanguage(i18n.language) && !sessionStore.token()) {
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, app);
    });
  void preloadPrerenderedPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(root).render(app);
}
