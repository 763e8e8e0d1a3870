export type SortDirection = 'asc' | 'desc';

export interface SortKey {
  field: string;
  direction: SortDirection;
}

export interface SortModifiers {
  /** Shift-click: add the column to the sort (or flip it if already there). */
  add: boolean;
  /** Ctrl- or meta-click: remove the column from the sort. */
  remove: boolean;
}

/**
 * docs/spec/part-1.md §2 (report list): a click toggles ascending/descending and sorts by that column alone;
 * shift-click adds a column to the sort; ctrl or meta-click removes one.
 */
export function nextSort(sort: readonly SortKey[], field: string, modifiers: SortModifiers): SortKey[] {
  const current = sort.find((key) => key.field === field);
  if (modifiers.remove) return sort.filter((key) => key.field !== field);
  const toggled: SortKey = { field, direction: current?.direction === 'asc' ? 'desc' : 'asc' };
  if (modifiers.add) {
    return current ? sort.map((key) => (key.field === field ? toggled : key)) : [...sort, toggled];
  }
  return [toggled];
}

/** The API's `ordering` parameter: comma list, `-` prefix for descending (docs/design.md, API conventions). */
export function toOrdering(sort: readonly SortKey[]): string {
  return sort.map((key) => (key.direction === 'desc' ? `-${key.field}` : key.field)).join(',');
}
