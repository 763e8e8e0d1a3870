import type { LabelLanguage } from './label.ts';

// Numbers as each language writes them, on every screen and in every PDF (issue #11 item 6): `4.500 TEU` and
// `1.234,5` in Spanish, `4,500 TEU` and `1,234.5` in English. Spanish locale data leaves four-digit numbers
// ungrouped (`4500`); RAE and the app's tables group them, hence `useGrouping: 'always'`.

const LOCALE: Record<LabelLanguage, string> = { en: 'en-GB', es: 'es-ES' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(language: LabelLanguage, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    // Built once per shape: an Intl.NumberFormat costs more than the hundreds of cells it formats.
    found = new Intl.NumberFormat(LOCALE[language], { useGrouping: 'always', ...options });
    formatters.set(key, found);
  }
  return found;
}

/** Anything smaller than half the last shown digit would print as "-0.0"; it is zero to the reader. */
function withoutNegativeZero(value: number, fractionDigits: number): number {
  return Math.abs(value) < 0.5 * 10 ** -fractionDigits ? 0 : value;
}

/** Up to `maxDigits` decimals, none when whole: distances, tkm, litres, kWh, TEU. */
export function formatDecimal(value: number, language: LabelLanguage, maxDigits = 1): string {
  return formatter(language, { maximumFractionDigits: maxDigits }).format(withoutNegativeZero(value, maxDigits));
}

/** Exactly `digits` decimals, so a column of figures lines up. */
export function formatFixed(value: number, language: LabelLanguage, digits: number): string {
  return formatter(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(withoutNegativeZero(value, digits));
}

/** docs/spec/part-2.md §9: emissions travel in kg and are shown in tonnes with four decimals. */
export function formatTonnes(kilograms: number, language: LabelLanguage): string {
  return formatFixed(kilograms / 1000, language, 4);
}

/** A factor's value: as many significant digits as the factor set gives, up to eight. */
export function formatFactorValue(value: number, language: LabelLanguage): string {
  return formatter(language, { maximumSignificantDigits: 8 }).format(value);
}

/** A share of a whole as a percentage with one decimal, e.g. 70.4 %. */
export function formatShare(fraction: number, language: LabelLanguage): string {
  return formatter(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(withoutNegativeZero(fraction, 3));
}

/** Below 10 kg, tonnes with four decimals show fewer than three significant digits (0.0012 t): kg instead. */
export const GAS_TONNES_FROM_KG = 10;

/**
 * One gas's mass with its unit (docs/methodology.md "Gases not estimated"). Tonnes with four decimals, as every
 * other figure, from 10 kg; a smaller non-zero mass — grams of N2O on a road leg, a few kilograms of CH4 on a
 * voyage — in kilograms with three significant digits, so it never reads 0.0000 t or 0.0001 t. Zero is 0.0000 t.
 */
export function formatGasMass(kilograms: number, language: LabelLanguage): string {
  if (kilograms === 0 || Math.abs(kilograms) >= GAS_TONNES_FROM_KG) return `${formatTonnes(kilograms, language)} t`;
  return `${formatter(language, { maximumSignificantDigits: 3 }).format(kilograms)} kg`;
}
