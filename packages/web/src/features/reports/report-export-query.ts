import type { ReportExportQuery, ReportListQuery } from '@huella/contracts';

/** What the export panel asks: the level of the rows and whether to consolidate the exported reports. */
export type ExportChoice = Required<Pick<ReportExportQuery, 'level' | 'consolidate'>>;

export type ExportQueryResult = { ok: true; query: ReportExportQuery } | { ok: false; missing: 'date_after' | 'date_before' };

/**
 * The export covers what the list shows (its dates, search and filters), not one page of it.
 * docs/spec/part-1.md §5: both dates are required unless there is a search text.
 */
export function reportExportQuery(list: ReportListQuery, choice: ExportChoice): ExportQueryResult {
  const { page: _page, page_size: _pageSize, ordering: _ordering, ...filters } = list;
  if (!filters.search?.trim()) {
    if (!filters.date_after) return { ok: false, missing: 'date_after' };
    if (!filters.date_before) return { ok: false, missing: 'date_before' };
  }
  return { ok: true, query: { ...filters, ...choice } };
}
