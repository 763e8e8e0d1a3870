import { describe, expect, it } from 'vitest';
import { reportListParams } from './report-list-params.ts';

const list = { page: 2, page_size: 25, ordering: '-date' };
const none = { dates: [null, null] as [null, null], author: null, projectName: ' ' };

describe('reportListParams', () => {
  it('asks for transport reports of one kind only, with no filter given', () => {
    expect(reportListParams(list, { type: 'transport', businessTrip: false, ...none })).toEqual({
      ...list,
      type: 'transport',
      business_trip: false,
    });
  });

  it('adds the date range, the author and the trimmed project name', () => {
    expect(
      reportListParams(list, { type: 'transport', businessTrip: true, dates: ['2026-01-01', '2026-01-31'], author: 7, projectName: ' Lyon ' }),
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

  it('asks for consumption reports as the spec sends it: not business trips, confirmed=false', () => {
    expect(reportListParams(list, { type: 'consumption', businessTrip: false, ...none, dates: ['2026-01-01', null] })).toEqual({
      ...list,
      type: 'consumption',
      business_trip: false,
      confirmed: false,
      date_after: '2026-01-01',
    });
  });
});
