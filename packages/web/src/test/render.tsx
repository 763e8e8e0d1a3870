import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n.ts';

/** Renders with Mantine and the app's i18n (English); Mantine's test env turns transitions and portals off. */
export function renderWithProviders(ui: ReactElement) {
  const i18n = createI18n();
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}
