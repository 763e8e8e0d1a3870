import type { ReportListQuery } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { reportExportQuery } from './report-export-query.ts';

const list: ReportListQuery = { page: 3, page_size: 25, ordering: '-date', type: 'transport', business_trip: false };
const choice = { level: 'stage', consolidate: false } as const;

describe('reportExportQuery', () => {
  it('needs both dates when there is no search', () => {
    expect(reportExportQuery(list, choice)).toEqual({ ok: false, missing: 'date_after' });
    expect(reportExportQuery({ ...list, date_after: '2025-01-01' }, choice)).toEqual({ ok: false, missing: 'date_before' });
    expect(reportExportQuery({ ...list, search: '   ' }, choice)).toEqual({ ok: false, missing: 'date_after' });
  });

  it('exports the whole filtered list, not the page on screen', () => {
    expect(reportExportQuery({ ...list, date_after: '2025-01-01', date_before: '2025-12-31', created_by: 4 }, choice)).toEqual({
      ok: true,
      query: { type: 'transport', business_trip: false, date_after: '2025-01-01', date_before: '2025-12-31', created_by: 4, level: 'stage', consolidate: false },
    });
  });

  it('accepts a search without dates', () => {
    expect(reportExportQuery({ ...list, search: 'Valencia' }, { level: 'report', consolidate: true })).toEqual({
      ok: true,
      query: { type: 'transport', business_trip: false, search: 'Valencia', level: 'report', consolidate: true },
    });
  });
});
