import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NOTICE_DURATION } from '../components/notifications/notify.ts';
import { DownloadNotices } from './download-notices.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

// Notices follow a user's action, never the first paint: their container (and its transitions) loads after the page
// shows. A notice raised before it arrives waits in the store and shows when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

function LocalisedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Keyed on the label, not on `t`: a new theme re-renders every Mantine component, and `t` is a new function
  // whenever i18next's bindings fire, with the same words (issue #21: a second whole-page render after hydration).
  const closeLabel = t('common.close');
  const theme = useMemo(() => createAppTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={NOTICE_DURATION.default} limit={5} />
      </Suspense>
      <DownloadNotices />
      {children}
    </MantineProvider>
  );
}

export function Providers({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedMantine>{children}</LocalisedMantine>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
