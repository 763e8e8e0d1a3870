import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefetchedPages } from './prefetched-pages.ts';

const unhandled: unknown[] = [];
const recordUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on('unhandledRejection', recordUnhandled));
afterAll(() => process.off('unhandledRejection', recordUnhandled));

describe('prefetchedPages', () => {
  it('reads the next page ahead and stops after a short one', async () => {
    const asked: (number | undefined)[] = [];
    const pages = prefetchedPages(async (last?: number) => {
      asked.push(last);
      return last === undefined ? [1, 2] : last === 2 ? [3, 4] : [5];
    }, 2);
    const seen: number[][] = [];
    for await (const page of pages) seen.push(page);
    expect(seen).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([undefined, 2, 4]);
  });

  it('keeps a read ahead that fails while the consumer is busy until the consumer asks, never unhandled', async () => {
    const pages = prefetchedPages((last?: number) => (last === undefined ? Promise.resolve([1, 2]) : Promise.reject(new Error('unreadable row'))), 2);
    expect((await pages.next()).value).toEqual([1, 2]);
    // The consumer writes the first page out (slowly, through a compressor) while the second read fails.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unhandled).toEqual([]);
    await expect(pages.next()).rejects.toThrow('unreadable row');
  });
});
