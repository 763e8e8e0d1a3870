// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { FIELD_LABEL_KEYS, FIELD_LABELS_BY_FORM, fieldLabel, humanizeFieldName } from './field-labels.ts';

describe('fieldLabel', () => {
  it('gives the label the form shows, in the current language', async () => {
    const i18n = createI18n();
    const t = i18n.t as TFunction;
    expect(fieldLabel('project_name', t)).toBe('Project name');
    expect(fieldLabel('capacity_load', t)).toBe(t('stages.fields.payload'));
    await i18n.changeLanguage('es');
    expect(fieldLabel('project_name', t)).toBe('Nombre del proyecto');
    expect(fieldLabel('new_password2', t)).toBe('Repetir nueva contraseña');
  });

  it('lets one form call a shared name otherwise', () => {
    const t = createI18n().t as TFunction;
    expect(fieldLabel('type', t)).toBe('Report type');
    expect(fieldLabel('type', t, FIELD_LABELS_BY_FORM.storage)).toBe(t('stages.fields.storage_type'));
  });

  it('names each part of a dotted path and counts rows from 1', () => {
    const t = createI18n().t as TFunction;
    expect(fieldLabel('cargos.0.cargo', t)).toBe('Cargos 1 › Cargo');
  });

  it('never gives the raw key of a field no table knows', () => {
    const t = createI18n().t as TFunction;
    expect(fieldLabel('pallet_count', t)).toBe('Pallet count');
    expect(humanizeFieldName('passengersNumber')).toBe('Passengers number');
  });

  it.each(['en', 'es'])('has a real %s label for every field of the table', async (language) => {
    const i18n = createI18n();
    await i18n.changeLanguage(language);
    const keys = [...Object.values(FIELD_LABEL_KEYS), ...Object.values(FIELD_LABELS_BY_FORM).flatMap(Object.values)];
    const missing = keys.filter((key) => !i18n.exists(key) || typeof i18n.t(key) !== 'string' || /_/.test(i18n.t(key)));
    expect(missing).toEqual([]);
  });
});
