import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A message of the browser's own checks shown beside a field: written when shown, so that it follows the ESP/ENG
 * switch (a server's message comes already translated and is shown as text).
 */
export function TranslatedText({ text }: { text: (t: TFunction) => string }) {
  const { t } = useTranslation();
  return text(t);
}
