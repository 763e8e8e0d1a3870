import { parseSignedLocalisedDecimal } from '@huella/contracts';
import type { FieldMessages } from '../../http/errors.ts';
import { msg, type Language } from '../../http/messages.ts';

/**
 * Far above any real factor or coefficient (the largest, an aircraft's fuel per landing and take-off, is a few
 * thousand kg; a ship's service speed some tens of knots), so a slipped digit is refused rather than multiplying
 * every figure calculated with the review.
 */
export const MAX_VALUE = 1_000_000;

/**
 * A factor or coefficient as the form sends it: a number, or text in the request's language ("0,10163" in
 * Spanish). Anything else is an error on `field` and no number at all, so no NaN reaches a calculation. Signs are
 * the core's to check (only the cruise-fuel polynomial terms may be negative); the bounds are checked here.
 */
export function readValue(raw: string | number, field: string, language: Language, errors: FieldMessages): number | undefined {
  const value = parseSignedLocalisedDecimal(raw, language);
  if (value === null) errors[field] = [msg('not_number')];
  else if (Math.abs(value) > MAX_VALUE) errors[field] = [msg(value < 0 ? 'min_value' : 'max_value', value < 0 ? { min: -MAX_VALUE } : { max: MAX_VALUE })];
  // `+ 0` turns a typed -0 into 0.
  else return value + 0;
  return undefined;
}

/** Every value of a map read with readValue; errors are named `<prefix>.<key>`. */
export function readValues(given: Record<string, string | number>, prefix: string, language: Language, errors: FieldMessages): Record<string, number> {
  const values: Record<string, number> = {};
  for (const [key, raw] of Object.entries(given)) {
    const value = readValue(raw, `${prefix}.${key}`, language, errors);
    if (value !== undefined) values[key] = value;
  }
  return values;
}
