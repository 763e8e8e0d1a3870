import type { CurrentUser } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from '../../app/built-screens.ts';
import { currentUserOf } from '../../test/current-user.ts';
import { shortcutsFor } from './shortcuts.ts';

const ALL_BUILT = { consumptions: true, stats: true } as const;

const userOf = (company: Partial<CurrentUser['company']>) => currentUserOf({ company });

function guide(language: 'en' | 'es') {
  return shortcutsFor(userOf({ only_scope3: true }), language, 'menu').find((s) => s.key === 'user_guide');
}

const keys = (list: { key: string }[]) => list.map((s) => s.key);

describe('shortcutsFor', () => {
  it('shows no entry for a screen that is not built yet, in the menu or on the dashboard', () => {
    const notBuilt = { consumptions: false, stats: false } as const;
    for (const place of ['menu', 'dashboard'] as const) {
      expect(keys(shortcutsFor(userOf({ platform: true }), 'en', place, notBuilt))).toEqual(['create_report', 'reports', 'users', 'configuration']);
    }
    const today = keys(shortcutsFor(userOf({}), 'en', 'menu'));
    expect(today.includes('consumptions')).toBe(BUILT_SCREENS.consumptions);
    expect(today.includes('stats')).toBe(BUILT_SCREENS.stats);
  });

  it('shows a screen again once its switch is flipped', () => {
    expect(keys(shortcutsFor(userOf({}), 'en', 'menu', { consumptions: false, stats: true }))).toContain('stats');
    expect(keys(shortcutsFor(userOf({}), 'en', 'menu', { consumptions: true, stats: false }))).toContain('consumptions');
  });

  it('puts the activity log beside the users in the menu of super users only', () => {
    const superUser = currentUserOf({ role: 'super' });
    expect(keys(shortcutsFor(superUser, 'en', 'menu', ALL_BUILT))).toEqual(['create_report', 'reports', 'consumptions', 'users', 'activity', 'stats', 'configuration']);
    expect(keys(shortcutsFor(superUser, 'en', 'dashboard'))).not.toContain('activity');
    for (const role of ['admin', 'other'] as const) expect(keys(shortcutsFor(currentUserOf({ role }), 'en', 'menu'))).not.toContain('activity');
  });

  it('gives a regular company consumptions and Configuration in the menu', () => {
    const menu = shortcutsFor(userOf({}), 'en', 'menu', ALL_BUILT);
    expect(keys(menu)).toEqual(['create_report', 'reports', 'consumptions', 'users', 'stats', 'configuration']);
    expect(menu.find((s) => s.key === 'configuration')).toEqual({ key: 'configuration', to: '/materials', section: '/configuration/' });
  });

  it('leads to the consumption reports from the menu and the dashboard, except for an only-scope-3 company', () => {
    for (const place of ['menu', 'dashboard'] as const) {
      expect(shortcutsFor(userOf({}), 'en', place).find((s) => s.key === 'consumptions')).toEqual({ key: 'consumptions', to: '/consumptions' });
      expect(keys(shortcutsFor(userOf({ only_scope3: true }), 'en', place))).not.toContain('consumptions');
    }
  });

  it('keeps the configuration shortcut off the dashboard of a company that is not the platform', () => {
    expect(keys(shortcutsFor(userOf({}), 'en', 'dashboard'))).not.toContain('configuration');
    expect(keys(shortcutsFor(userOf({ platform: true }), 'en', 'dashboard'))).toContain('configuration');
  });

  it('gives an only-scope-3 company Materials and the user guide instead, and no consumptions', () => {
    for (const place of ['menu', 'dashboard'] as const) {
      expect(keys(shortcutsFor(userOf({ only_scope3: true, platform: true }), 'en', place, ALL_BUILT))).toEqual([
        'create_report',
        'reports',
        'users',
        'stats',
        'materials',
        'user_guide',
      ]);
    }
  });

  it('links the user guide of the current language', () => {
    expect(guide('en')).toEqual({ key: 'user_guide', to: '/pdf/user-guide-en.pdf', document: true });
    expect(guide('es')?.to).toBe('/pdf/user-guide-sp.pdf');
  });
});
