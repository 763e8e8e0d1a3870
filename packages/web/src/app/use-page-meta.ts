import { useEffect } from 'react';
import { useTellPageHead } from './page-head.ts';

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the tab title and the meta description of a public page (both in the current language), and
 * puts back what was there when the page goes, so a screen without its own keeps no stale text.
 */
export function usePageMeta(title: string, description: string): void {
  useTellPageHead({ title, description });
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = title;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
