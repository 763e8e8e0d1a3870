import { describe, expect, it } from 'vitest';
import { currentUserOf } from '../../test/current-user.ts';
import { activeTab, configurationTabs } from './configuration-tabs.ts';

const userOf = (onlyScope3: boolean) => currentUserOf({ company: { only_scope3: onlyScope3 } });
const platform = (role: 'super' | 'admin') => currentUserOf({ role, company: { only_scope3: false, platform: true } });

describe('configurationTabs', () => {
  it('gives a company with consumptions the materials and its five lookups, materials first', () => {
    expect(configurationTabs(userOf(false))).toEqual([
      { key: 'materials', to: '/materials' },
      { key: 'centers', to: '/configuration/centers' },
      { key: 'suppliers', to: '/configuration/suppliers' },
      { key: 'car_families', to: '/configuration/car-families' },
      { key: 'cars', to: '/configuration/cars' },
      { key: 'accounts', to: '/configuration/accounts' },
    ]);
  });

  it('adds the reviews for the platform company’s super users only (docs/spec/part-1.md §6)', () => {
    expect(configurationTabs(platform('super')).at(-1)).toEqual({ key: 'reviews', to: '/reviews' });
    expect(configurationTabs(platform('admin')).map((tab) => tab.key)).not.toContain('reviews');
    expect(configurationTabs(userOf(false)).map((tab) => tab.key)).not.toContain('reviews');
  });

  it('gives an only-scope-3 company no tabs: it has no consumption lookups', () => {
    expect(configurationTabs(userOf(true))).toEqual([]);
  });
});

describe('activeTab', () => {
  const tabs = configurationTabs(userOf(false));

  it('marks the tab of a list, of its new form and of a record’s form', () => {
    expect(activeTab(tabs, '/materials')).toBe('materials');
    expect(activeTab(tabs, '/configuration/cars/edit')).toBe('cars');
    expect(activeTab(tabs, '/configuration/car-families/12/edit')).toBe('car_families');
  });

  it('does not take a path that only begins like a tab’s for that tab', () => {
    expect(activeTab(tabs, '/configuration/carsharing')).toBeNull();
    expect(activeTab(tabs, '/reports')).toBeNull();
  });
});
