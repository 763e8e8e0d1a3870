import type { GmapsPlace, PlaceLanguage } from '@huella/contracts';
import { msg, type Message } from '../../http/messages.ts';
import { countryCodeOf, countryName } from '../../places/country-names.ts';
import { toDetails } from '../../places/format-place.ts';
import type { Gazetteer } from '../../places/gazetteer.ts';
import { normalizeText } from '../../places/normalize-text.ts';
import type { Place, PlaceKind } from '../../places/place.ts';

// A place an import file names in words, found as the form's autocomplete finds it (docs/import.md "Places").
// The name must be a place's own name or code; a name several places share is taken only when one of them is
// at least ten times the size of the next (Paris, France over Paris, Texas), else the row asks which.

export interface ResolvedPlace {
  text: string;
  gmaps: GmapsPlace;
  location: { lat: number; lng: number };
}

export type PlaceAnswer = { place: ResolvedPlace } | { problem: Message };

/** How much bigger the first of several same-named places must be to be the one meant. */
const DOMINANT_SIZE_RATIO = 10;
const CANDIDATES = 300;
const LISTED = 5;
const KIND_ORDER: Record<PlaceKind, number> = { city: 0, port: 1, airport: 2 };

function describe(place: Place, language: PlaceLanguage): string {
  const where = [place.kind === 'airport' ? place.locality : undefined, place.region?.long, countryName(place.countryCode, language)];
  const code = place.code ? ` (${place.code})` : '';
  return [`${place.name}${code}`, ...where.filter((w, i, all): w is string => !!w && all.indexOf(w) === i)].join(', ');
}

/** A qualifier after a comma: a country (code or name, English or Spanish) or a region's name or code. */
function qualifies(place: Place, qualifier: string): boolean {
  const country = countryCodeOf(qualifier);
  if (country) return place.countryCode === country;
  const folded = normalizeText(qualifier);
  return !!place.region && (normalizeText(place.region.long) === folded || normalizeText(place.region.short) === folded);
}

function answer(place: Place, language: PlaceLanguage): PlaceAnswer {
  const { gmaps } = toDetails(place, language);
  return { place: { text: gmaps.formatted_address, gmaps, location: gmaps.location } };
}

/**
 * The place `text` names: "Valencia", "Valencia, ES", "Valencia, España", "Portland, Oregon", "MAD".
 * `prefer` puts airports (air legs) or ports first where a name is both a city and one of those.
 */
export function resolvePlace(gazetteer: Gazetteer, text: string, language: PlaceLanguage, prefer?: 'airport' | 'port'): PlaceAnswer {
  const [name = '', ...qualifiers] = text.split(',').map((part) => part.trim()).filter(Boolean);
  const wanted = normalizeText(name);
  if (!wanted) return { problem: msg('unknown_place_alone', { name: text.slice(0, 80) }) };
  const exact = gazetteer
    .search(name, CANDIDATES)
    .filter((place) => normalizeText(place.name) === wanted || place.code?.toLowerCase() === wanted)
    .filter((place) => qualifiers.every((q) => qualifies(place, q)));
  if (!exact.length) {
    const closest = gazetteer.search(text, LISTED).map((place) => describe(place, language));
    if (!closest.length) return { problem: msg('unknown_place_alone', { name: text.slice(0, 80) }) };
    return { problem: msg('unknown_place', { name: text.slice(0, 80), options: closest.join('; ') }) };
  }
  const order = (place: Place) => (place.kind === prefer ? -1 : KIND_ORDER[place.kind]);
  const ranked = exact.toSorted((a, b) => order(a) - order(b) || b.size - a.size);
  const [first, second] = ranked.filter((place) => place.kind === ranked[0]?.kind) as [Place, Place | undefined];
  if (!second || first.code?.toLowerCase() === wanted || first.size >= DOMINANT_SIZE_RATIO * Math.max(second.size, 1)) return answer(first, language);
  const options = ranked.slice(0, LISTED).map((place) => describe(place, language));
  return { problem: msg('ambiguous_place', { name: text.slice(0, 80), options: options.join('; '), example: `${name.slice(0, 80)}, ${first.countryCode}` }) };
}
