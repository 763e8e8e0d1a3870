import { useEffect } from 'react';
import { useTellPageHead } from './page-head.ts';

/** The tab title of a page of the app: "<page> — Huella", the page's name in the current language first. */
export function pageTitle(title: string): string {
  return title ? `${title} — Huella` : 'Huella';
}

/**
 * Sets the browser tab's title while the page is shown (issue #11 item 8: every page names itself, so a user
 * with several tabs, or a screen reader announcing the tab, can tell them apart), and puts back the previous one.
 */
export function usePageTitle(title: string): void {
  useTellPageHead({ title: pageTitle(title) });
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
