import { describe, expect, it } from 'vitest';
import { cargoTonnes } from './cargo-mass.ts';

describe('cargoTonnes', () => {
  it('counts the declared weight when above 0', () => {
    expect(cargoTonnes(7.5, 2)).toBe(7.5);
    expect(cargoTonnes(7.5, null)).toBe(7.5);
  });

  it('counts 10 t per TEU for a cargo in TEU without a weight', () => {
    expect(cargoTonnes(0, 2)).toBe(20);
    expect(cargoTonnes(0, 0)).toBe(0);
  });

  it('keeps the weight of a cargo not counted in TEU, even 0', () => {
    expect(cargoTonnes(0, null)).toBe(0);
    expect(cargoTonnes(0, undefined)).toBe(0);
  });
});
