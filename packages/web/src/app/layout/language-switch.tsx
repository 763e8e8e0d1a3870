import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../../i18n/language.ts';
import { useHydrated } from '../use-hydrated.ts';

// The spec names the switch "ESP/ENG": Spanish first.
const ORDER: readonly Language[] = ['es', 'en'];

const LABELS: Record<Language, { short: string; name: string }> = {
  es: { short: 'ESP', name: 'Español' },
  en: { short: 'ENG', name: 'English' },
};

/** docs/spec/part-1.md §1: ESP/ENG in the top bar; i18n stores the choice and sets `<html lang>`. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  // Inert until the scripts own a written-out page: said to assistive technology, not greyed out for a second.
  const hydrated = useHydrated();
  return (
    <Group gap={4} wrap="nowrap" title={t('top_bar.language')}>
      {ORDER.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === current ? 'filled' : 'subtle'}
          aria-pressed={language === current}
          aria-disabled={hydrated ? undefined : true}
          title={LABELS[language].name}
          lang={language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {LABELS[language].short}
        </Button>
      ))}
    </Group>
  );
}
