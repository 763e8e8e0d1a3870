import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows the current page with two pages each side', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('is cut at the first and the last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

describe('pageCount', () => {
  it('rounds up and is at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(51, 25)).toBe(3);
  });
});
