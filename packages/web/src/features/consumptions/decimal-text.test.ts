import { parseLocalisedDecimal } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { decimalText } from './decimal-text.ts';

describe('decimalText', () => {
  it('writes the decimal mark of the language, without grouping', () => {
    expect(decimalText(1234.5, 'en')).toBe('1234.5');
    expect(decimalText(1234.5, 'es')).toBe('1234,5');
    expect(decimalText(1_000_000, 'es')).toBe('1000000');
  });

  it('keeps every decimal and never writes an exponent', () => {
    expect(decimalText(0.000_001_25, 'en')).toBe('0.00000125');
    expect(decimalText(12.345_678_9, 'es')).toBe('12,3456789');
  });

  it.each([0, 1.234, 1234, 1234.567, 98_765.4321])('reads back as the same number in both languages: %d', (value) => {
    expect(parseLocalisedDecimal(decimalText(value, 'en'), 'en')).toBe(value);
    expect(parseLocalisedDecimal(decimalText(value, 'es'), 'es')).toBe(value);
  });
});
