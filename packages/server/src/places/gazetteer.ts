import { countrySearchNames } from './country-names.ts';
import { tokenize } from './normalize-text.ts';
import type { Place, PlaceKind } from './place.ts';
import { compareRanked, matchTier, type Rankable, type Ranked } from './rank-places.ts';
import { buildTokenIndex, forEachWithPrefix } from './token-index.ts';

export interface Gazetteer {
  readonly size: number;
  /** The best `limit` places whose words start with every word of the text, best first. */
  search(text: string, limit: number): Place[];
  get(placeId: string): Place | undefined;
}

interface Entry extends Rankable {
  id: string;
  place: Place;
  words: readonly string[];
}

// "puerto valencia", "aeropuerto madrid": the kind is searchable in both languages.
const KIND_WORDS: Record<PlaceKind, readonly string[]> = { city: [], port: ['port', 'puerto'], airport: ['airport', 'aeropuerto'] };

/** Keeps the best `limit` of a stream in order: a short query matches thousands of places, and only ten are shown. */
function insertTop(top: Ranked<Entry>[], item: Ranked<Entry>, limit: number): void {
  if (top.length === limit && compareRanked(item, top[limit - 1] as Ranked<Entry>) >= 0) return;
  let at = top.length;
  while (at > 0 && compareRanked(item, top[at - 1] as Ranked<Entry>) < 0) at--;
  top.splice(at, 0, item);
  if (top.length > limit) top.pop();
}

export function buildGazetteer(places: readonly Place[]): Gazetteer {
  const countryWords = new Map<string, string[]>();
  const qualifiersOf = (place: Place) => {
    const key = `${place.kind}:${place.countryCode}`;
    let words = countryWords.get(key);
    if (!words) countryWords.set(key, (words = [...KIND_WORDS[place.kind], ...tokenize(countrySearchNames(place.countryCode).join(' '))]));
    return words;
  };
  const entries: Entry[] = places.map((place) => {
    const nameWords = tokenize(place.name);
    const qualifierWords = qualifiersOf(place);
    const others = [place.code ?? '', place.locality ?? '', ...place.aliases].flatMap(tokenize);
    return {
      id: place.id,
      place,
      kind: place.kind,
      size: place.size,
      normName: nameWords.join(' '),
      nameWords,
      qualifierWords,
      normCode: place.code?.toLowerCase(),
      words: [...new Set([...nameWords, ...others, ...qualifierWords])],
    };
  });
  const index = buildTokenIndex(entries.map((entry) => entry.words));
  const byId = new Map(places.map((place) => [place.id, place]));

  function search(text: string, limit: number): Place[] {
    const queryWords = [...new Set(tokenize(text))];
    if (!queryWords.length) return [];
    // The longest word is usually the most selective: its places are few, and the others are checked on them.
    const [first, ...rest] = queryWords.toSorted((a, b) => b.length - a.length) as [string, ...string[]];
    const top: Ranked<Entry>[] = [];
    forEachWithPrefix(index, first, (position) => {
      const entry = entries[position] as Entry;
      if (rest.every((word) => entry.words.some((w) => w.startsWith(word)))) {
        insertTop(top, { place: entry, tier: matchTier(entry, queryWords) }, limit);
      }
    });
    return top.map((r) => r.place.place);
  }

  return { size: places.length, search, get: (placeId) => byId.get(placeId) };
}
