import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHseqServer, type HseqServer } from '../../../test-support/hseq-server.ts';
import { fetchIntakes, HseqError, intakesUrl, type HseqFailure } from './hseq-client.ts';

describe('intakesUrl', () => {
  const query = { code: 'VLC 01/A', year: 2026, month: 3 };

  it('appends /intakes to the base address, with or without a trailing slash, and encodes the center code', () => {
    expect(intakesUrl('https://hseq.example.com/api/', query).href).toBe('https://hseq.example.com/api/intakes?center=VLC+01%2FA&year=2026&month=3');
    expect(intakesUrl('https://hseq.example.com/api', query).href).toBe('https://hseq.example.com/api/intakes?center=VLC+01%2FA&year=2026&month=3');
    expect(intakesUrl('http://127.0.0.1:9000', query).href).toBe('http://127.0.0.1:9000/intakes?center=VLC+01%2FA&year=2026&month=3');
  });

  it("keeps the base address's own query parameters", () => {
    expect(intakesUrl('https://hseq.example.com/v1?tenant=acme', query).href).toBe('https://hseq.example.com/v1/intakes?tenant=acme&center=VLC+01%2FA&year=2026&month=3');
  });
});

describe('fetchIntakes when the request fails', () => {
  let hseq: HseqServer;
  beforeAll(async () => {
    hseq = await startHseqServer();
  });
  afterAll(() => hseq.close());

  const query = { code: 'VLC-01', year: 2026, month: 3 };
  async function failure(url: string, token: string | null, language: 'en' | 'es' = 'en'): Promise<HseqFailure> {
    const error = await fetchIntakes({ url, token }, query, new AbortController().signal, language).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(HseqError);
    return (error as HseqError).failure;
  }

  it('never repeats the request in the reason: a token fetch refuses to send is not quoted', async () => {
    const found = await failure(hseq.url, 'SECRET-token\nwith-a-line-break');
    expect(found).toEqual({ kind: 'unreachable', reason: 'the request could not be made' });
    expect(JSON.stringify(await failure(hseq.url, 'SECRET-token\nwith-a-line-break', 'es'))).not.toContain('SECRET');
  });

  it('names the kind of failure and its code: a refused connection, one closed without an answer', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failure(`http://127.0.0.1:${port}/hseq/`, hseq.token)).toEqual({ kind: 'unreachable', reason: 'the connection was refused, ECONNREFUSED' });
    expect(await failure(`http://127.0.0.1:${port}/hseq/`, hseq.token, 'es')).toEqual({ kind: 'unreachable', reason: 'la conexión fue rechazada, ECONNREFUSED' });

    hseq.behave({ kind: 'close' });
    try {
      expect(await failure(hseq.url, hseq.token)).toEqual({ kind: 'unreachable', reason: 'the connection was closed or reset, UND_ERR_SOCKET' });
    } finally {
      hseq.behave({ kind: 'ok' });
    }
  });
});
