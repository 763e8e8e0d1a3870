import type { Page } from '@huella/contracts';
import type { FastifyRequest } from 'fastify';
import { invalidPage } from './errors.ts';
import type { Listed } from './pagination.ts';

/** The request's URL at another page; `after` (http/keyset.ts) is this answer's own, never the request's. */
function pageUrl(request: FastifyRequest, page: number, after?: string): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  if (after === undefined) url.searchParams.delete('after');
  else url.searchParams.set('after', after);
  return url.toString();
}

/** DRF's PageNumberPagination: absolute next/previous links from the request's URL, 404 "Invalid page." past the end. */
export function sendPage<T>(request: FastifyRequest, { count, rows, page, page_size, estimated, atLeast, hasNext, nextCursor }: Listed<T>): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / page_size));
  // An estimated count cannot say where the list ends: the rows read can.
  if (estimated ? page > 1 && rows.length === 0 : page > lastPage) throw invalidPage();
  const more = estimated ? Boolean(hasNext) : page < lastPage;
  return {
    count,
    ...(estimated ? { count_estimated: true } : {}),
    ...(atLeast ? { count_at_least: true } : {}),
    next: more ? pageUrl(request, page + 1, nextCursor) : null,
    previous: page > 1 ? pageUrl(request, page - 1) : null,
    results: rows,
  };
}
