import { ApiError } from './api-error.ts';

export interface ApiContext {
  token: () => string | null;
  language: () => 'en' | 'es';
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored token, e.g. right after login before the session is stored. */
  token?: string;
  /** Downloads accept any type (CSV, PDF); everything else expects JSON. */
  accept?: string;
}

let context: ApiContext = { token: () => null, language: () => 'en' };

/** The app wires where the token and the language come from once, at start-up; the client only reads them. */
export function configureApi(next: ApiContext): void {
  context = next;
}

function toUrl(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The body as JSON, or null when it is empty or not JSON (docs/spec/part-1.md §8: download error bodies too). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The raw answer of an `/api/…` call, with the token and language headers, whatever its status; for callers
 * that read the body themselves, such as downloads. A network failure is an ApiError with status 0.
 */
export async function apiResponse(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    'Accept-Language': context.language(),
  };
  const token = options.token ?? context.token();
  if (token) headers.Authorization = `Token ${token}`;
  // A FormData body carries its own multipart boundary, so fetch must set its Content-Type.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(toUrl(path, options.query), {
      method,
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

/**
 * Typed fetch for `/api/…`. No side effects: errors are thrown as ApiError and the caller decides
 * what to show or where to go.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(method, path, options);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) => apiRequest<T>('PATCH', path, { ...options, body }),
  delete: (path: string, options?: RequestOptions) => apiRequest<null>('DELETE', path, options),
};
