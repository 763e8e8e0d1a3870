import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { reportQuery, totalsQuery } from '../features/reports/report-queries.ts';

// The data a page shows first, started by the signed-in shell as the page's code starts downloading. A page asks for
// its data when it first renders, which is after its code and the shell's have arrived: on a phone that put the
// report's request 2 s after the entry ran, and the edit page's largest text (its header) waited for both
// (docs/performance.md "The data before the code"). The page's own query then finds the answer, or the request
// already on its way: the two use the same options.

const loadReport = (client: QueryClient, id: number) => client.prefetchQuery(reportQuery(id));
const loadTotals = (client: QueryClient, id: number) => Promise.all([loadReport(client, id), client.prefetchQuery(totalsQuery(id))]);

const PAGE_DATA: ReadonlyArray<{ path: string; load: (client: QueryClient, id: number) => Promise<unknown> }> = [
  { path: '/reports/:id/edit', load: loadReport },
  { path: '/consumptions/:id/edit', load: loadReport },
  { path: '/reports/:id/totals', load: loadTotals },
  { path: '/consumptions/:id/totals', load: loadTotals },
];

/** The pattern's loader and the record's id when `pathname` is a page of PAGE_DATA with a well-formed id. */
export function pageDataOf(pathname: string): { load: (client: QueryClient, id: number) => Promise<unknown>; id: number } | null {
  for (const page of PAGE_DATA) {
    const id = matchPath(page.path, pathname)?.params.id;
    // A malformed id is the page's to refuse (its 404); it is not worth a request.
    if (id && /^[1-9][0-9]{0,9}$/.test(id)) return { load: page.load, id: Number(id) };
  }
  return null;
}

/** Starts the current page's first data, once per path. */
export function usePageData() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  useEffect(() => {
    const page = pageDataOf(pathname);
    if (page) void page.load(client, page.id);
  }, [pathname, client]);
}
