// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { ExampleReportCard } from './example-report-card.tsx';

async function renderIn(language: 'en' | 'es') {
  const i18n = createI18n();
  await i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ExampleReportCard />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('the example report card', () => {
  // Its figures are written without Intl (it costs a phone's main thread); they must read as Intl writes them.
  it.each(['en', 'es'] as const)('writes its figures as Intl does in %s', async (language) => {
    await renderIn(language);
    const km = new Intl.NumberFormat(language);
    const tonnes = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(screen.getByText(new RegExp(`· ${km.format(2950)} km$`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`· ${km.format(230)} km$`))).toBeTruthy();
    for (const value of [0.94, 0.49, 0.01]) expect(screen.getByText(`${tonnes.format(value)} t`)).toBeTruthy();
    expect(screen.getByText(`${tonnes.format(1.44)} t CO₂e`)).toBeTruthy();
    expect(screen.getByText(`TTW ${tonnes.format(1.16)} t + WTT ${tonnes.format(0.28)} t`)).toBeTruthy();
  });
});
