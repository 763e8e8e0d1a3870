// What issue #11 calls a raw code in a document a person reads: a snake_case word, a dotted factor key, a review
// list, or one of the API's one-word codes standing alone.

const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const FACTOR_KEY = /\b[a-z]+(?:\.[a-z0-9_]+)+\b|_reviews\[/g;

/** The raw codes in `text`; `codes` are the one-word codes that count where they stand alone. */
export function rawCodes(text: string, codes: ReadonlySet<string>): string[] {
  const found = [...text.matchAll(SNAKE_CASE), ...text.matchAll(FACTOR_KEY)].map((m) => m[0]);
  // One-word codes count where they stand alone between the separators a document uses.
  for (const part of text.split(/\s*[·|,:\n]\s*|\s{2,}/)) if (codes.has(part.trim())) found.push(part.trim());
  return found;
}
