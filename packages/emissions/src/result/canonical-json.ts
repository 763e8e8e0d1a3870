// Canonical JSON for hashing (docs/methodology.md §6): object keys sorted by code unit, no whitespace,
// `undefined` members dropped as JSON.stringify drops them, so the same data always gives the same bytes.

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).toSorted()) {
    const member = record[key];
    if (member === undefined || typeof member === 'function') continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(',')}}`;
}
