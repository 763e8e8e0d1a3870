import type { AddressComponent, GmapsPlace, PlaceDetails, PlaceLanguage, PlacePrediction, PlaceType } from '@huella/contracts';
import { countryName } from './country-names.ts';
import type { Place, PlaceKind } from './place.ts';

const TYPE_OF: Record<PlaceKind, PlaceType> = { city: 'locality', port: 'port', airport: 'airport' };

// A LOCODE location name is a town; "Port of" says it is the port there, unless the name says so already.
function portName(name: string, language: PlaceLanguage): string {
  if (/\b(port|puerto|porto|harbou?r)\b/i.test(name)) return name;
  return language === 'es' ? `Puerto de ${name}` : `Port of ${name}`;
}

/** The place's own name in the answer's language (only a port's depends on it). */
export function placeName(place: Place, language: PlaceLanguage): string {
  return place.kind === 'port' ? portName(place.name, language) : place.name;
}

/** Google's main text / secondary text: the place (with its code), then where it is. */
function textParts(place: Place, language: PlaceLanguage): { main: string; secondary: string } {
  const main = place.code ? `${placeName(place, language)} (${place.code})` : placeName(place, language);
  const where = place.kind === 'airport' && place.locality ? [place.locality] : [];
  return { main, secondary: [...where, countryName(place.countryCode, language)].join(', ') };
}

export function formattedAddress(place: Place, language: PlaceLanguage): string {
  const { main, secondary } = textParts(place, language);
  return `${main}, ${secondary}`;
}

export function toPrediction(place: Place, language: PlaceLanguage): PlacePrediction {
  const { main, secondary } = textParts(place, language);
  return {
    description: `${main}, ${secondary}`,
    place_id: place.id,
    types: [TYPE_OF[place.kind]],
    structured_formatting: { main_text: main, secondary_text: secondary },
  };
}

/** The known components, smallest first as Google lists them; an unknown one is left out, never guessed. */
function gmapsComponents(place: Place, language: PlaceLanguage): Omit<GmapsPlace, 'place_id' | 'formatted_address' | 'location'> {
  return {
    ...(place.locality ? { locality: { long_name: place.locality, short_name: place.locality } } : {}),
    ...(place.region ? { administrative_area_level_1: { long_name: place.region.long, short_name: place.region.short } } : {}),
    country: { long_name: countryName(place.countryCode, language), short_name: place.countryCode },
  };
}

export function toDetails(place: Place, language: PlaceLanguage): PlaceDetails {
  const location = { lat: place.lat, lng: place.lng };
  const components = gmapsComponents(place, language);
  const formatted_address = formattedAddress(place, language);
  const address_components: AddressComponent[] = (['locality', 'administrative_area_level_2', 'administrative_area_level_1', 'country'] as const)
    .flatMap((type) => {
      const component = components[type];
      return component ? [{ ...component, types: [type, 'political' as const] }] : [];
    });
  return {
    place_id: place.id,
    name: placeName(place, language),
    formatted_address,
    address_components,
    geometry: { location },
    types: [TYPE_OF[place.kind]],
    gmaps: { place_id: place.id, formatted_address, location, ...components },
  };
}
