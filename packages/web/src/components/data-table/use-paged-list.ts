import { PAGE_SIZES } from '@huella/contracts';
import { useState } from 'react';
import { pageCount } from './page-window.ts';

export interface PagedList<T> {
  /** The items of the page shown. */
  shown: readonly T[];
  page: number;
  pages: number;
  setPage: (page: number) => void;
  /** 1-based positions of the first and last item shown, for "11–20 of 200". */
  first: number;
  last: number;
  total: number;
}

/**
 * A list held whole in the browser, shown a page at a time: a stage may carry up to 500 cargos, and rendering them
 * all at once held the main thread for seconds on a phone (issue #21 item 4). A list that shrinks under the page
 * shown moves to its last page.
 */
export function usePagedList<T>(items: readonly T[], size: number = PAGE_SIZES[0]): PagedList<T> {
  const [requested, setPage] = useState(1);
  const pages = pageCount(items.length, size);
  const page = Math.min(requested, pages);
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return { shown, page, pages, setPage, first: items.length === 0 ? 0 : start + 1, last: start + shown.length, total: items.length };
}
