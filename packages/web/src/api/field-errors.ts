import { isApiError } from './api-error.ts';

// A place is one input on the form but three fields in the body (its text, its map data, its coordinates).
const INPUT_OF: Readonly<Record<string, string>> = {
  origin_gmaps: 'origin',
  origin_location: 'origin',
  destination_gmaps: 'destination',
  destination_location: 'destination',
  place_gmaps: 'place',
  place_location: 'place',
};

/** A form's own fields shown by another input (a center's `address_gmaps` and `location` under its address). */
export type FieldInputs = Readonly<Record<string, string>>;

/** The form input a body's field belongs to: a dotted path (`cargos.0.cargo`) belongs to its first part. */
export function inputOfField(field: string, inputs: FieldInputs = {}): string {
  const head = field.split('.')[0] ?? field;
  return inputs[head] ?? INPUT_OF[head] ?? head;
}

/** A 400 body's messages per form input, joined, so a form can show each under its input. */
export function fieldErrorsOf(error: unknown, inputs: FieldInputs = {}): Record<string, string> {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    if (messages.length === 0) continue;
    const input = inputOfField(field, inputs);
    result[input] = [result[input], ...messages].filter(Boolean).join(' ');
  }
  return result;
}
