import type { PlaceKind } from './place.ts';

/** What ranking needs to know of a place, normalized once when the gazetteer is built. */
export interface Rankable {
  kind: PlaceKind;
  size: number;
  normName: string;
  nameWords: readonly string[];
  /** Words that say which place of that name is meant, not what it is called: its country, its kind. */
  qualifierWords: readonly string[];
  normCode: string | undefined;
}

/**
 * How well a place's own name answers the query, best first:
 * 0 the query is the place's code (IATA, LOCODE), 1 the name exactly, 2 the start of the name,
 * 3 some words of the name, 4 only other words (the city of an airport, keywords, country).
 * Words of the query that match the country or the kind ("valencia españa", "puerto valencia") do not spoil an
 * exact name; any other word outside the name does ("new york" is a start of "New York City", not of "Newark").
 */
export function matchTier(place: Rankable, queryWords: readonly string[]): number {
  if (queryWords.length === 1 && place.normCode === queryWords[0]) return 0;
  let named = '';
  let qualified = true;
  for (const word of queryWords) {
    if (startsAny(place.nameWords, word)) named = named ? `${named} ${word}` : word;
    else if (!startsAny(place.qualifierWords, word)) qualified = false;
  }
  if (!named) return 4;
  if (!qualified) return 3;
  if (named === place.normName) return 1;
  return place.normName.startsWith(named) ? 2 : 3;
}

function startsAny(words: readonly string[], prefix: string): boolean {
  for (const word of words) if (word.startsWith(prefix)) return true;
  return false;
}

// Cities first: a user typing a name most often means the city; the port and the airport follow it.
const KIND_ORDER: Record<PlaceKind, number> = { city: 0, port: 1, airport: 2 };

export interface Ranked<T extends Rankable> {
  place: T;
  tier: number;
}

/** Tier, then kind, then size (population; large airports; sea before inland ports), then name, for a stable order. */
export function compareRanked<T extends Rankable & { id: string }>(a: Ranked<T>, b: Ranked<T>): number {
  return (
    a.tier - b.tier ||
    KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] ||
    b.place.size - a.place.size ||
    (a.place.normName < b.place.normName ? -1 : a.place.normName > b.place.normName ? 1 : 0) ||
    (a.place.id < b.place.id ? -1 : a.place.id > b.place.id ? 1 : 0)
  );
}
