import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { fieldError } from './errors.ts';

// Deep pages by position instead of by count (docs/scaling.md "Deep pages"): a list's next link carries, beside
// the page number, the ordering values of the page's last row (`after`), so the next page starts there. The database
// then seeks in the ordering's index instead of stepping over every row before the page, and a client that walks
// the whole list by its next links pays for each page, not for every page before it.

/** A list's ordering when every field runs the same way (the id last, in that direction too). */
export interface Keyset {
  columns: (AnyColumn | SQL)[];
  descending: boolean;
}

/** What a cursor holds: the ordering it was made for, and the last row's values in that ordering, as text. */
interface CursorBody {
  o: string;
  v: string[];
}

export function encodeCursor(ordering: string, values: string[]): string {
  return Buffer.from(JSON.stringify({ o: ordering, v: values } satisfies CursorBody)).toString('base64url');
}

/**
 * The values `raw` holds for `ordering`, or a 400 naming `after`: a cursor is only ever read from a next link, so
 * one that does not parse, or was made for another ordering, is a mistake worth saying.
 */
export function decodeCursor(raw: string, ordering: string, length: number): string[] {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    body = undefined;
  }
  const { o, v } = (body ?? {}) as Partial<CursorBody>;
  if (o !== ordering || !Array.isArray(v) || v.length !== length || !v.every((value) => typeof value === 'string' && value.length <= 1000)) {
    throw fieldError('after', 'invalid_cursor');
  }
  return v;
}

/**
 * The rows after `values` in `keyset`'s order, as one row comparison: with an equality prefix (company, type…) that
 * is a range of the ordering's index, where the scan starts. Every field a keyset orders by is NOT NULL, so no null
 * sorts before or after a value.
 */
export function rowsAfter(keyset: Keyset, values: readonly string[]): SQL {
  const columns = sql.join(
    keyset.columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const given = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return keyset.descending ? sql`(${columns}) < (${given})` : sql`(${columns}) > (${given})`;
}

/** The select of a row's keyset values as text, named k0, k1… */
export function keysetValues(keyset: Keyset): Record<string, SQL<string>> {
  return Object.fromEntries(keyset.columns.map((column, i) => [`k${i}`, sql<string>`(${column})::text`]));
}
