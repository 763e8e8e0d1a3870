// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createI18n } from '../../i18n/i18n.ts';
import { importErrorText, importErrorsOf } from './import-errors.ts';

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

describe('importErrorText', () => {
  it('names the files by their pickers and the report fields by their labels', async () => {
    const i18n = createI18n();
    const error = new ApiError(400, { storages: ['Row 2: Invalid.'], project_name: ['Required.'] });
    expect(importErrorText(error, i18n.t as TFunction)).toBe('Storages: Row 2: Invalid.\nProject name: Required.');
    await i18n.changeLanguage('es');
    expect(importErrorText(error, i18n.t as TFunction)).toBe('Almacenajes: Row 2: Invalid.\nNombre del proyecto: Required.');
  });
});
