import type { Consumption } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { consumptionFormValues, emptyConsumptionValues, toConsumptionInput } from './consumption-values.ts';

const context = { allowedTags: ['department'], reportDate: '2026-03-01', language: 'es' };

const stored: Consumption = {
  id: 4,
  type: 'electricity',
  date: '2026-03-31',
  center: { id: 2, name: 'Valencia' },
  quantity: 1234.5,
  unit: 'kWh',
  supplier: { id: 9, name: 'Iberdrola' },
  account: { id: 3, name: 'Energy', code: '628' },
  tags: { department: 'Ops' },
  source_id: null,
  CO2_total: 250,
};

describe('consumption form values', () => {
  it('starts a new consumption on the report date, with nothing chosen', () => {
    expect(emptyConsumptionValues(context)).toEqual({
      type: 'gasoil',
      date: '2026-03-01',
      center: null,
      quantity: '',
      supplier: null,
      account: null,
      tags: {},
    });
  });

  it('loads a stored consumption with its quantity written in the reader’s language', () => {
    expect(consumptionFormValues(stored, context)).toEqual({
      type: 'electricity',
      date: '2026-03-31',
      center: '2',
      quantity: '1234,5',
      supplier: '9',
      account: '3',
      tags: { department: 'Ops' },
    });
  });

  it('sends the quantity as typed, for the server to read, and ids as numbers', () => {
    const values = { ...consumptionFormValues(stored, context), quantity: ' 1.234,5 ', tags: { department: ' Ops ', gone: 'x' } };
    expect(toConsumptionInput(values, context)).toEqual({
      type: 'electricity',
      date: '2026-03-31',
      center: 2,
      quantity: '1.234,5',
      supplier: 9,
      account: 3,
      tags: { department: 'Ops' },
    });
  });

  it('sends no supplier for a type other than electricity', () => {
    const values = { ...consumptionFormValues(stored, context), type: 'gasoil' as const };
    expect(toConsumptionInput(values, context)).toMatchObject({ type: 'gasoil', supplier: null });
  });
});
