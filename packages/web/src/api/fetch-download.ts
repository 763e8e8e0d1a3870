import { ApiError } from './api-error.ts';
import { apiResponse, readBody, type RequestOptions } from './client.ts';
import { fileNameFromDisposition } from './content-disposition.ts';

export interface DownloadRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: RequestOptions['query'];
  body?: unknown;
  /** File name when the answer suggests none (docs/spec/part-1.md §7: `text.csv`). */
  fallbackName?: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The answer started but its body stopped short: the connection broke (the server aborts it when the file
 * fails half-way) or fewer bytes came than the answer announced. What arrived is not the file and is never
 * saved as if it were (issue #20 item 8).
 */
export class DownloadInterrupted extends Error {
  constructor(readonly bytes: number) {
    super(`download interrupted after ${bytes} bytes`);
    this.name = 'DownloadInterrupted';
  }
}

/** The body's length the answer announced; none when compressed, since the bytes read are the decoded ones. */
function announcedLength(headers: Headers): number | null {
  const length = headers.get('content-length');
  if (length === null || headers.get('content-encoding')) return null;
  const n = Number(length);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * Fetches a file, reading the body chunk by chunk so progress can be shown while it streams.
 * A failed answer is an ApiError with the body parsed as JSON, or null (docs/spec/part-1.md §8); a body that breaks
 * off or ends short of its announced length is a DownloadInterrupted; stopping it through `signal` rejects
 * with the AbortError, as fetch does.
 */
export async function fetchDownload(request: DownloadRequest, signal: AbortSignal, onProgress: (bytes: number) => void): Promise<DownloadedFile> {
  const response = await apiResponse(request.method, request.path, { query: request.query, body: request.body, signal, accept: '*/*' });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'), request.fallbackName);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        onProgress(bytes);
      }
    } catch (error) {
      if (signal.aborted) throw error;
      throw new DownloadInterrupted(bytes);
    }
  }
  const announced = announcedLength(response.headers);
  if (announced !== null && bytes < announced) throw new DownloadInterrupted(bytes);
  return { blob: new Blob(chunks, { type }), fileName };
}
