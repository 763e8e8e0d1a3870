import { describe, expect, it } from 'vitest';
import { formatTonnes } from './format-figures.ts';

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
