/** Anything smaller than half the last shown digit would print as "-0.0000"; it is zero to the reader. */
function withoutNegativeZero(value: number, fractionDigits: number): number {
  return Math.abs(value) < 0.5 * 10 ** -fractionDigits ? 0 : value;
}

/** Spec part 2 §9: transport totals travel in kg and are shown in tonnes with four decimals. */
export function formatTonnes(kilograms: number, language: string): string {
  const tonnes = withoutNegativeZero(kilograms / 1000, 4);
  return tonnes.toLocaleString(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 });
}

/** Distances, tkm, litres and kWh: whole numbers read best, one decimal keeps short legs honest. */
export function formatAmount(value: number, language: string, fractionDigits = 1): string {
  return withoutNegativeZero(value, fractionDigits).toLocaleString(language, { maximumFractionDigits: fractionDigits });
}

/** A share of the total as a percentage with one decimal, e.g. 70.4 %. */
export function formatShare(fraction: number, language: string): string {
  return withoutNegativeZero(fraction, 3).toLocaleString(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}
