import { describe, expect, it } from 'vitest';
import { reportListParams } from './report-list-params.ts';

const list = { page: 2, page_size: 25, ordering: '-date' };

describe('reportListParams', () => {
  it('asks for transport reports of one kind only, with no filter given', () => {
    expect(reportListParams(list, { businessTrip: false, dates: [null, null], author: null, projectName: ' ' })).toEqual({
      ...list,
      type: 'transport',
      business_trip: false,
    });
  });

  it('adds the date range, the author and the trimmed project name', () => {
    expect(
      reportListParams(list, { businessTrip: true, dates: ['2026-01-01', '2026-01-31'], author: 7, projectName: ' Lyon ' }),
    ).toEqual({
      ...list,
      type: 'transport',
      business_trip: true,
      date_after: '2026-01-01',
      date_before: '2026-01-31',
      created_by: 7,
      project_name: 'Lyon',
    });
  });
});
