import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from './errors.ts';
import type { Keyset } from './keyset.ts';

export type OrderingFields = Record<string, AnyColumn | SQL>;

interface OrderingTerm {
  name: string;
  descending: boolean;
}

/** `ordering=a,-b` over a whitelist of names; an unknown field is a 400 naming `ordering`. */
function orderingTerms(raw: string | undefined, allowed: readonly string[], fallback: string): OrderingTerm[] {
  return (raw?.trim() ? raw : fallback)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((term) => {
      const descending = term.startsWith('-');
      const name = descending ? term.slice(1) : term;
      if (!allowed.includes(name)) throw fieldError('ordering', 'invalid_ordering', { field: name.slice(0, 50), allowed: allowed.join(', ') });
      return { name, descending };
    });
}

/**
 * `ordering=a,-b` over a whitelist; an unknown field is a 400 naming `ordering`.
 * `tieBreaker` keeps pages stable when the chosen fields have equal values.
 */
export function parseOrdering(
  raw: string | undefined,
  allowed: OrderingFields,
  fallback: string,
  tieBreaker: AnyColumn,
  options: { tieFollowsLast?: boolean } = {},
): SQL[] {
  const terms = orderingTerms(raw, Object.keys(allowed), fallback);
  const order = terms.map(({ name, descending }) => {
    const column = allowed[name] as AnyColumn | SQL;
    return descending ? desc(column) : asc(column);
  });
  // `tieFollowsLast`: `-date` ends in `id desc`, so an index on (…, date, id) read backwards gives the page.
  order.push(options.tieFollowsLast && terms.at(-1)?.descending ? desc(tieBreaker) : asc(tieBreaker));
  return order;
}

/**
 * The same `ordering` as `parseOrdering` with `tieFollowsLast`, as a keyset (http/keyset.ts) when every field runs
 * the same way; undefined when the directions are mixed, since one row comparison cannot then bound an index range.
 */
export function orderingKeyset(raw: string | undefined, allowed: OrderingFields, fallback: string, tieBreaker: AnyColumn): Keyset | undefined {
  const terms = orderingTerms(raw, Object.keys(allowed), fallback);
  const descending = terms[0]?.descending ?? false;
  if (terms.some((term) => term.descending !== descending)) return undefined;
  return { columns: [...terms.map(({ name }) => allowed[name] as AnyColumn | SQL), tieBreaker], descending };
}

export type SortValue = string | number | null;
export type RowOrderingFields<T> = Record<string, (row: T) => SortValue>;

// Text sorts alphabetically whatever the case, as the lists ordered in SQL by lower(column) do.
const collator = new Intl.Collator('en');

/** Ascending as PostgreSQL sorts: nulls after every value (so first when descending). */
function compareValues(a: SortValue, b: SortValue): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The same `ordering` for rows already in memory (a report's children, read whole): the same 400 for an unknown
 * field, and `tieBreaker` ascending last, as `parseOrdering` does.
 */
export function sortRows<T>(rows: T[], raw: string | undefined, allowed: RowOrderingFields<T>, fallback: string, tieBreaker: (row: T) => number): T[] {
  const terms = orderingTerms(raw, Object.keys(allowed), fallback);
  const keys = terms.map(({ name, descending }) => ({ value: allowed[name] as (row: T) => SortValue, sign: descending ? -1 : 1 }));
  return rows.toSorted((a, b) => {
    for (const { value, sign } of keys) {
      const order = compareValues(value(a), value(b));
      if (order !== 0) return sign * order;
    }
    return tieBreaker(a) - tieBreaker(b);
  });
}
