import { Readable } from 'node:stream';

/**
 * A stream of `head` and then `chunks`, made only once the first chunk has been read. Whatever that first read
 * fails on (a filter the database refuses, a database that is down) fails here, before a header or a byte is
 * sent, and is answered as any other error; a failure after that can only abort the connection, which a client
 * reads as a broken download, never as a whole file (issue #20 item 8). Stopping the stream early stops `chunks`
 * too, so a cursor it holds is given back.
 */
export async function streamAfterFirstChunk(head: string, chunks: AsyncGenerator<string, void>): Promise<Readable> {
  const first = await chunks.next();
  const queued = first.done ? [head] : [head, first.value];
  const iterator: AsyncIterableIterator<string> = {
    next: () => {
      const value = queued.shift();
      return value === undefined ? chunks.next() : Promise.resolve({ done: false, value });
    },
    return: () => chunks.return(),
    throw: (error: unknown) => chunks.throw(error),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return Readable.from(iterator, { objectMode: false });
}
