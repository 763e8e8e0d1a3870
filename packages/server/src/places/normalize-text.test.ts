import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize } from './normalize-text.ts';

describe('normalizeText', () => {
  it('drops accents and case both ways', () => {
    expect(normalizeText('Málaga')).toBe('malaga');
    expect(normalizeText('MALAGA')).toBe('malaga');
    expect(normalizeText('São Paulo')).toBe('sao paulo');
    expect(normalizeText('España')).toBe('espana');
  });

  it('folds letters that Unicode does not decompose', () => {
    expect(normalizeText('Łódź')).toBe('lodz');
    expect(normalizeText('Tromsø')).toBe('tromso');
    expect(normalizeText('Straße')).toBe('strasse');
  });

  it('turns punctuation into single spaces', () => {
    expect(normalizeText('  Adolfo Suárez Madrid–Barajas Airport ')).toBe('adolfo suarez madrid barajas airport');
    expect(normalizeText('Aix-en-Provence, (FR)')).toBe('aix en provence fr');
    expect(normalizeText('!!!')).toBe('');
  });
});

describe('tokenize', () => {
  it('splits into normalized words', () => {
    expect(tokenize('Valencia, España')).toEqual(['valencia', 'espana']);
    expect(tokenize(' ')).toEqual([]);
  });

  it('also joins the parts of a word with an apostrophe', () => {
    expect(tokenize("N'Djamena")).toEqual(['n', 'djamena', 'ndjamena']);
  });
});
