import { PAGE_SIZE_DEFAULT, type ListQuery } from '@huella/contracts';
import { useState } from 'react';
import { toOrdering, type SortKey } from './sort-ordering.ts';

/** Page, page size, search and sort of one list; any change but the page itself goes back to page 1. */
export type ListState = ReturnType<typeof useListState>;

export function useListState(defaultSort: SortKey[] = []) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZE_DEFAULT);
  const [search, setSearchState] = useState('');
  const [sort, setSortState] = useState<SortKey[]>(defaultSort);

  const params: ListQuery = { page, page_size: pageSize };
  if (search) params.search = search;
  const ordering = toOrdering(sort);
  if (ordering) params.ordering = ordering;

  return {
    page,
    pageSize,
    search,
    sort,
    params,
    setPage,
    setPageSize(next: number) {
      setPageSizeState(next);
      setPage(1);
    },
    setSearch(next: string) {
      setSearchState(next);
      setPage(1);
    },
    setSort(next: SortKey[]) {
      setSortState(next);
      setPage(1);
    },
  };
}
