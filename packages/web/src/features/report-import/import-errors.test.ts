import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { importErrorsOf, withFileLabels } from './import-errors.ts';

describe('importErrorsOf', () => {
  it('keeps each bad row of each file apart and leaves the report fields to the form', () => {
    const error = new ApiError(400, {
      road_overland_stages: ['Row 2, vehicle: No "Spaceship" found.', 'Row 3, distance: Not a number.'],
      storages: 'Row 2, type: Invalid value.',
      project_name: ['Required.'],
    });
    expect(importErrorsOf(error)).toEqual({
      road_overland_stages: ['Row 2, vehicle: No "Spaceship" found.', 'Row 3, distance: Not a number.'],
      storages: ['Row 2, type: Invalid value.'],
    });
  });

  it('answers nothing for other failures', () => {
    expect(importErrorsOf(new ApiError(403, { detail: 'No.' }))).toEqual({});
    expect(importErrorsOf(new Error('boom'))).toEqual({});
  });
});

describe('withFileLabels', () => {
  it('names the files by their pickers and keeps the other fields', () => {
    expect(withFileLabels({ storages: ['Row 2, type: Invalid.'], date: ['Required.'] }, (kind) => `<${kind}>`)).toEqual({
      '<storages>': ['Row 2, type: Invalid.'],
      date: ['Required.'],
    });
  });
});
