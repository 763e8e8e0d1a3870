import { z } from 'zod';

/** The spec's places autocomplete answers in Google Places' shapes (docs/spec/part-1.md §3, §8), from our offline gazetteer. */
export const PLACE_LANGUAGES = ['en', 'es'] as const;
export const placeLanguage = z.enum(PLACE_LANGUAGES).default('en');
export type PlaceLanguage = z.infer<typeof placeLanguage>;

export const PLACE_TYPES = ['locality', 'port', 'airport'] as const;
export const placeType = z.enum(PLACE_TYPES);
export type PlaceType = z.infer<typeof placeType>;

export const PLACES_LIMIT_DEFAULT = 10;
export const PLACES_LIMIT_MAX = 20;

export const placesQuery = z.object({
  search: z.string().trim().min(1).max(100),
  language: placeLanguage,
  limit: z.coerce.number().int().min(1).max(PLACES_LIMIT_MAX).default(PLACES_LIMIT_DEFAULT),
});
export type PlacesQuery = z.infer<typeof placesQuery>;

export const placeDetailsQuery = z.object({ language: placeLanguage });
export type PlaceDetailsQuery = z.infer<typeof placeDetailsQuery>;

/** `city:<GeoNames id>`, `port:<UN/LOCODE>` or `airport:<IATA>`; anything else is a 404, not a 400. */
export const placeParams = z.object({ place_id: z.string().max(100) });
export type PlaceParams = z.infer<typeof placeParams>;

export const placePrediction = z
  .object({
    description: z.string(),
    place_id: z.string(),
    types: z.array(placeType),
    structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }).optional(),
  })
  .meta({ id: 'PlacePrediction' });
export type PlacePrediction = z.infer<typeof placePrediction>;

export const placePredictions = z
  .object({ predictions: z.array(placePrediction), status: z.enum(['OK', 'ZERO_RESULTS']) })
  .meta({ id: 'PlacePredictions' });
export type PlacePredictions = z.infer<typeof placePredictions>;

export const ADDRESS_COMPONENT_TYPES = [
  'country',
  'locality',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'political',
] as const;

export const addressComponent = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.enum(ADDRESS_COMPONENT_TYPES)),
});
export type AddressComponent = z.infer<typeof addressComponent>;

export const latLng = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLng>;

const gmapsComponent = z.object({ long_name: z.string().max(255), short_name: z.string().max(255) });

/**
 * A place as the report's `*_gmaps` fields store it (docs/spec/part-1.md §3). A component the gazetteer does not know
 * is absent rather than guessed (docs/places.md says which are known for each kind of place).
 */
export const gmapsPlace = z
  .object({
    place_id: z.string().max(100),
    formatted_address: z.string().max(500),
    location: latLng,
    country: gmapsComponent.optional(),
    locality: gmapsComponent.optional(),
    administrative_area_level_1: gmapsComponent.optional(),
    administrative_area_level_2: gmapsComponent.optional(),
  })
  .meta({ id: 'GmapsPlace' });
export type GmapsPlace = z.infer<typeof gmapsPlace>;

export const placeDetails = z
  .object({
    place_id: z.string(),
    name: z.string(),
    formatted_address: z.string(),
    address_components: z.array(addressComponent),
    geometry: z.object({ location: latLng }),
    types: z.array(placeType),
    gmaps: gmapsPlace,
  })
  .meta({ id: 'PlaceDetails' });
export type PlaceDetails = z.infer<typeof placeDetails>;
