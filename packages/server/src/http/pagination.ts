import type { FastifyRequest } from 'fastify';
import type { ListQuery, Page } from '@huella/contracts';
import { invalidPage } from './errors.ts';

export function pageBounds(query: Pick<ListQuery, 'page' | 'page_size'>): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** DRF's PageNumberPagination: absolute next/previous links, 404 "Invalid page." past the end. */
export function toPage<T>(request: FastifyRequest, query: Pick<ListQuery, 'page' | 'page_size'>, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  if (query.page > lastPage) throw invalidPage();
  return {
    count,
    next: query.page < lastPage ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, query.page - 1) : null,
    results,
  };
}
