// The consumption and voyage forms take quantities as free text (docs/spec/part-2.md §2.5). People write numbers
// the way their language does: "1.234,5" in Spanish, "1,234.5" in English, and often without the thousands
// separator ("1234,5", "1234.5"). This reads all of those, and refuses anything else, so no text ever becomes NaN or
// a silent 0 (docs/decisions/0009-consumptions.md "Quantities as text").

export type DecimalLanguage = 'en' | 'es';

const GROUPED = (group: string) => new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+$`);
const PLAIN = /^\d+$/;

/** The number `text` writes in `language`, or null when it is not a number (empty, letters, two decimal marks…). */
export function parseLocalisedDecimal(text: string | number, language: DecimalLanguage): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, (space) => (space === ' ' && /\d \d{3}(?!\d)/.test(text) ? '' : space));
  if (!value || /[^\d.,]/.test(value)) return null;
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let integer: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const at = value.lastIndexOf(decimal);
    integer = value.slice(0, at);
    fraction = value.slice(at + 1);
    if (!GROUPED(group).test(integer) || !PLAIN.test(fraction)) return null;
    integer = integer.split(group).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = value.split(mark);
    // One mark followed by exactly three digits ("1.234", "1,234") is the language's thousands separator:
    // Spanish groups with a dot, English with a comma. Any other single mark is a decimal mark.
    const groupOfLanguage = language === 'es' ? '.' : ',';
    // A group never starts with 0: "0,177" is a decimal in either language (emission factors look like that).
    if (parts.length > 2 || (parts.length === 2 && mark === groupOfLanguage && /^[1-9]\d{0,2}$/.test(parts[0] ?? '') && parts[1]?.length === 3)) {
      if (!GROUPED(mark).test(value)) return null;
      integer = parts.join('');
    } else {
      [integer = '', fraction = ''] = parts;
      if (!(PLAIN.test(integer) || integer === '') || !PLAIN.test(fraction) || (integer === '' && fraction === '')) return null;
    }
  } else {
    if (!PLAIN.test(value)) return null;
    integer = value;
  }
  const number = Number(`${integer || '0'}.${fraction || '0'}`);
  return Number.isFinite(number) ? number : null;
}

/** As parseLocalisedDecimal, with a leading minus sign allowed (fitted polynomial terms may be negative). */
export function parseSignedLocalisedDecimal(text: string | number, language: DecimalLanguage): number | null {
  if (typeof text === 'number') return parseLocalisedDecimal(text, language);
  const trimmed = text.trim();
  const negative = /^[-\u2212]/.test(trimmed);
  const magnitude = parseLocalisedDecimal(negative ? trimmed.slice(1) : trimmed, language);
  if (magnitude === null) return null;
  return negative ? -magnitude : magnitude;
}
