import { describe, expect, it } from 'vitest';
import { toReportFormData } from './report-form-data.ts';

const place = {
  formatted_address: 'Valencia, Spain',
  place_id: 'v',
  location: { lat: 39.47, lng: -0.38 },
};

describe('toReportFormData', () => {
  it('sends the fields as text, places as JSON, and only the files chosen', () => {
    const road = new File(['cargo,distance\nA,500\n'], 'road.csv', { type: 'text/csv' });
    const form = toReportFormData(
      {
        type: 'transport',
        project_name: 'Oranges',
        date: '2026-03-10',
        project_reference: '',
        origin: 'Valencia, Spain',
        destination: '',
        origin_gmaps: place,
        destination_gmaps: null,
        origin_location: place.location,
        destination_location: null,
        review: 3,
        business_trip: false,
      },
      { road_overland_stages: road },
    );
    expect(form.get('project_name')).toBe('Oranges');
    expect(form.get('project_reference')).toBe('');
    expect(form.get('review')).toBe('3');
    expect(form.get('business_trip')).toBe('false');
    expect(JSON.parse(String(form.get('origin_gmaps')))).toEqual(place);
    expect(form.get('origin_location')).toBe('{"lat":39.47,"lng":-0.38}');
    expect(form.has('destination_gmaps')).toBe(false);
    expect(form.has('storages')).toBe(false);
    const sent = form.get('road_overland_stages');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).size).toBe(road.size);
    expect((sent as File).name).toBe('road.csv');
    expect(form.has('column_mappings')).toBe(false);
  });

  it('sends the mappings of the files chosen, and none of a file not sent', () => {
    const rail = new File(['Salida,Km\nMadrid,10\n'], 'rail.csv', { type: 'text/csv' });
    const form = toReportFormData(
      { type: 'transport', project_name: 'Rail', date: '2026-03-10', project_reference: '', origin: 'A', destination: 'B', review: null, business_trip: false },
      { rail_overland_stages: rail },
      { rail_overland_stages: { Salida: 'origin', Km: 'distance_km', Notas: null }, storages: { Hub: 'warehouse_name' } },
    );
    expect(JSON.parse(String(form.get('column_mappings')))).toEqual({ rail_overland_stages: { Salida: 'origin', Km: 'distance_km', Notas: null } });
  });
});
