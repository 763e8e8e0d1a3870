import 'dayjs/locale/es';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Date pickers and dates in the current language. Only the signed-in application has them, so the public site's
 * entry does without @mantine/dates and dayjs's Spanish locale.
 */
export function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // docs/spec/part-1.md §9: weeks start on Monday in both languages.
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
