import type { TFunction } from 'i18next';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'string') return [value];
  if (isRecord(value)) return Object.entries(value).flatMap(([key, nested]) => messagesOf(nested).map((m) => `${key}: ${m}`));
  return value === null || value === undefined ? [] : [String(value)];
}

/**
 * Spec part 1 §8: the error notice is built from the response body field by field.
 * `{"detail": "…"}` gives the detail; `{"field": ["a", "b"]}` gives "field: a" and "field: b" lines;
 * `non_field_errors` are about the whole request, so they carry no field prefix.
 * With no usable body, a 5xx names the status; a network failure (status 0) says so.
 */
export function errorBodyToText(status: number, body: unknown, t: TFunction): string {
  const lines: string[] = [];
  if (isRecord(body)) {
    for (const [field, value] of Object.entries(body)) {
      const messages = messagesOf(value);
      if (field === 'detail' || field === 'non_field_errors') lines.push(...messages);
      else lines.push(...messages.map((message) => `${field}: ${message}`));
    }
  } else if (Array.isArray(body) || typeof body === 'string') {
    lines.push(...messagesOf(body));
  }
  if (lines.length > 0) return lines.join('\n');
  if (status === 0) return t('errors.network');
  if (status >= 500) return t('errors.unknown_server_error', { status });
  return t('errors.request_failed', { status });
}
