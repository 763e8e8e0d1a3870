import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function containsPattern(text: string): string {
  return `%${likeEscaped(text)}%`;
}

/** Case-insensitive "contains" over several columns; undefined when there is nothing to search. */
export function searchAny(text: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/** `searchAny` for rows already in memory: true when any of the texts contains the search, whatever the case. */
export function matchesSearch(text: string | undefined, texts: (string | null | undefined)[]): boolean {
  const needle = text?.trim().toLowerCase();
  if (!needle) return true;
  return texts.some((t) => !!t && t.toLowerCase().includes(needle));
}
