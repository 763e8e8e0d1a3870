import { describe, expect, it } from 'vitest';
import { nextSort, toOrdering, type SortKey } from './sort-ordering.ts';

const click = { add: false, remove: false };
const shift = { add: true, remove: false };
const ctrl = { add: false, remove: true };

describe('nextSort', () => {
  it('sorts ascending by a column on first click', () => {
    expect(nextSort([], 'date', click)).toEqual([{ field: 'date', direction: 'asc' }]);
  });

  it('toggles the direction on the next click', () => {
    const once = nextSort([], 'date', click);
    const twice = nextSort(once, 'date', click);
    expect(twice).toEqual([{ field: 'date', direction: 'desc' }]);
    expect(nextSort(twice, 'date', click)).toEqual([{ field: 'date', direction: 'asc' }]);
  });

  it('replaces a multi-column sort on a plain click', () => {
    const sort: SortKey[] = [
      { field: 'date', direction: 'desc' },
      { field: 'reference', direction: 'asc' },
    ];
    expect(nextSort(sort, 'total', click)).toEqual([{ field: 'total', direction: 'asc' }]);
  });

  it('adds a column with shift-click and flips it in place on the next shift-click', () => {
    const sort = nextSort([{ field: 'date', direction: 'desc' }], 'reference', shift);
    expect(sort).toEqual([
      { field: 'date', direction: 'desc' },
      { field: 'reference', direction: 'asc' },
    ]);
    expect(nextSort(sort, 'date', shift)).toEqual([
      { field: 'date', direction: 'asc' },
      { field: 'reference', direction: 'asc' },
    ]);
  });

  it('removes a column with ctrl- or meta-click and ignores columns not in the sort', () => {
    const sort: SortKey[] = [
      { field: 'date', direction: 'desc' },
      { field: 'reference', direction: 'asc' },
    ];
    expect(nextSort(sort, 'date', ctrl)).toEqual([{ field: 'reference', direction: 'asc' }]);
    expect(nextSort(sort, 'total', ctrl)).toEqual(sort);
  });
});

describe('toOrdering', () => {
  it('joins columns with commas and marks descending ones with a minus', () => {
    expect(
      toOrdering([
        { field: 'a', direction: 'asc' },
        { field: 'b', direction: 'desc' },
      ]),
    ).toBe('a,-b');
  });

  it('is empty when nothing is sorted', () => {
    expect(toOrdering([])).toBe('');
  });
});
