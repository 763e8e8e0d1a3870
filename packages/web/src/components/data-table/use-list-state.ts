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

  const setPageSize = (next: number) => {
    setPageSizeState(next);
    setPage(1);
  };
  const setSort = (next: SortKey[]) => {
    setSortState(next);
    setPage(1);
  };
  return {
    page,
    pageSize,
    search,
    sort,
    params,
    setPage,
    setPageSize,
    setSearch(next: string) {
      setSearchState(next);
      setPage(1);
    },
    setSort,
    /** What a DataTable takes to page and sort this list: `<DataTable {...list.tableProps} …/>`. */
    tableProps: { page, pageSize, onPageChange: setPage, onPageSizeChange: setPageSize, sort, onSortChange: setSort },
  };
}
