import { describe, expect, it } from 'vitest';
import { groupValueLabel, monthLabel, monthName } from './group-labels.ts';

const labels = { commodity: { '3': 'Electronics' }, center: { '1': 'Madrid office' }, car: { '2': '5678DEF' }, report: { '7': 'TR-2026-000007 · Lyon run' } };
const none = { commodity: 'No material', tag: 'No value', center: 'No center', car: 'No car', other: 'Other' };

describe('group value labels', () => {
  it('names transport types, materials, centers and cars in words, never by code or id', () => {
    expect(groupValueLabel('transport_type', 'nautical', labels, 'en', none)).toBe('Sea');
    expect(groupValueLabel('transport_type', 'natural_gas', labels, 'es', none)).toBe('Gas natural');
    expect(groupValueLabel('commodity', '3', labels, 'en', none)).toBe('Electronics');
    expect(groupValueLabel('car', '2', labels, 'en', none)).toBe('5678DEF');
    expect(groupValueLabel('center', '1', labels, 'en', none)).toBe('Madrid office');
    expect(groupValueLabel('commodity', '', labels, 'en', none)).toBe('No material');
    expect(groupValueLabel('tag', '', labels, 'en', none)).toBe('No value');
    expect(groupValueLabel('tag', 'ACME Retail', labels, 'en', none)).toBe('ACME Retail');
    expect(groupValueLabel('report', '7', labels, 'en', none)).toBe('TR-2026-000007 · Lyon run');
  });

  it('writes months in the reader’s language', () => {
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
    expect(monthLabel('2026-01', 'es')).toMatch(/^ene\.? 2026$/);
    expect(monthName(3, 'en')).toBe('March');
    expect(monthName(3, 'es')).toBe('marzo');
    expect(groupValueLabel('month', '2026-09', labels, 'en', none)).toMatch(/^Sept? 2026$/);
  });
});
