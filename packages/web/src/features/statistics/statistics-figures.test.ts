import { describe, expect, it } from 'vitest';
import { formatIntensity, formatStatisticsGas, formatStatisticsTonnes, formatTkm, kgToTonnes } from './statistics-figures.ts';

describe('statistics figures', () => {
  it('shows kilograms as tonnes with three decimals, as each language writes numbers', () => {
    expect(formatStatisticsTonnes(51_655.974_5, 'en')).toBe('51.656');
    expect(formatStatisticsTonnes(12_345_678.9, 'en')).toBe('12,345.679');
    expect(formatStatisticsTonnes(12_345_678.9, 'es')).toBe('12.345,679');
    expect(formatStatisticsTonnes(0, 'es')).toBe('0,000');
    expect(formatStatisticsTonnes(-0.1, 'en')).toBe('0.000');
  });

  it('writes a gas below 10 kg in kilograms, so it never reads as nothing', () => {
    expect(formatStatisticsGas(1_296.1, 'en')).toBe('1.296 t');
    expect(formatStatisticsGas(0.285_15, 'en')).toBe('0.285 kg');
    expect(formatStatisticsGas(0.000_412_3, 'es')).toBe('0,000412 kg');
    expect(formatStatisticsGas(0, 'en')).toBe('0.000 t');
  });

  it('writes tkm whole and the intensity with one decimal, a dash without tkm', () => {
    expect(formatTkm(2_238_776.64, 'en')).toBe('2,238,777');
    expect(formatTkm(2_238_776.64, 'es')).toBe('2.238.777');
    expect(formatIntensity(440.524, 'es')).toBe('440,5');
    expect(formatIntensity(null, 'en')).toBe('–');
  });

  it('plots tonnes rounded to the kilogram', () => {
    expect(kgToTonnes(1234.56)).toBe(1.235);
  });
});
