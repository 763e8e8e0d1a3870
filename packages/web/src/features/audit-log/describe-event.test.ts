// @vitest-environment jsdom
import { factorKeyLabel, type AuditEvent } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import '../../i18n/strings/app-strings.ts';
import '../../i18n/strings/audit-strings.ts';
import { describeEvent } from './describe-event.ts';

const event = (action: AuditEvent['action'], details: Record<string, unknown>): AuditEvent => ({
  id: 1,
  created_at: '2026-11-28T10:00:00Z',
  actor: { id: 2, username: 'demo.super' },
  action,
  target: { type: action.split('.')[0] as AuditEvent['target']['type'], id: 3, label: 'TR-2026-000001' },
  details,
  ip: '203.0.113.7',
});

describe('describeEvent', () => {
  const en = createI18n().getFixedT('en');
  const es = createI18n().getFixedT('es');

  it('says what kind of report, and that an export consolidated it', () => {
    expect(describeEvent(event('report.consolidate', { type: 'transport', via: 'export', level: 'report' }), en, 'en')).toEqual([
      'Transport report',
      'Consolidated by a CSV export',
    ]);
    expect(describeEvent(event('report.delete', { type: 'consumption' }), es, 'es')).toEqual(['Informe de consumos']);
  });

  it("names a user's changed fields in the reader's language, and the old and new role", () => {
    expect(describeEvent(event('user.update', { fields: ['name', 'role'], role: { from: 'admin', to: 'other' } }), en, 'en')).toEqual([
      'Changed: name, role',
      'Role: Admin → Other',
    ]);
    expect(describeEvent(event('user.password', { fields: ['password'] }), es, 'es')).toEqual(['Cambios: contraseña']);
  });

  it("gives a review's changed factors with their values, and an entry's list", () => {
    expect(describeEvent(event('review.update', { title: { from: 'A', to: 'B' }, factors: { 'road.per_tkm.hgv_average': { from: 0.2, to: 0.3 } } }), en, 'en')).toEqual([
      'Title: A → B',
      `${factorKeyLabel('road.per_tkm.hgv_average', 'en')}: 0.2 → 0.3`,
    ]);
    expect(describeEvent(event('review.update', { factors: { 'road.per_tkm.hgv_average': { from: 0.10163, to: 0.09 } } }), es, 'es')).toEqual([
      `${factorKeyLabel('road.per_tkm.hgv_average', 'es')}: 0,10163 → 0,09`,
    ]);
    expect(describeEvent(event('review.entry_delete', { entry: 'car-family-reviews', entry_id: 12 }), en, 'en')).toEqual(['Car families, entry 12']);
    expect(describeEvent(event('review.clone', { source: { id: 1, title: 'DESNZ 2025' }, start_date: '2045-01-01' }), en, 'en')).toEqual([
      'Copy of DESNZ 2025',
      'Starts on 2045-01-01',
    ]);
  });
});
