import type { ExportLevel } from '@huella/contracts';
import type { ReportListParams } from './report-list-params.ts';

export interface ExportChoice {
  level: ExportLevel;
  consolidate: boolean;
}

export type ReportExportQuery = Omit<ReportListParams, 'page' | 'page_size' | 'ordering'> & ExportChoice;

export type ExportQueryResult = { ok: true; query: ReportExportQuery } | { ok: false; missing: 'date_after' | 'date_before' };

/**
 * The export covers what the list shows (its dates, search and filters), not one page of it.
 * Spec part 1 §5: both dates are required unless there is a search text.
 */
export function reportExportQuery(list: ReportListParams, choice: ExportChoice): ExportQueryResult {
  const { page: _page, page_size: _pageSize, ordering: _ordering, ...filters } = list;
  if (!filters.search?.trim()) {
    if (!filters.date_after) return { ok: false, missing: 'date_after' };
    if (!filters.date_before) return { ok: false, missing: 'date_before' };
  }
  return { ok: true, query: { ...filters, ...choice } };
}
