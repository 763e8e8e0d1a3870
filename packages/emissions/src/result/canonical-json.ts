// Canonical JSON for hashing (docs/methodology.md §6): object keys sorted by code unit, no whitespace,
// `undefined` members dropped as JSON.stringify drops them, so the same data always gives the same bytes.
// Written as appends to one string rather than arrays of parts joined, with member names quoted once: a report's
// input repeats a few dozen names thousands of times, and quoting each with JSON.stringify was most of the cost of
// hashing a 1,000-stage report (issue #18). canonical-json.test.ts holds it to the plain definition.

/**
 * Each member name as it is written, quoted and followed by its colon, without and with the comma before it; kept up
 * to a bound: the names of inputs and factor sets are a closed, small vocabulary. Two appends a member, not four.
 */
const memberHeads = new Map<string, readonly [first: string, next: string]>();
const MEMBER_HEADS_KEPT = 10_000;

function memberHead(key: string): readonly [first: string, next: string] {
  let heads = memberHeads.get(key);
  if (heads === undefined) {
    const first = `${JSON.stringify(key)}:`;
    heads = [first, `,${first}`];
    if (memberHeads.size < MEMBER_HEADS_KEPT) memberHeads.set(key, heads);
  }
  return heads;
}

/** Objects of more names than this are sorted by toSorted; an input's objects have a dozen or two. */
const SORTED_IN_PLACE = 32;

/**
 * `names` (a fresh array) in code-unit order, as toSorted orders them: a few are sorted in place, without the copy
 * toSorted makes, which was a seventh of the memory an edit of a 1,000-stage report allocates (issue #18).
 */
function sortedNames(names: string[]): string[] {
  if (names.length > SORTED_IN_PLACE) return names.toSorted();
  for (let i = 1; i < names.length; i++) {
    const name = names[i] as string;
    let j = i - 1;
    for (; j >= 0 && (names[j] as string) > name; j--) names[j + 1] = names[j] as string;
    names[j + 1] = name;
  }
  return names;
}

export function canonicalJson(value: unknown): string {
  // JSON writes a finite number as its String(); any other as null.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      const item: unknown = value[i];
      // A hole is written as nothing, as Array.prototype.join writes it; an undefined item as null.
      if (item !== undefined) out += canonicalJson(item);
      else if (i in value) out += 'null';
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedNames(Object.keys(record));
  let out = '{';
  let written = false;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || typeof member === 'function') continue;
    out += memberHead(key)[written ? 1 : 0] as string;
    out += canonicalJson(member);
    written = true;
  }
  return `${out}}`;
}
