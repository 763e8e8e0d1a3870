import { Button } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the element holding each layout's page content, which takes focus (tabIndex -1) when the skip link is followed. */
export const MAIN_ID = 'main-content';

/**
 * WCAG 2.4.1 (bypass blocks): the first Tab stop of every page, out of sight until it has focus. Focus moves to the
 * main content itself, so the next Tab reaches the page's own first control, not the top bar's or the menu's.
 */
export function SkipLink() {
  const { t } = useTranslation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // The fragment would add a history entry and leave the hash in the router's location: move focus instead.
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  }
  return (
    <Button component="a" href={`#${MAIN_ID}`} className="skip-link" onClick={onClick}>
      {t('common.skip_to_content')}
    </Button>
  );
}
