import { ApiError } from './api-error.ts';
import { apiResponse, readBody, type RequestOptions } from './client.ts';
import { fileNameFromDisposition } from './content-disposition.ts';

export interface DownloadRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: RequestOptions['query'];
  body?: unknown;
  /** File name when the answer suggests none (spec part 1 §7: `text.csv`). */
  fallbackName?: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Fetches a file, reading the body chunk by chunk so progress can be shown while it streams.
 * A failed answer is an ApiError with the body parsed as JSON, or null (spec part 1 §8).
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
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
