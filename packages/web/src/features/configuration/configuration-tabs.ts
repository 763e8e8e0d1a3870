import type { CurrentUser } from '@huella/contracts';
import { LOOKUPS, type LookupKey } from './lookups.ts';

export type ConfigurationTabKey = 'materials' | LookupKey | 'reviews';

export interface ConfigurationTab {
  key: ConfigurationTabKey;
  to: string;
}

/** Where the consumption lookups' screens live; the materials keep the spec's /materials (docs/spec/part-1.md §2). */
export const CONFIGURATION_PREFIX = '/configuration/';

/** The emission-factor reviews list; each review's editor is `/reviews/<id>` (docs/spec/part-1.md §2). */
export const REVIEWS_PATH = '/reviews';

const LOOKUP_ORDER: readonly LookupKey[] = ['centers', 'suppliers', 'car_families', 'cars', 'accounts'];

/**
 * docs/spec/part-1.md §1: the Configuration entry leads to the materials list; beside the materials it reaches the
 * company's consumption lookups (issue #12 item 1), and for the platform's super users the reviews (issue #13). An
 * only-scope-3 company has no consumptions, hence no tabs: its Materials entry is the materials list alone.
 */
export function configurationTabs(user: CurrentUser): ConfigurationTab[] {
  if (user.company.only_scope3) return [];
  const tabs: ConfigurationTab[] = [{ key: 'materials', to: '/materials' }, ...LOOKUP_ORDER.map((key) => ({ key, to: LOOKUPS[key].route }))];
  // docs/spec/part-1.md §2, §6: the reviews list is the platform's ("company id 1"), for its super users.
  if (user.company.platform && user.role === 'super') tabs.push({ key: 'reviews', to: REVIEWS_PATH });
  return tabs;
}

/** The tab a path belongs to: its list, its new form (`…/edit`) and its records' forms (`…/12/edit`). */
export function activeTab(tabs: readonly ConfigurationTab[], pathname: string): ConfigurationTabKey | null {
  return tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))?.key ?? null;
}
