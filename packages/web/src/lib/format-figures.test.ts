import { describe, expect, it } from 'vitest';
import { formatAmount, formatShare, formatTonnes } from './format-figures.ts';

describe('formatTonnes', () => {
  it('divides kilograms by 1000 and shows four decimals', () => {
    expect(formatTonnes(626.1, 'en')).toBe('0.6261');
    expect(formatTonnes(10473.02635472348, 'en')).toBe('10.4730');
    expect(formatTonnes(0, 'en')).toBe('0.0000');
  });

  it('uses the separators of the language', () => {
    expect(formatTonnes(1234567.89, 'en')).toBe('1,234.5679');
    // Four-digit figures are grouped in Spanish too, as in every table of the app: 1.234,5679.
    expect(formatTonnes(1234567.89, 'es')).toBe('1.234,5679');
    expect(formatAmount(4500, 'es', 0)).toBe('4.500');
    expect(formatTonnes(12345678.9, 'es')).toBe('12.345,6789');
  });

  it('never shows a negative zero for a rounding residue', () => {
    expect(formatTonnes(-0.00001, 'en')).toBe('0.0000');
  });
});

describe('formatAmount', () => {
  it('keeps at most one decimal by default and drops trailing zeros', () => {
    expect(formatAmount(500, 'en')).toBe('500');
    expect(formatAmount(19624.880983, 'en')).toBe('19,624.9');
    expect(formatAmount(3.8000000000000003, 'es')).toBe('3,8');
  });
});

describe('formatShare', () => {
  it('shows a fraction as a percentage with one decimal', () => {
    expect(formatShare(0.70387, 'en')).toBe('70.4%');
    expect(formatShare(1, 'en')).toBe('100.0%');
    expect(formatShare(0.5, 'es')).toMatch(/^50,0\s?%$/);
  });
});
