import { enumLabel, toLabelLanguage, type GroupByAnswer } from '@huella/contracts';

const LOCALE = { en: 'en-GB', es: 'es-ES' } as const;

/** "Jan 2026" or "ene 2026" for yyyy-MM. */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(LOCALE[toLabelLanguage(language)], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/** "January" or "enero" for a month's number (1–12). */
export function monthName(number: number, language: string): string {
  return new Intl.DateTimeFormat(LOCALE[toLabelLanguage(language)], { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, number - 1, 1)));
}

/** Words for the group that has no value for its key (a cargo without the tag, a figure without a material). */
export interface NoneLabels {
  commodity: string;
  tag: string;
  center: string;
  car: string;
  other: string;
}

/**
 * What a reader sees for a group's value: the activity type's name, a material, center or car by the names the
 * answer's `labels` give, a month in words. Never a bare code or id.
 */
export function groupValueLabel(key: string, value: string, labels: GroupByAnswer['labels'], language: string, none: NoneLabels): string {
  const lang = toLabelLanguage(language);
  switch (key) {
    case 'transport_type':
      return value ? enumLabel('activity_type', value, lang) : none.other;
    case 'type':
      return value ? enumLabel('statistics_type', value, lang) : none.other;
    case 'month':
      return value ? monthLabel(value, language) : none.other;
    case 'commodity':
    case 'center':
    case 'car':
      return value ? (labels[key][value] ?? `#${value}`) : none[key];
    case 'report':
      return labels.report[value] ?? `#${value}`;
    case 'tag':
      return value || none.tag;
    default:
      return value || none.other;
  }
}
