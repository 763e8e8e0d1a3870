import type { Car, Voyage } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { carsOfFamily, emptyVoyageValues, toVoyageInput, voyageFormValues, withCar, withCarFamily } from './voyage-values.ts';

const context = { allowedTags: ['department'], reportDate: '2026-03-01', language: 'en' };
const golf = { id: 1, brand: 'Volkswagen', model: 'Golf', fuel: 'gasoil' as const };
const leaf = { id: 2, brand: 'Nissan', model: 'Leaf', fuel: 'electricity' as const };
const cars: Car[] = [
  { id: 10, plate: '1234ABC', car_family: golf, center: { id: 5, name: 'Valencia' } },
  { id: 11, plate: '5678DEF', car_family: leaf, center: null },
];

describe('voyage form values', () => {
  it('loads a stored voyage with its distance in the reader’s language', () => {
    const voyage: Voyage = {
      id: 3,
      car: { id: 10, plate: '1234ABC' },
      car_family: golf,
      center: { id: 5, name: 'Valencia' },
      account: null,
      distance: 1234.5,
      date: '2026-03-04',
      tags: {},
      CO2_total: 200,
    };
    expect(voyageFormValues(voyage, { ...context, language: 'es' })).toEqual({
      car_family: '1',
      car: '10',
      center: '5',
      distance: '1234,5',
      date: '2026-03-04',
      account: null,
      tags: {},
    });
  });

  it('sends the distance as typed and ids as numbers', () => {
    const values = { ...emptyVoyageValues(context), car_family: '2', distance: ' 1,234.5 ', tags: { department: 'Sales', other: 'x' } };
    expect(toVoyageInput(values, context)).toEqual({
      car_family: 2,
      car: null,
      center: null,
      account: null,
      distance: '1,234.5',
      date: '2026-03-01',
      tags: { department: 'Sales' },
    });
  });

  it('offers the cars of the chosen family, or all of them', () => {
    expect(carsOfFamily(cars, '2').map((car) => car.plate)).toEqual(['5678DEF']);
    expect(carsOfFamily(cars, null)).toHaveLength(2);
  });

  it('sets the family and the center of a chosen car', () => {
    const chosen = withCar({ ...emptyVoyageValues(context), center: '7' }, cars[0] ?? null);
    expect(chosen).toMatchObject({ car: '10', car_family: '1', center: '5' });
    expect(withCar({ ...emptyVoyageValues(context), center: '7' }, cars[1] ?? null)).toMatchObject({ car: '11', car_family: '2', center: '7' });
    expect(withCar(chosen, null)).toMatchObject({ car: null, car_family: '1' });
  });

  it('drops the chosen car when another family is chosen', () => {
    const chosen = withCar(emptyVoyageValues(context), cars[0] ?? null);
    expect(withCarFamily(chosen, '2', cars)).toMatchObject({ car_family: '2', car: null });
    expect(withCarFamily(chosen, '1', cars)).toMatchObject({ car_family: '1', car: '10' });
    expect(withCarFamily(chosen, null, cars)).toMatchObject({ car_family: null, car: null });
  });
});
