import type { Center, GmapsPlace } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { centerBody, centerFormValues, countryOfPlace } from './center-values.ts';

const valencia: GmapsPlace = {
  place_id: 'city:2509954',
  formatted_address: 'Valencia, Spain',
  location: { lat: 39.47, lng: -0.38 },
  country: { long_name: 'Spain', short_name: 'ES' },
};

const center: Center = {
  id: 4,
  name: 'Port warehouse',
  address: 'Valencia, Spain',
  address_gmaps: valencia,
  location: valencia.location,
  country: 'ES',
  country_name: 'España',
  hseq_code: 'VLC-01',
};

describe('center form values', () => {
  it('opens a center with its address chosen and its country named in the reader’s language', () => {
    expect(centerFormValues(center)).toEqual({
      name: 'Port warehouse',
      address: { text: 'Valencia, Spain', gmaps: valencia },
      country: { code: 'ES', name: 'España' },
      hseq_code: 'VLC-01',
    });
  });

  it('takes the country from the chosen place, and none from a typed address', () => {
    expect(countryOfPlace({ text: 'Valencia, Spain', gmaps: valencia })).toEqual({ code: 'ES', name: 'Spain' });
    expect(countryOfPlace({ text: 'Somewhere', gmaps: null })).toBeNull();
  });

  it('sends the chosen place with its coordinates and country, trimmed text, and no empty HSEQ code', () => {
    const values = { ...centerFormValues(center), name: '  Port warehouse ', hseq_code: ' ' };
    expect(centerBody(values)).toEqual({
      name: 'Port warehouse',
      address: 'Valencia, Spain',
      address_gmaps: valencia,
      location: valencia.location,
      country: 'ES',
      hseq_code: null,
    });
  });

  it('sends a typed address without map data, coordinates or country', () => {
    const values = { ...centerFormValues(null), name: 'Depot', address: { text: 'Calle Mayor 1', gmaps: null } };
    expect(centerBody(values)).toMatchObject({ address: 'Calle Mayor 1', address_gmaps: null, location: null, country: null });
  });
});
