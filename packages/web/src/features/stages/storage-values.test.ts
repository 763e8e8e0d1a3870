import { describe, expect, it } from 'vitest';
import { emptyStorageValues, toStorageInput } from './storage-values.ts';

const context = { allowedTags: ['customer'], onlyScope3: false, businessTrip: false, cargos: [] };

describe('storage values', () => {
  it('is the company’s own storage unless said otherwise, with trimmed tags', () => {
    const values = { ...emptyStorageValues(), warehouse_name: ' Hub ', moves_number: 2, cargos: { 4: { customer: ' ', order: 'x' } } };
    expect(toStorageInput(values, context)).toMatchObject({ warehouse_name: 'Hub', type: 'own', moves_number: 2, cargos: [{ cargo: 4, tags: {} }] });
  });

  it('leaves the type to the server for a scope-3-only company', () => {
    expect(toStorageInput(emptyStorageValues(), { ...context, onlyScope3: true })).not.toHaveProperty('type');
  });
});
