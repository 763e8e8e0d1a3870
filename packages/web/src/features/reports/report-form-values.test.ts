import type { GmapsPlace, Report } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { emptyReportValues, reportFormValues, toReportInput } from './report-form-values.ts';

const valencia: GmapsPlace = {
  place_id: 'city:2509954',
  formatted_address: 'Valencia, Spain',
  location: { lat: 39.47, lng: -0.38 },
};

describe('toReportInput', () => {
  it('sends a chosen place with its location and trims the texts', () => {
    const values = {
      ...emptyReportValues('2026-11-23', false),
      project_name: ' Oranges ',
      origin: { text: 'Valencia, Spain', gmaps: valencia },
      review: '1',
    };
    expect(toReportInput(values)).toMatchObject({
      type: 'transport',
      project_name: 'Oranges',
      date: '2026-11-23',
      origin: 'Valencia, Spain',
      origin_gmaps: valencia,
      origin_location: valencia.location,
      review: 1,
      business_trip: false,
    });
  });

  it('sends a typed place without coordinates and no review to let the server choose', () => {
    const values = { ...emptyReportValues('2026-11-23', true), destination: { text: 'Somewhere', gmaps: null } };
    expect(toReportInput(values)).toMatchObject({
      destination: 'Somewhere',
      destination_gmaps: null,
      destination_location: null,
      review: null,
      business_trip: true,
    });
  });

  it('sends a consumption report without a route and never as a business trip', () => {
    const values = {
      ...emptyReportValues('2026-11-23', true),
      project_name: ' Madrid site 2026 ',
      origin: { text: 'Valencia, Spain', gmaps: valencia },
      review: '2',
    };
    expect(toReportInput(values, 'consumption')).toEqual({
      type: 'consumption',
      project_name: 'Madrid site 2026',
      date: '2026-11-23',
      project_reference: '',
      review: 2,
      origin: '',
      destination: '',
      business_trip: false,
    });
  });
});

const saved: Report = {
  id: 9,
  type: 'transport',
  reference: 'TR-2026-9',
  project_name: 'Oranges',
  project_reference: '',
  date: '2026-11-23',
  origin: '',
  destination: '',
  origin_gmaps: null,
  destination_gmaps: null,
  origin_location: null,
  destination_location: null,
  review: { id: 4, title: 'DESNZ 2025' },
  review_chosen: true,
  business_trip: false,
  read_only: false,
  consolidated_at: null,
  CO2_total: 0,
  weight: 0,
  created_by: { id: 1, username: 'demo.user', company: { id: 1, allowed_tags: [] } },
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
};

describe('reportFormValues', () => {
  it('shows the review only when it was chosen: a report that follows its date keeps following when saved', () => {
    expect(reportFormValues(saved).review).toBe('4');
    expect(reportFormValues({ ...saved, review_chosen: false }).review).toBeNull();
  });
});
