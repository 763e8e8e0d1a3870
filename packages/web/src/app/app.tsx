import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { RouterProvider } from 'react-router';
import type { createRouter } from './router.tsx';
import { Providers } from './providers.tsx';

export function App(props: { i18n: I18n; queryClient: QueryClient; router: ReturnType<typeof createRouter> }) {
  return (
    <Providers i18n={props.i18n} queryClient={props.queryClient}>
      <RouterProvider router={props.router} />
    </Providers>
  );
}
