import type { TFunction } from 'i18next';

/** Field keys (under `fields.` in the i18n files) whose values are blank once trimmed, in form order. */
export function blankFields<K extends string>(values: Record<K, string>, required: readonly K[]): K[] {
  return required.filter((key) => values[key].trim() === '');
}

/** docs/spec/part-1.md §5: "{field} must not be blank" per missing field, messages concatenated one per line. */
export function blankMessages(fields: readonly string[], t: TFunction): string {
  return fields.map((field) => t('validation.blank', { field: t(`fields.${field}`) })).join('\n');
}
