import type { ListQuery } from '@huella/contracts';

export type PageQuery = Pick<ListQuery, 'page' | 'page_size'>;

/**
 * One page of a listing as a service answers it: the page's rows, how many rows there are in all, and the
 * page it read. The route turns it into DRF's page body with `sendPage` (http/send-page.ts).
 */
export interface Listed<T> {
  count: number;
  rows: T[];
  page: number;
  page_size: number;
  /** `count` is an estimate (db/count-rows.ts): `hasNext` then says whether a next page exists. */
  estimated?: boolean;
  /** `count` is a lower bound (db/count-rows.ts). */
  atLeast?: boolean;
  hasNext?: boolean;
  /** Where the next page starts (http/keyset.ts): its link carries it as `after`. */
  nextCursor?: string;
}

export function pageBounds(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

export function listed<T>(query: PageQuery, count: number, rows: T[]): Listed<T> {
  return { count, rows, page: query.page, page_size: query.page_size };
}
