import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { NOTICE_DURATION } from '../components/notifications/notify.ts';
import { DownloadNotices } from './download-notices.tsx';
import { createAppTheme, cssVariablesResolver } from './theme.ts';

function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // docs/spec/part-1.md §9: weeks start on Monday in both languages.
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

function LocalisedMantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useMemo(() => createAppTheme(t('common.close')), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LocalisedDates>
        <Notifications position="top-right" autoClose={NOTICE_DURATION.default} limit={5} />
        <DownloadNotices />
        {children}
      </LocalisedDates>
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
