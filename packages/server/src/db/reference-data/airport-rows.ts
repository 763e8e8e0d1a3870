import { shippedAirports } from '../../places/load-places.ts';

export interface AirportRow {
  iata: string;
  name: string;
  city: string;
  countryAlpha2: string;
  regionName: string;
  lat: number;
  lng: number;
}

/** Airports of data/places/airports.json (OurAirports, medium and large) that have an IATA code, sorted by it. */
export function airportRows(): AirportRow[] {
  const data = shippedAirports();
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
