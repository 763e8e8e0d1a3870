import { calculate, type ReportInput } from '@huella/emissions';
import { describe, expect, it } from 'vitest';
import { defaultFactorSet } from '../../core-data/default-factor-set.ts';
import { inputHash } from './input-hash.ts';

describe('inputHash', () => {
  it('is the input hash the calculation of the same input gives, whatever its characters', () => {
    const set = defaultFactorSet();
    // Ids from JSON may be any text: accents, a character outside the BMP and a quote test the bytes hashed.
    const input: ReportInput = {
      only_scope3: false,
      cargos: [
        { id: 'Café ñ "1"', weight: 12.5 },
        { id: 'caja 📦', weight: 3 },
      ],
      stages: [
        { id: 10, mode: 'road', cargos: ['Café ñ "1"', 'caja 📦'], operated_by: 'third_party', distance: 431.7, factor_class: 'hgv_average' },
        { id: 11, mode: 'rail', cargos: ['caja 📦'], operated_by: 'own', distance: 120, vehicle: null, traction: 'electric' },
      ],
      storages: [{ id: 20, cargos: ['Café ñ "1"'], moves_number: 2, type: 'third_party' }],
    };
    const result = calculate(input, set);
    if (!result.ok) throw new Error(`${result.field} ${result.code}`);
    expect(inputHash(input, set)).toBe(result.input_hash);
  });
});
