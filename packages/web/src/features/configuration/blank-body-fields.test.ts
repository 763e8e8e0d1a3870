// @vitest-environment jsdom
import { carInput } from '@huella/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { blankBodyFields } from './blank-body-fields.ts';
import { carBody, carFormValues } from './car-values.ts';

const LABELS = { plate: 'configuration.fields.plate', car_family: 'configuration.fields.car_family' };

describe('blankBodyFields', () => {
  const t = createI18n().t as TFunction;

  it('names each required field left blank by its label, under its input and in one notice', () => {
    const problems = blankBodyFields(carInput, carBody(carFormValues(null)), t, LABELS);
    expect(problems.errors).toEqual({ plate: 'Plate must not be blank', car_family: 'Car family must not be blank' });
    expect(problems.notice).toBe('Plate must not be blank\nCar family must not be blank');
  });

  it('names the field by the input that shows it, in Spanish too', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('es');
    const problems = blankBodyFields(carInput, { plate: 'X', car_family: null, center: null }, i18n.t as TFunction, LABELS, { car_family: 'family' });
    expect(problems.errors).toEqual({ family: 'Familia de vehículo no puede estar vacio' });
  });

  it('finds nothing blank in a complete body, leaving the rest to the server', () => {
    expect(blankBodyFields(carInput, { plate: '1234ABC', car_family: 2, center: null }, t, LABELS)).toEqual({ errors: {}, notice: '' });
  });
});
