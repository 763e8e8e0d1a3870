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
      pending = rows.length < size ? Promise.resolve([]) : readAhead(next(rows.at(-1)));
      yield rows;
    }
  } finally {
    await pending.catch(() => undefined);
  }
}

/**
 * A read that may fail while the consumer is still busy with the previous page (a compressed answer keeps it
 * busy longer): marked as handled at once, or Node would call the failure unhandled and stop the process. It
 * still fails the `await` that reaches it, which ends the stream with that error.
 */
function readAhead<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}
