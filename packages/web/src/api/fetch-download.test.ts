import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadInterrupted, fetchDownload } from './fetch-download.ts';

const encoder = new TextEncoder();

/** fetch answering 200 with a CSV body: `chunks`, then a clean end, or an error as a broken connection gives. */
function answer(chunks: string[], { headers = {}, breaks = false }: { headers?: Record<string, string>; breaks?: boolean } = {}) {
  const queue = [...chunks];
  // One chunk per read, as they come off the network; an error drops whatever is still queued in the stream.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (breaks) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
  vi.stubGlobal('fetch', async () => new Response(body, { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="a.csv"', ...headers } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = { method: 'POST', path: '/api/reports/export/' } as const;

describe('fetchDownload', () => {
  it('answers the whole file with its name', async () => {
    answer(['a,b\r\n', '1,2\r\n'], { headers: { 'content-length': '10' } });
    const file = await fetchDownload(request, new AbortController().signal, () => undefined);
    expect(file.fileName).toBe('a.csv');
    expect(file.blob.size).toBe(10);
  });

  it('ends as interrupted, with the bytes that came, when the connection breaks half-way', async () => {
    answer(['a,b\r\n', '1,2'], { breaks: true });
    const progress: number[] = [];
    const failure = fetchDownload(request, new AbortController().signal, (bytes) => progress.push(bytes));
    await expect(failure).rejects.toEqual(new DownloadInterrupted(8));
    expect(progress).toEqual([5, 8]);
  });

  it('ends as interrupted when the body ends short of its announced length', async () => {
    answer(['a,b\r\n'], { headers: { 'content-length': '10' } });
    await expect(fetchDownload(request, new AbortController().signal, () => undefined)).rejects.toBeInstanceOf(DownloadInterrupted);
  });
});
