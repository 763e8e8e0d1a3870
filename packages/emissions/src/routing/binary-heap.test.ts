import { describe, expect, it } from 'vitest';
import { MinHeap } from './binary-heap.ts';

describe('MinHeap', () => {
  it('pops values in ascending key order, growing past its first capacity', () => {
    const heap = new MinHeap(2);
    const keys = [5, 3, 9, 1, 7, 3, 0, 8, 2];
    keys.forEach((key, index) => heap.push(index, key));
    const popped: number[] = [];
    while (heap.size > 0) popped.push(keys[heap.pop()] as number);
    expect(popped).toEqual(keys.toSorted((a, b) => a - b));
  });

  it('is empty again after clear', () => {
    const heap = new MinHeap();
    heap.push(1, 1);
    heap.clear();
    expect(heap.size).toBe(0);
  });
});
