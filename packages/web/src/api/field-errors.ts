import { isApiError } from './api-error.ts';

/** A 400 body's messages per field, joined, so a form can show each under its input. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value)) result[field] = value.map(String).join(' ');
    else if (typeof value === 'string') result[field] = value;
  }
  return result;
}
