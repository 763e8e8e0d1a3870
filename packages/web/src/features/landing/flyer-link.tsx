import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../../i18n/language.ts';

/** docs/spec/part-1.md §1: the flyer download, in the language the visitor reads the site in. */
export function flyerPath(language: Language): string {
  return `/pdf/flyer-${language}.pdf`;
}

export function FlyerLink({ variant = 'light' }: { variant?: 'light' | 'default' | 'white' }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (
    <Button
      component="a"
      href={flyerPath(language)}
      download={`huella-flyer-${language}.pdf`}
      variant={variant}
      leftSection={<IconDownload size={18} aria-hidden />}
    >
      {t('landing.flyer_download')}
    </Button>
  );
}
