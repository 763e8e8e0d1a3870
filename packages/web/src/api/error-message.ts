import type { TFunction } from 'i18next';
import { fieldLabel, type FieldLabelKeys } from './field-labels.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Label = (field: string) => string;

function messagesOf(value: unknown, label: Label): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item, label));
  if (typeof value === 'string') return [value];
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([key, nested]) => messagesOf(nested, label).map((m) => `${label(key)}: ${m}`));
  }
  return value === null || value === undefined ? [] : [String(value)];
}

/**
 * docs/spec/part-1.md §8: the error notice is built from the response body field by field.
 * `{"detail": "…"}` gives the detail; `{"field": ["a", "b"]}` gives "Label: a" and "Label: b" lines, the field
 * named by the label the user sees in the current language (`labels` for the form's own names, see
 * field-labels.ts); `non_field_errors` are about the whole request, so they carry no field prefix.
 * With no usable body, a 5xx names the status; a network failure (status 0) says so.
 */
export function errorBodyToText(status: number, body: unknown, t: TFunction, labels?: FieldLabelKeys): string {
  const label: Label = (field) => fieldLabel(field, t, labels);
  const lines: string[] = [];
  if (isRecord(body)) {
    for (const [field, value] of Object.entries(body)) {
      const messages = messagesOf(value, label);
      if (field === 'detail' || field === 'non_field_errors') lines.push(...messages);
      else lines.push(...messages.map((message) => `${label(field)}: ${message}`));
    }
  } else if (Array.isArray(body) || typeof body === 'string') {
    lines.push(...messagesOf(body, label));
  }
  if (lines.length > 0) return lines.join('\n');
  if (status === 0) return t('errors.network');
  if (status >= 500) return t('errors.unknown_server_error', { status });
  return t('errors.request_failed', { status });
}
