/**
 * Words → the places that contain them, as one sorted word array and a parallel array of posting lists,
 * so a prefix is found by binary search and the words it covers are one contiguous run.
 */
export interface TokenIndex {
  readonly words: readonly string[];
  readonly postings: readonly Uint32Array[];
  /** Scratch marks, one per place, stamped with the number of the lookup that reached it. */
  readonly marks: Uint32Array;
  lookups: number;
}

export function buildTokenIndex(wordsOfEach: readonly (readonly string[])[]): TokenIndex {
  const map = new Map<string, number[]>();
  wordsOfEach.forEach((words, place) => {
    for (const word of new Set(words)) {
      const list = map.get(word);
      if (list) list.push(place);
      else map.set(word, [place]);
    }
  });
  const words = [...map.keys()].toSorted();
  return {
    words,
    postings: words.map((word) => Uint32Array.from(map.get(word) ?? [])),
    marks: new Uint32Array(wordsOfEach.length),
    lookups: 0,
  };
}

function lowerBound(words: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] as string) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Calls `visit` once for every place with a word that starts with `prefix`, though a place may have several
 * ("san", "santa"). Stamping marks instead of filling a set keeps a one-letter prefix (thousands of places) cheap.
 */
export function forEachWithPrefix(index: TokenIndex, prefix: string, visit: (place: number) => void): void {
  if (index.lookups === 0xffffffff) {
    index.marks.fill(0);
    index.lookups = 0;
  }
  const stamp = ++index.lookups;
  const { words, postings, marks } = index;
  for (let i = lowerBound(words, prefix); i < words.length; i++) {
    if (!(words[i] as string).startsWith(prefix)) break;
    for (const place of postings[i] as Uint32Array) {
      if (marks[place] === stamp) continue;
      marks[place] = stamp;
      visit(place);
    }
  }
}
