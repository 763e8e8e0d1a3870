import type { Car } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { carBody, carFormValues } from './car-values.ts';
import { carFamilyName } from './car-family-values.ts';

const car: Car = { id: 9, plate: '1234ABC', car_family: { id: 2, brand: 'Seat', model: 'Leon', fuel: 'gasoil' }, center: { id: 5, name: 'Valencia' } };

describe('car form values', () => {
  it('opens a car with its family and center chosen, and sends their ids back as numbers', () => {
    expect(carFormValues(car)).toEqual({ plate: '1234ABC', car_family: '2', center: '5' });
    expect(carBody({ ...carFormValues(car), plate: ' 1234 abc ' })).toEqual({ plate: '1234 abc', car_family: 2, center: 5 });
  });

  it('sends no center when none is chosen', () => {
    expect(carBody({ plate: 'X', car_family: '2', center: null }).center).toBeNull();
  });

  it('names a car family by brand and model', () => {
    expect(carFamilyName(car.car_family)).toBe('Seat Leon');
  });
});
