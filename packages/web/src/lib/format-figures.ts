import { formatDecimal, formatFixed, formatShare as formatShareIn, formatTonnes as formatTonnesIn, toLabelLanguage } from '@huella/contracts';

// The screen's figures written as the PDFs write them (one module in @huella/contracts, issue #11 item 6):
// grouped thousands in both languages, `1.234,5` in Spanish.

/** docs/spec/part-2.md §9: transport totals travel in kg and are shown in tonnes with four decimals. */
export function formatTonnes(kilograms: number, language: string): string {
  return formatTonnesIn(kilograms, toLabelLanguage(language));
}

/** docs/spec/part-2.md §2.4, §9: the consumption list shows its totals rounded to whole tonnes. */
export function formatWholeTonnes(kilograms: number, language: string): string {
  return formatFixed(kilograms / 1000, toLabelLanguage(language), 0);
}

/** Distances, tkm, litres and kWh: whole numbers read best, one decimal keeps short legs honest. */
export function formatAmount(value: number, language: string, fractionDigits = 1): string {
  return formatDecimal(value, toLabelLanguage(language), fractionDigits);
}

/** A share of the total as a percentage with one decimal, e.g. 70.4 %. */
export function formatShare(fraction: number, language: string): string {
  return formatShareIn(fraction, toLabelLanguage(language));
}
