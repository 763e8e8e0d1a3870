/** docs/spec/part-2.md §2.7: a tag filter is `key:value`; §5: the keys are the company's allowed tags. */
export function isTagPair(text: string, allowedTags: readonly string[]): boolean {
  const at = text.indexOf(':');
  if (at <= 0 || text.includes('|')) return false;
  const key = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  return allowedTags.includes(key) && value !== '';
}

/** `key : value ` as the API matches it: `key:value`. */
export function normalisedTagPair(text: string): string {
  const at = text.indexOf(':');
  return `${text.slice(0, at).trim()}:${text.slice(at + 1).trim()}`;
}
