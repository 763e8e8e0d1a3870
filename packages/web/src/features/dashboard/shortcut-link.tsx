import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import classes from './shortcut-link.module.css';
import { ShortcutIcon } from './shortcut-icon.tsx';
import type { Shortcut } from './shortcuts.ts';

/** An icon with its label under it: the menu uses the small size, the dashboard the large one. */
export function ShortcutLink({ shortcut, size }: { shortcut: Shortcut; size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(`nav.${shortcut.key}`);
  const content = (
    <Stack gap={4} align="center">
      <ShortcutIcon shortcut={shortcut.key} size={size === 'small' ? 24 : 44} />
      <Text fz={size === 'small' ? 'xs' : 'sm'} fw={600} ta="center">
        {label}
      </Text>
    </Stack>
  );
  const className = size === 'small' ? classes.small : classes.large;
  if (shortcut.document) {
    return (
      <UnstyledButton component="a" href={shortcut.to} target="_blank" rel="noopener" className={className}>
        {content}
      </UnstyledButton>
    );
  }
  // NavLink marks its own path and those under it; an entry's section (Configuration's lookups) is marked here.
  if (shortcut.section && pathname.startsWith(shortcut.section)) {
    return (
      <UnstyledButton component={Link} to={shortcut.to} className={className} aria-current="page">
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton component={NavLink} to={shortcut.to} className={className}>
      {content}
    </UnstyledButton>
  );
}
