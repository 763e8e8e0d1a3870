import { toLabelLanguage } from '@huella/contracts';

/**
 * A stored quantity or distance as its free-text field shows it for edit (docs/spec/part-2.md §2.5): the language's
 * decimal mark and no thousands separator, so the server reads the same number back in that language
 * (parseLocalisedDecimal: "1234,5" in Spanish, "1234.5" in English), and nothing is rounded away.
 */
export function decimalText(value: number, language: string): string {
  const text = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 }).format(value);
  return toLabelLanguage(language) === 'es' ? text.replace('.', ',') : text;
}
