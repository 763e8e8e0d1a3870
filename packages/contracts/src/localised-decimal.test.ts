import { describe, expect, it } from 'vitest';
import { parseLocalisedDecimal, parseSignedLocalisedDecimal } from './localised-decimal.ts';

describe('parseLocalisedDecimal', () => {
  it.each([
    ['1234,5', 'es', 1234.5],
    ['1.234,5', 'es', 1234.5],
    ['1234.5', 'es', 1234.5],
    ['1.234', 'es', 1234],
    ['1.234.567', 'es', 1234567],
    ['0,25', 'es', 0.25],
    [',5', 'es', 0.5],
    ['1234.5', 'en', 1234.5],
    ['1,234.5', 'en', 1234.5],
    ['1,234', 'en', 1234],
    ['1234,5', 'en', 1234.5],
    ['1.234,5', 'en', 1234.5],
    ['1.234', 'en', 1.234],
    ['1,234', 'es', 1.234],
    ['  42 ', 'en', 42],
    ['1 234,5', 'es', 1234.5],
    ['0', 'en', 0],
    // A thousands group never starts with 0: a factor typed "0,177" in English is not 177.
    ['0,177', 'en', 0.177],
    ['0.177', 'es', 0.177],
  ] as const)('reads %j in %s as %d', (text, language, expected) => {
    expect(parseLocalisedDecimal(text, language)).toBe(expected);
  });

  it.each(['', ' ', 'abc', '12a', '1,2,3', '1.2.3', '1..2', '1,,2', '-5', '1e5', 'NaN', 'Infinity', '1.23,4.5', '12,34.5', '.', ',', '1,2345.6'])(
    'refuses %j',
    (text) => {
      expect(parseLocalisedDecimal(text, 'en')).toBeNull();
      expect(parseLocalisedDecimal(text, 'es')).toBeNull();
    },
  );

  it('passes finite numbers through and refuses the others', () => {
    expect(parseLocalisedDecimal(12.5, 'es')).toBe(12.5);
    expect(parseLocalisedDecimal(Number.NaN, 'en')).toBeNull();
    expect(parseLocalisedDecimal(Number.POSITIVE_INFINITY, 'en')).toBeNull();
  });

  it('reads a leading minus sign only in the signed variant', () => {
    expect(parseSignedLocalisedDecimal('-0,000012', 'es')).toBe(-0.000012);
    expect(parseSignedLocalisedDecimal(' −1.5 ', 'en')).toBe(-1.5);
    expect(parseSignedLocalisedDecimal('--1', 'en')).toBeNull();
    expect(parseSignedLocalisedDecimal('-', 'en')).toBeNull();
    expect(parseSignedLocalisedDecimal(-2, 'en')).toBe(-2);
  });
});
