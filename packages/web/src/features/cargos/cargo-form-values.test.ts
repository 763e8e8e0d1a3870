import { describe, expect, it } from 'vitest';
import { emptyCargoValues, passengersWeight, toCargoInput } from './cargo-form-values.ts';

describe('cargo form values', () => {
  it('starts a business trip with one passenger and other reports with none', () => {
    expect(emptyCargoValues(true).passengers).toBe(1);
    expect(emptyCargoValues(false).passengers).toBe('');
  });

  it('counts 100 kg per passenger, one passenger when empty', () => {
    expect(passengersWeight(3)).toBe(0.3);
    expect(passengersWeight('')).toBe(0.1);
  });

  it('sends only passengers on a business trip', () => {
    const values = { ...emptyCargoValues(true), commodity: '4', weight: 12 as const, passengers: 2 as const };
    expect(toCargoInput(values, true)).toEqual({ commodity: 4, cargo_type: 'conventional', passengersNumber: 2 });
  });

  it('sends the TEU count only for TEU cargo', () => {
    const teu = { ...emptyCargoValues(false), cargo_type: 'teu' as const, weight: 20 as const, teu: 2 as const };
    expect(toCargoInput(teu, false)).toEqual({ commodity: null, cargo_type: 'teu', weight: 20, teu: 2 });
    expect(toCargoInput({ ...teu, cargo_type: 'conventional' }, false)).toEqual({ commodity: null, cargo_type: 'conventional', weight: 20, teu: null });
  });

  it('sends an empty weight as null, for the server to name the missing field', () => {
    expect(toCargoInput(emptyCargoValues(false), false)).toMatchObject({ weight: null });
  });
});
