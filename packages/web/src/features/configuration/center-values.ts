import type { Center } from '@huella/contracts';
import { EMPTY_PLACE, type PlaceValue } from '../../components/place-autocomplete/place-value.ts';
import type { LookupBody } from './lookups.ts';

export interface CenterCountry {
  /** ISO 3166 alpha-2, as the API stores it. */
  code: string;
  /** In the reader's language. */
  name: string;
}

export interface CenterFormValues {
  name: string;
  address: PlaceValue;
  /** Shown, not typed: it comes with the address chosen among the suggestions. */
  country: CenterCountry | null;
  hseq_code: string;
}

export function centerFormValues(center: Center | null): CenterFormValues {
  if (!center) return { name: '', address: EMPTY_PLACE, country: null, hseq_code: '' };
  return {
    name: center.name,
    address: { text: center.address, gmaps: center.address_gmaps },
    country: center.country ? { code: center.country, name: center.country_name ?? center.country } : null,
    hseq_code: center.hseq_code ?? '',
  };
}

/** The country of a place chosen among the suggestions; a typed address names none. */
export function countryOfPlace(place: PlaceValue): CenterCountry | null {
  const country = place.gmaps?.country;
  return country ? { code: country.short_name, name: country.long_name } : null;
}

/**
 * The body of POST/PUT /api/centers/. A typed address that was not chosen keeps its text and sends no map data,
 * coordinates or country, so the center does not keep the previous place's under a new name.
 */
export function centerBody(values: CenterFormValues): LookupBody<'centers'> {
  return {
    name: values.name.trim(),
    address: values.address.text.trim(),
    address_gmaps: values.address.gmaps,
    location: values.address.gmaps?.location ?? null,
    country: values.country?.code ?? null,
    hseq_code: values.hseq_code.trim() || null,
  };
}
