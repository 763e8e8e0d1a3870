import { describe, expect, it } from 'vitest';
import { airportPlaces, cityPlaces, regionName, type AirportRow } from './load-places.ts';

const airportRow = (overrides: Partial<AirportRow>): AirportRow => ({
  ident: 'LEMD', type: 'large_airport', name: 'Adolfo Suárez Madrid–Barajas Airport', latitude_deg: '40.471926',
  longitude_deg: '-3.56264', iso_country: 'ES', iso_region: 'ES-MD', municipality: 'Madrid', iata_code: 'MAD',
  keywords: 'Leganés, Madrid Barajas International Airport', ...overrides,
});
const regions = [
  { code: 'ES-MD', local_code: 'MD', name: 'Madrid (community)' },
  { code: 'ES-U-A', local_code: 'U-A', name: '(unassigned)' },
];

describe('cityPlaces', () => {
  it('keeps cities of 100,000 people or more, with [lng, lat] turned round', () => {
    const rows = [
      { cityId: 2509954, name: 'Valencia', country: 'ES', population: 814_208, loc: { coordinates: [-0.37739, 39.46975] as [number, number] } },
      { cityId: 1, name: 'Town', country: 'ES', population: 99_999, loc: { coordinates: [0, 0] as [number, number] } },
    ];
    expect(cityPlaces(rows)).toEqual([
      { id: 'city:2509954', kind: 'city', name: 'Valencia', countryCode: 'ES', locality: 'Valencia', lat: 39.46975, lng: -0.37739, size: 814_208, aliases: [] },
    ]);
  });
});

describe('regionName', () => {
  it("drops OurAirports' disambiguation and names no unassigned region", () => {
    expect(regionName(regions[0])).toEqual({ long: 'Madrid', short: 'MD' });
    expect(regionName(regions[1])).toBeUndefined();
    expect(regionName(undefined)).toBeUndefined();
  });
});

describe('airportPlaces', () => {
  it('takes airports with an IATA code, their municipality, region and keywords', () => {
    const [mad, ...rest] = airportPlaces([airportRow({}), airportRow({ iata_code: '' })], regions);
    expect(rest).toEqual([]);
    expect(mad).toEqual({
      id: 'airport:MAD', kind: 'airport', name: 'Adolfo Suárez Madrid–Barajas Airport', code: 'MAD', countryCode: 'ES',
      locality: 'Madrid', region: { long: 'Madrid', short: 'MD' }, lat: 40.471926, lng: -3.56264, size: 2,
      aliases: ['LEMD', 'Leganés', 'Madrid Barajas International Airport'],
    });
  });

  it('leaves out a municipality or region the source does not give', () => {
    const [place] = airportPlaces([airportRow({ municipality: '', iso_region: 'ES-U-A', type: 'medium_airport' })], regions);
    expect(place).not.toHaveProperty('locality');
    expect(place).not.toHaveProperty('region');
    expect(place?.size).toBe(1);
  });
});
