// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { createI18n } from '../../i18n/i18n.ts';
import '../../i18n/strings/app-strings.ts';
import { importErrorText, importProblemsOf, problemCount } from './import-errors.ts';

const refused = new ApiError(400, {
  files: {
    road_overland_stages: [
      { row: 2, column: 'vehicle', message: 'No "Spaceship" found.' },
      { row: 3, column: 'distance_km', message: 'A valid number is required.' },
    ],
    storages: [{ row: null, column: null, message: 'Not a CSV or Excel (.xlsx) file.' }],
  },
  project_name: ['This field may not be blank.'],
});

describe('importProblemsOf', () => {
  it('keeps each file’s problems with their rows and columns, and leaves the report fields to the form', () => {
    const problems = importProblemsOf(refused);
    expect(problems.road_overland_stages?.map((p) => `${p.row}:${p.column}`)).toEqual(['2:vehicle', '3:distance_km']);
    expect(problems.storages).toEqual([{ row: null, column: null, message: 'Not a CSV or Excel (.xlsx) file.' }]);
    expect(problemCount(problems)).toBe(3);
  });

  it('answers nothing for other failures', () => {
    expect(importProblemsOf(new ApiError(403, { detail: 'No.' }))).toEqual({});
    expect(importProblemsOf(new ApiError(400, { project_name: ['Required.'] }))).toEqual({});
    expect(importProblemsOf(new Error('boom'))).toEqual({});
  });
});

describe('importErrorText', () => {
  it('counts the files’ problems and names the report fields by their labels, in the user’s language', async () => {
    const i18n = createI18n();
    expect(importErrorText(refused, i18n.t as TFunction)).toBe('The files have 3 problems; nothing was saved.\nProject name: This field may not be blank.');
    await i18n.changeLanguage('es');
    expect(importErrorText(refused, i18n.t as TFunction)).toBe('Los archivos tienen 3 problemas; no se ha guardado nada.\nNombre del proyecto: This field may not be blank.');
    expect(importErrorText(new ApiError(403, { detail: 'No.' }), i18n.t as TFunction)).toBe('No.');
  });
});
