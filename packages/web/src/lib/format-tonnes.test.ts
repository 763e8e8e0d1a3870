import { describe, expect, it } from 'vitest';
import { formatTonnes, formatWholeTonnes } from './format-figures.ts';

describe('formatTonnes', () => {
  it('shows kilograms as tonnes with four decimals', () => {
    expect(formatTonnes(626.2045216902949, 'en')).toBe('0.6262');
    expect(formatTonnes(0, 'en')).toBe('0.0000');
  });

  it('groups thousands and uses the decimal comma in Spanish', () => {
    expect(formatTonnes(12_345_678.9, 'en')).toBe('12,345.6789');
    expect(formatTonnes(12_345_678.9, 'es')).toBe('12.345,6789');
  });
});

describe('formatWholeTonnes', () => {
  it('rounds kilograms to the nearest whole tonne', () => {
    expect(formatWholeTonnes(1_499.9, 'en')).toBe('1');
    expect(formatWholeTonnes(1_500, 'en')).toBe('2');
    expect(formatWholeTonnes(0, 'en')).toBe('0');
    expect(formatWholeTonnes(400, 'en')).toBe('0');
  });

  it('groups thousands as each language does', () => {
    expect(formatWholeTonnes(12_345_678.9, 'en')).toBe('12,346');
    expect(formatWholeTonnes(12_345_678.9, 'es')).toBe('12.346');
  });
});
