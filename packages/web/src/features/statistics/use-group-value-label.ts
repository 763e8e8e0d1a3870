import type { GroupByAnswer } from '@huella/contracts';
import { useTranslation } from 'react-i18next';
import { groupValueLabel } from './group-labels.ts';

/** groupValueLabel in the reader's language, with the words for a group without a value. */
export function useGroupValueLabel(labels: GroupByAnswer['labels']) {
  const { t, i18n } = useTranslation();
  const none = {
    commodity: t('statistics.none.commodity'),
    tag: t('statistics.none.tag'),
    center: t('statistics.none.center'),
    car: t('statistics.none.car'),
    other: t('statistics.none.other'),
  };
  return (key: string, value: string) => groupValueLabel(key, value, labels, i18n.language, none);
}
