// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { errorBodyToText } from './error-message.ts';

const i18n = createI18n();
const t = i18n.t as TFunction;

describe('errorBodyToText', () => {
  it('gives the detail of a {"detail": …} body', () => {
    expect(errorBodyToText(403, { detail: 'You do not have permission.' }, t)).toBe('You do not have permission.');
  });

  it('writes one "Label: message" line per message of each field, named as the form shows it', () => {
    const body = { name: ['must not be blank'], email: ['is not an email', 'is taken'] };
    expect(errorBodyToText(400, body, t)).toBe('Name: must not be blank\nEmail: is not an email\nEmail: is taken');
  });

  it('names a field by its label in Spanish, and a field no form shows by a human name', async () => {
    const es = createI18n();
    await es.changeLanguage('es');
    const body = { project_name: ['Este campo no puede estar en blanco.'], origin_gmaps: ['No válido.'], pallet_count: ['x'] };
    expect(errorBodyToText(400, body, es.t as TFunction)).toBe(
      'Nombre del proyecto: Este campo no puede estar en blanco.\nOrigen: No válido.\nPallet count: x',
    );
  });

  it('writes non_field_errors without a field prefix', () => {
    const body = { non_field_errors: ['Unable to log in with provided credentials.'] };
    expect(errorBodyToText(400, body, t)).toBe('Unable to log in with provided credentials.');
  });

  it('names nested fields by their labels', () => {
    expect(errorBodyToText(400, { company: { name: ['too long'] } }, t)).toBe('Company: Name: too long');
    expect(errorBodyToText(400, { 'cargos.0.cargo': ['Unknown.'] }, t)).toBe('Cargos 1 › Cargo: Unknown.');
  });

  it('names the status of a 5xx without a body', () => {
    expect(errorBodyToText(502, null, t)).toBe('Server error: status code 502');
  });

  it('names the status of a 5xx whose body has no messages', () => {
    expect(errorBodyToText(500, {}, t)).toBe('Server error: status code 500');
  });

  it('says the server cannot be reached when the network failed', () => {
    expect(errorBodyToText(0, null, t)).toMatch(/cannot be reached/);
  });

  it('answers in Spanish when the language is Spanish', async () => {
    const es = createI18n();
    await es.changeLanguage('es');
    expect(errorBodyToText(503, null, es.t as TFunction)).toBe('Error del servidor: código de estado 503');
  });
});
