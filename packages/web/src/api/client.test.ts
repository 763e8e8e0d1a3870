import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { api, configureApi } from './client.ts';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ token: () => null, language: () => 'en' });
});

describe('api client', () => {
  it('sends the stored token and the language', async () => {
    const fetchMock = answer(200, { count: 0 });
    configureApi({ token: () => 'abc', language: () => 'es' });
    await api.get('/api/users/', { query: { page: 2, search: '', ordering: 'name,-email' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/?page=2&ordering=name%2C-email');
    expect(init?.headers).toMatchObject({ Authorization: 'Token abc', 'Accept-Language': 'es' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = answer(200, {});
    await api.post('/api/get-token/', { username: 'a', password: 'b' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.body).toBe('{"username":"a","password":"b"}');
  });

  it('sends a FormData body as it is, leaving the multipart Content-Type to fetch', async () => {
    const fetchMock = answer(201, { id: 1 });
    const form = new FormData();
    form.set('project_name', 'P');
    await api.post('/api/reports/', form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('throws an ApiError with the status and the parsed body', async () => {
    answer(400, { name: ['must not be blank'] });
    await expect(api.post('/api/commodities/', {})).rejects.toEqual(new ApiError(400, { name: ['must not be blank'] }));
  });

  it('answers null for an empty 204', async () => {
    answer(204, undefined);
    await expect(api.delete('/api/users/3/')).resolves.toBeNull();
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/users/')).rejects.toMatchObject({ status: 0, body: null });
  });
});
