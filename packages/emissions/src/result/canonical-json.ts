// Canonical JSON for hashing (docs/methodology.md §6): object keys sorted by code unit, no whitespace,
// `undefined` members dropped as JSON.stringify drops them, so the same data always gives the same bytes.
// Written as loops over one string rather than arrays of parts joined, with member names quoted once: a report's
// input repeats a few dozen names thousands of times, and quoting each with JSON.stringify was most of the cost of
// hashing a 1,000-stage report (issue #18). canonical-json.test.ts holds it to the plain definition.

/** Quoted member names, kept up to a bound: the names of inputs and factor sets are a closed, small vocabulary. */
const quotedNames = new Map<string, string>();
const QUOTED_NAMES_KEPT = 10_000;

function quotedName(key: string): string {
  let quoted = quotedNames.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedNames.size < QUOTED_NAMES_KEPT) quotedNames.set(key, quoted);
  }
  return quoted;
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
  const keys = Object.keys(record).toSorted();
  let out = '{';
  let written = false;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || typeof member === 'function') continue;
    out += `${written ? ',' : ''}${quotedName(key)}:${canonicalJson(member)}`;
    written = true;
  }
  return `${out}}`;
}
