import type { Supplier } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { supplierBody, supplierFormValues } from './supplier-values.ts';

const supplier: Supplier = { id: 3, name: 'Green Power', type: 'electricity', A1: 0.09, B1: 1234.5, C1: 0.0021, factor_source: 'Fuel-mix disclosure 2025' };

describe('supplier form values', () => {
  it('writes the factors as the reader’s language does, so they read back the same', () => {
    expect(supplierFormValues(supplier, 'es')).toMatchObject({ A1: '0,09', B1: '1.234,5', C1: '0,0021' });
    expect(supplierFormValues(supplier, 'en')).toMatchObject({ A1: '0.09', B1: '1,234.5', C1: '0.0021' });
  });

  it('starts a new supplier as an electricity one with no own factor', () => {
    expect(supplierFormValues(null, 'en')).toEqual({ name: '', type: 'electricity', A1: '', B1: '', C1: '', factor_source: '' });
  });

  it('sends the factors as typed, and an empty factor as none', () => {
    const values = { ...supplierFormValues(null, 'es'), name: ' Gasóleos Sur ', type: 'gasoil' as const, A1: ' 0,09 ', C1: '2,1' };
    expect(supplierBody(values)).toEqual({ name: 'Gasóleos Sur', type: 'gasoil', A1: '0,09', B1: null, C1: '2,1', factor_source: '' });
  });
});
