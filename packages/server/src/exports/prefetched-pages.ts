/**
 * Pages of rows, each asked for as soon as the previous one has arrived: the database reads the next page while
 * this one is formatted and written (two cores at work instead of one taking turns). `next` gets the last row
 * of the previous page (none for the first); a page shorter than `size` is the last. At most two pages are
 * held. When the consumer stops early (a client hung up), the read in flight is let land before this returns,
 * so whoever owns the connection may close it cleanly.
 */
export async function* prefetchedPages<T>(next: (last: T | undefined) => Promise<T[]>, size: number): AsyncGenerator<T[]> {
  let pending: Promise<T[]> = next(undefined);
  try {
    for (;;) {
      const rows = await pending;
      if (!rows.length) return;
      pending = rows.length < size ? Promise.resolve([]) : next(rows.at(-1));
      yield rows;
    }
  } finally {
    await pending.catch(() => undefined);
  }
}
