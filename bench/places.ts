// Places autocomplete latency: the gazetteer (sorted words, binary-searched prefixes) beside a naive linear scan
// (`filter(includes)` over every place's normalized name and country) on the same ~2,000 queries.
// Run: node --import tsx bench/places.ts
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { countryName } from '../packages/server/src/places/country-names.ts';
import { toPrediction } from '../packages/server/src/places/format-place.ts';
import { buildGazetteer } from '../packages/server/src/places/gazetteer.ts';
import { loadPlaces } from '../packages/server/src/places/load-places.ts';
import { normalizeText } from '../packages/server/src/places/normalize-text.ts';
import type { Place } from '../packages/server/src/places/place.ts';

const QUERIES = 2_000;
const LIMIT = 10;

// Heap figures mean something only after a full collection; this exposes gc() without a command-line flag.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 1e6;
};

const heapBefore = heapMb();
const loadStart = performance.now();
const places = loadPlaces();
const loadMs = performance.now() - loadStart;
const indexStart = performance.now();
const gazetteer = buildGazetteer(places);
const indexMs = performance.now() - indexStart;
const heapAfter = heapMb();

/** Deterministic (linear congruential generator), so runs compare like with like. */
let seed = 20_250_601;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

// Users mostly look for big places: draw cities weighted towards the larger ones, and any port or airport.
const cities = places.filter((p) => p.kind === 'city').toSorted((a, b) => b.size - a.size);
const others = places.filter((p) => p.kind !== 'city');
const somePlace = (): Place => (random() < 0.6 ? (cities[Math.floor(random() ** 2 * cities.length)] as Place) : pick(others));

function query(): string {
  const place = somePlace();
  const kind = random();
  const prefix = (text: string) => text.slice(0, 2 + Math.floor(random() * 7));
  if (kind < 0.55) return prefix(place.name);
  if (kind < 0.7) {
    const [first = '', second = ''] = place.name.split(/\s+/);
    return second ? `${first} ${prefix(second)}` : `${first} ${prefix(countryName(place.countryCode, 'es'))}`;
  }
  if (kind < 0.8) return `${place.name} ${countryName(place.countryCode, random() < 0.5 ? 'es' : 'en')}`;
  if (kind < 0.9 && place.code) return random() < 0.5 ? place.code : place.code.toLowerCase();
  return normalizeText(prefix(place.name));
}
const queries = Array.from({ length: QUERIES }, query);

// The baseline gets its normalized strings precomputed too: only the search itself is compared.
const haystack = places.map((place) => ({
  place,
  text: normalizeText(`${place.name} ${place.code ?? ''} ${countryName(place.countryCode, 'en')} ${countryName(place.countryCode, 'es')}`),
}));
function naive(text: string): Place[] {
  const needle = normalizeText(text);
  return haystack
    .filter((h) => h.text.includes(needle))
    .toSorted((a, b) => b.place.size - a.place.size)
    .slice(0, LIMIT)
    .map((h) => h.place);
}
// What the route does for each request: search, then write the predictions.
const ours = (text: string) => gazetteer.search(text, LIMIT).map((place) => toPrediction(place, 'es'));
const baseline = (text: string) => naive(text).map((place) => toPrediction(place, 'es'));

const coldStart = performance.now();
ours('valencia');
const firstQueryMs = performance.now() - coldStart;

function timeEach(run: (text: string) => unknown): number[] {
  return queries
    .map((text) => {
      const start = performance.now();
      run(text);
      return performance.now() - start;
    })
    .toSorted((a, b) => a - b);
}
// One pass each first, so both are timed with their JIT settled.
timeEach(ours);
timeEach(baseline);
const oursTimes = timeEach(ours);
const baselineTimes = timeEach(baseline);
const empty = queries.filter((text) => gazetteer.search(text, LIMIT).length === 0).length;

const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
const row = (name: string, times: number[]) =>
  `${name.padEnd(22)} p50 ${at(times, 0.5).toFixed(3).padStart(7)} ms   p95 ${at(times, 0.95).toFixed(3).padStart(7)} ms   ` +
  `p99 ${at(times, 0.99).toFixed(3).padStart(7)} ms   max ${(times.at(-1) ?? 0).toFixed(2).padStart(6)} ms`;

const byKind = (kind: Place['kind']) => places.filter((p) => p.kind === kind).length;
console.log(`places: ${places.length} (${byKind('city')} cities, ${byKind('port')} ports, ${byKind('airport')} airports); ${availableParallelism()} CPUs`);
console.log(`build: load packages ${loadMs.toFixed(0)} ms, index ${indexMs.toFixed(0)} ms; heap after build ${(heapAfter - heapBefore).toFixed(1)} MB more`);
console.log(`first query after build ${firstQueryMs.toFixed(2)} ms`);
console.log(`${QUERIES} queries (prefixes of 2-8 characters, name + word, name + country, codes), ${empty} without results, after warm-up:`);
console.log(row('gazetteer', oursTimes));
console.log(row('baseline filter/includes', baselineTimes));
console.log(`p95 ratio baseline / gazetteer: ${(at(baselineTimes, 0.95) / at(oursTimes, 0.95)).toFixed(1)}x; target p95 < 20 ms: ${at(oursTimes, 0.95) < 20 ? 'met' : 'NOT met'}`);
