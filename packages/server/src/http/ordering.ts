import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { fieldError } from './errors.ts';

export type OrderingFields = Record<string, AnyColumn | SQL>;

/**
 * `ordering=a,-b` over a whitelist; an unknown field is a 400 naming `ordering`.
 * `tieBreaker` keeps pages stable when the chosen fields have equal values.
 */
export function parseOrdering(
  raw: string | undefined,
  allowed: OrderingFields,
  fallback: string,
  tieBreaker: AnyColumn,
): SQL[] {
  const terms = (raw?.trim() ? raw : fallback)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const order: SQL[] = [];
  for (const term of terms) {
    const descending = term.startsWith('-');
    const name = descending ? term.slice(1) : term;
    const column = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!column) {
      throw fieldError('ordering', 'invalid_ordering', { field: name.slice(0, 50), allowed: Object.keys(allowed).join(', ') });
    }
    order.push(descending ? desc(column) : asc(column));
  }
  order.push(asc(tieBreaker));
  return order;
}
