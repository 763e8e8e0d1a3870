import { createContext, useContext } from 'react';

export interface PageHead {
  title?: string;
  description?: string;
}

/**
 * Where a page tells its tab title and description when there is no document to set them on: the build's prerender
 * of the public pages (prerender/render-page.tsx) collects them here, since effects do not run there.
 */
export const PageHeadSink = createContext<((head: PageHead) => void) | null>(null);

/** Tells the prerender, if one is listening, the page's head; in the browser it does nothing. */
export function useTellPageHead(head: PageHead): void {
  useContext(PageHeadSink)?.(head);
}
