export type PlaceKind = 'city' | 'port' | 'airport';

/** A component of an address, as Google names it: the full name and an abbreviation or code. */
export interface NamePair {
  long: string;
  short: string;
}

/** One entry of the gazetteer, independent of the answer's language. */
export interface Place {
  /** `city:<GeoNames id>`, `port:<UN/LOCODE>` or `airport:<IATA>`. */
  id: string;
  kind: PlaceKind;
  name: string;
  /** IATA code of an airport or UN/LOCODE of a port. */
  code?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  locality?: string;
  /** administrative_area_level_1, only where the source names it. */
  region?: NamePair;
  lat: number;
  lng: number;
  /** Orders places of one kind: population of a city, 2/1 for a large/medium airport, 1/0 for a sea/inland port. */
  size: number;
  /** Further searchable words that are not the name (an airport's keywords and ICAO code). */
  aliases: string[];
}
