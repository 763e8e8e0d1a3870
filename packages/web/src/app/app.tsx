import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { Providers } from './providers.tsx';
import { routes } from './router.tsx';

/** The route table's element for the current location, under whichever router holds it (the browser's, or the prerender's). */
export function AppRoutes() {
  return useRoutes(routes);
}

// Declarative routing: the app uses no loaders, actions or blockers, and the data router's machinery for them was
// about a third of react-router's bytes in the entry chunk every visitor downloads (docs/performance.md).
export function App(props: { i18n: I18n; queryClient: QueryClient }) {
  return (
    <Providers i18n={props.i18n} queryClient={props.queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
