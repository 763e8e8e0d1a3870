import type { CurrentUser } from '@huella/contracts';
import { BUILT_SCREENS, type BuiltScreens } from '../../app/built-screens.ts';
import type { Language } from '../../i18n/language.ts';
import { CONFIGURATION_PREFIX } from '../configuration/configuration-tabs.ts';

export type ShortcutKey =
  | 'create_report'
  | 'reports'
  | 'consumptions'
  | 'users'
  | 'activity'
  | 'stats'
  | 'materials'
  | 'user_guide'
  | 'configuration';

export interface Shortcut {
  key: ShortcutKey;
  to: string;
  /** A file to open, not a route of the app. */
  document?: boolean;
  /** Paths under this prefix belong to the entry too: it is marked as the current page there. */
  section?: string;
}

/** The activity log (the audit log of the company). */
export const ACTIVITY_PATH = '/activity';

/** docs/spec/part-1.md §1: one guide per language, served as static files. */
export function userGuidePath(language: Language): string {
  return language === 'es' ? '/pdf/user-guide-sp.pdf' : '/pdf/user-guide-en.pdf';
}

/**
 * docs/spec/part-1.md §1–§2: the menu's icons. Only-scope-3 companies get no consumptions entry and a
 * Materials entry with the user guide; other companies get Configuration (the materials list, beside the
 * consumption lookups under /configuration/).
 * On the dashboard the configuration shortcut is only for the platform company (the spec's
 * "company id 1"). Screens not built yet (app/built-screens.ts) are left out.
 */
export function shortcutsFor(
  user: CurrentUser,
  language: Language,
  place: 'menu' | 'dashboard',
  built: BuiltScreens = BUILT_SCREENS,
): Shortcut[] {
  const { only_scope3: onlyScope3, platform } = user.company;
  const shortcuts: Shortcut[] = [
    { key: 'create_report', to: '/report/add' },
    { key: 'reports', to: '/reports' },
  ];
  if (!onlyScope3 && built.consumptions) shortcuts.push({ key: 'consumptions', to: '/consumptions' });
  shortcuts.push({ key: 'users', to: '/users' });
  // The audit log beside the users, in the menu of super users only (docs/decisions/0014-audit-log.md).
  if (place === 'menu' && user.role === 'super') shortcuts.push({ key: 'activity', to: ACTIVITY_PATH });
  if (built.stats) shortcuts.push({ key: 'stats', to: '/stats' });
  if (onlyScope3) {
    shortcuts.push({ key: 'materials', to: '/materials' }, { key: 'user_guide', to: userGuidePath(language), document: true });
  } else if (place === 'menu' || platform) {
    shortcuts.push({ key: 'configuration', to: '/materials', section: CONFIGURATION_PREFIX });
  }
  return shortcuts;
}
