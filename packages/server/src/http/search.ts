import { ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** `%` and `_` typed by a user are literal characters, not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" over several columns; undefined when there is nothing to search. */
export function searchAny(text: string | undefined, columns: AnyColumn[]): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  return or(...columns.map((c) => ilike(c, pattern)));
}
