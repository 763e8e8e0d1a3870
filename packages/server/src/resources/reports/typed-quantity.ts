import { parseLocalisedDecimal } from '@huella/contracts';
import { msg, type Language, type Message } from '../../http/messages.ts';

/** Far above any real consumption or distance, and below what a float column loses units at. */
export const MAX_TYPED_QUANTITY = 1e12;

/**
 * A consumption's quantity or a voyage's distance as the form sends it: a number, or text written the request
 * language's way ("1.234,5" in Spanish; decision 0009 "Quantities as text"). Anything else is a message for the
 * field, never NaN and never a silent 0.
 */
export function readTypedQuantity(value: string | number, language: Language): number | Message {
  if (typeof value === 'string' && !value.trim()) return msg('blank');
  const parsed = parseLocalisedDecimal(value, language);
  if (parsed === null) {
    // "-5" is a number, only a negative one: say so rather than "not a number".
    const negative = typeof value === 'string' && /^\s*-/.test(value) && parseLocalisedDecimal(value.replace(/^\s*-/, ''), language) !== null;
    return negative ? msg('min_value', { min: 0 }) : msg('not_number');
  }
  if (parsed < 0) return msg('min_value', { min: 0 });
  if (parsed > MAX_TYPED_QUANTITY) return msg('max_value', { max: MAX_TYPED_QUANTITY });
  // -0 is 0.
  return parsed + 0;
}
