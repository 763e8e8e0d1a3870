import { describe, expect, it } from 'vitest';
import { normalisePlate } from './normalise-plate.ts';

describe('normalisePlate', () => {
  it('writes a plate upper case without spaces or dashes', () => {
    expect(normalisePlate('1234 abc')).toBe('1234ABC');
    expect(normalisePlate('1234-ABC')).toBe('1234ABC');
    expect(normalisePlate(' m-ab 123 ')).toBe('MAB123');
  });

  it('removes every kind of space and dash a keyboard or a pasted text gives', () => {
    expect(normalisePlate('AB\u00a012\u2013CD\t34\u2014')).toBe('AB12CD34');
  });

  it('keeps letters of other alphabets, upper case', () => {
    expect(normalisePlate('m-öü 12')).toBe('MÖÜ12');
  });

  it('leaves nothing of a plate made only of separators', () => {
    expect(normalisePlate(' - - ')).toBe('');
  });
});
