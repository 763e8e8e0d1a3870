// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { blankFields, blankMessages } from './blank-fields.ts';
import { loginBlankField } from './login-validation.ts';

describe('loginBlankField', () => {
  it('names the user when the username is missing, whatever the password', () => {
    expect(loginBlankField('', '')).toBe('user');
    expect(loginBlankField('  ', 'secret')).toBe('user');
  });

  it('names the password when only the password is missing', () => {
    expect(loginBlankField('ana', '')).toBe('password');
  });

  it('is null when both are given', () => {
    expect(loginBlankField('ana', 'secret')).toBeNull();
  });
});

describe('blankMessages', () => {
  it('says "{field} must not be blank" per field, one per line, in English and Spanish', async () => {
    const i18n = createI18n();
    expect(blankMessages(['user'], i18n.t as TFunction)).toBe('User must not be blank');
    expect(blankMessages(['name', 'description'], i18n.t as TFunction)).toBe('Name must not be blank\nDescription must not be blank');
    await i18n.changeLanguage('es');
    expect(blankMessages(['password'], i18n.t as TFunction)).toBe('Contraseña no puede estar vacio');
  });
});

describe('blankFields', () => {
  it('lists required fields that are empty once trimmed, in the order given', () => {
    expect(blankFields({ a: ' ', b: 'x', c: '' }, ['c', 'b', 'a'])).toEqual(['c', 'a']);
  });
});
