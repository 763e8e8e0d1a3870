import {
  IconChartBar,
  IconFileDescription,
  IconFilePlus,
  IconFlame,
  IconHistory,
  IconListDetails,
  IconSettings,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';
import type { ShortcutKey } from './shortcuts.ts';

const ICONS = {
  create_report: IconFilePlus,
  reports: IconListDetails,
  consumptions: IconFlame,
  users: IconUsers,
  activity: IconHistory,
  stats: IconChartBar,
  // docs/spec/part-1.md §1: only-scope-3 companies see Materials with a truck icon.
  materials: IconTruck,
  user_guide: IconFileDescription,
  configuration: IconSettings,
} satisfies Record<ShortcutKey, unknown>;

export function ShortcutIcon({ shortcut, size }: { shortcut: ShortcutKey; size: number }) {
  const Icon = ICONS[shortcut];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
