import { formatDecimal, formatFixed, toLabelLanguage } from '@huella/contracts';

const LOCALE = { en: 'en-GB', es: 'es-ES' } as const;

// docs/spec/part-2.md §9: statistics come in kg and are shown in tonnes with three decimals.

export const STATISTICS_DECIMALS = 3;

export function kgToTonnes(kilograms: number): number {
  return Math.round(kilograms) / 1000;
}

/** Kilograms as tonnes with three decimals, grouped as the language writes numbers: 12,345.678 or 12.345,678. */
export function formatStatisticsTonnes(kilograms: number, language: string): string {
  return formatFixed(kilograms / 1000, toLabelLanguage(language), STATISTICS_DECIMALS);
}

/** Below 10 kg, three decimals of a tonne show less than two significant digits: such a mass reads in kg. */
const TONNES_FROM_KG = 10;

/**
 * A gas's mass with its unit, as the totals screens write it (docs/methodology.md "Gases not estimated"): tonnes
 * with three decimals from 10 kg, a smaller non-zero mass in kg with three significant digits, so the grams of CH4 of
 * a car never read 0.000 t (nor 0 kg).
 */
export function formatStatisticsGas(kilograms: number, language: string): string {
  if (kilograms === 0 || Math.abs(kilograms) >= TONNES_FROM_KG) return `${formatStatisticsTonnes(kilograms, language)} t`;
  const lang = toLabelLanguage(language);
  return `${new Intl.NumberFormat(LOCALE[lang], { maximumSignificantDigits: 3, useGrouping: 'always' }).format(kilograms)} kg`;
}

/** Tonne-kilometres, whole. */
export function formatTkm(tkm: number, language: string): string {
  return formatDecimal(tkm, toLabelLanguage(language), 0);
}

/** g CO2e per tkm with one decimal; a dash where nothing was carried (no tkm). */
export function formatIntensity(gramsPerTkm: number | null, language: string): string {
  return gramsPerTkm === null ? '–' : formatFixed(gramsPerTkm, toLabelLanguage(language), 1);
}
