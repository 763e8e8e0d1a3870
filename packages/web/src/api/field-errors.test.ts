import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { fieldErrorsOf } from './field-errors.ts';

describe('fieldErrorsOf', () => {
  it('puts each field’s messages under the input that shows it', () => {
    const error = new ApiError(400, {
      project_name: ['This field may not be blank.'],
      origin_gmaps: ['Not a place.'],
      'cargos.0.cargo': ['Unknown cargo.'],
      'cargos.1.cargo': ['Unknown cargo too.'],
    });
    expect(fieldErrorsOf(error)).toEqual({
      project_name: 'This field may not be blank.',
      origin: 'Not a place.',
      cargos: 'Unknown cargo. Unknown cargo too.',
    });
  });

  it('puts a form’s own fields under the input it names for them', () => {
    const error = new ApiError(400, { address_gmaps: ['Not a place.'], location: ['Out of range.'], name: ['Too long.'] });
    expect(fieldErrorsOf(error, { address_gmaps: 'address', location: 'address' })).toEqual({ address: 'Not a place. Out of range.', name: 'Too long.' });
  });

  it('answers nothing for failures that are not a 400 body', () => {
    expect(fieldErrorsOf(new ApiError(404, { detail: 'Not found.' }))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
