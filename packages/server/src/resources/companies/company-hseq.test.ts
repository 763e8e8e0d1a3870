import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The platform's super users connect a company to its HSEQ service (docs/hseq.md §1).

let t: TestApp;
const tokens: Record<string, string> = {};
let demoId: number;
let platformId: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['platform.super', 'demo.super', 'demo.admin', 'demo.user', 'scope3.super']) tokens[u] = await t.login(u);
  const companyOf = async (who: string) => (await t.call(tokens[who]!, { method: 'GET', url: '/api/rest-auth/user/' })).json().company.id as number;
  demoId = await companyOf('demo.super');
  platformId = await companyOf('platform.super');
});
afterAll(() => t.close());

const url = (id: number) => `/api/companies/${id}/hseq/`;
const put = (who: string, id: number, payload: object, headers: Record<string, string> = {}) =>
  t.call(tokens[who]!, { method: 'PUT', url: url(id), payload, headers });
const get = (who: string, id: number) => t.call(tokens[who]!, { method: 'GET', url: url(id) });

describe('/api/companies/{id}/hseq/', () => {
  it('lets a platform super user connect a company, and answers whether a token is stored, never the token', async () => {
    const res = await put('platform.super', demoId, { has_hseq_connection: true, url: 'https://hseq.example.com/api', token: 's3cret-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: demoId, has_hseq_connection: true, url: 'https://hseq.example.com/api', has_token: true });
    expect(res.body).not.toContain('s3cret');
    const read = await get('platform.super', demoId);
    expect(read.json()).toEqual({ id: demoId, has_hseq_connection: true, url: 'https://hseq.example.com/api', has_token: true });
    expect(read.body).not.toContain('s3cret');
    // The company's users see the flag.
    const user = await t.call(tokens['demo.user']!, { method: 'GET', url: '/api/rest-auth/user/' });
    expect(user.json().company.has_hseq_connection).toBe(true);
  });

  it('keeps the stored url and token when they are absent, and clears them when null', async () => {
    await put('platform.super', demoId, { has_hseq_connection: true, url: 'https://hseq.example.com/v2', token: 'first' });
    const kept = await put('platform.super', demoId, { has_hseq_connection: true });
    expect(kept.json()).toEqual({ id: demoId, has_hseq_connection: true, url: 'https://hseq.example.com/v2', has_token: true });
    const noToken = await put('platform.super', demoId, { has_hseq_connection: true, token: null });
    expect(noToken.json()).toMatchObject({ url: 'https://hseq.example.com/v2', has_token: false });
    const off = await put('platform.super', demoId, { has_hseq_connection: false, url: null });
    expect(off.json()).toEqual({ id: demoId, has_hseq_connection: false, url: null, has_token: false });
    const user = await t.call(tokens['demo.user']!, { method: 'GET', url: '/api/rest-auth/user/' });
    expect(user.json().company.has_hseq_connection).toBe(false);
  });

  it('refuses to turn the connection on without an address, in the request language', async () => {
    await put('platform.super', demoId, { has_hseq_connection: false, url: null });
    const en = await put('platform.super', demoId, { has_hseq_connection: true });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ url: ["Give the HSEQ service's address to turn the connection on."] });
    const es = await put('platform.super', demoId, { has_hseq_connection: true, url: null }, { 'accept-language': 'es' });
    expect(es.json()).toEqual({ url: ['Indique la dirección del servicio HSEQ para activar la conexión.'] });
    expect((await get('platform.super', demoId)).json().has_hseq_connection).toBe(false);
  });

  it('answers 400 naming the field for an address that is not http(s) or a token that is not text', async () => {
    const ftp = await put('platform.super', demoId, { has_hseq_connection: true, url: 'ftp://hseq.example.com/' });
    expect(ftp.statusCode).toBe(400);
    expect(Object.keys(ftp.json())).toEqual(['url']);
    const token = await put('platform.super', demoId, { has_hseq_connection: false, token: 42 });
    expect(token.statusCode).toBe(400);
    expect(Object.keys(token.json())).toEqual(['token']);
    expect((await put('platform.super', demoId, {})).json()).toEqual({ has_hseq_connection: ['This field is required.'] });
  });

  it('refuses a token that cannot go in a request header, in the request language, and keeps the stored one', async () => {
    await put('platform.super', demoId, { has_hseq_connection: true, url: 'https://hseq.example.com/api', token: 'kept-token' });
    const stored = async () => (await t.db.select({ token: companies.hseqToken }).from(companies).where(eq(companies.id, demoId)))[0]?.token;
    const english = 'The token may hold visible ASCII characters only: letters, digits and symbols, with no spaces, line breaks or accents.';
    for (const token of ['SECRET-abc\ndef', 'SECRET abc', 'SECRET\tabc', 'SECRET-contraseña', 'SECRET\u007f']) {
      const res = await put('platform.super', demoId, { has_hseq_connection: true, token });
      expect(res.statusCode, JSON.stringify(token)).toBe(400);
      expect(res.json()).toEqual({ token: [english] });
    }
    const es = await put('platform.super', demoId, { has_hseq_connection: true, token: 'SECRET\r\nX-Other: 1' }, { 'accept-language': 'es' });
    expect(es.json()).toEqual({ token: ['El token solo puede contener caracteres ASCII visibles: letras, dígitos y símbolos, sin espacios, saltos de línea ni tildes.'] });
    expect((await put('platform.super', demoId, { has_hseq_connection: true, token: '' })).json()).toEqual({ token: ['This field may not be blank.'] });
    expect(await stored()).toBe('kept-token');
    // Every visible ASCII character, base64 and JWT ones included, is accepted.
    const visible = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');
    expect((await put('platform.super', demoId, { has_hseq_connection: true, token: visible })).statusCode).toBe(200);
    expect(await stored()).toBe(visible);
  });

  it('answers 403 to everyone but the platform super users, a company super user included', async () => {
    for (const who of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super']) {
      expect((await get(who, demoId)).statusCode, who).toBe(403);
      expect((await put(who, demoId, { has_hseq_connection: true, url: 'https://evil.example.com/' })).statusCode, who).toBe(403);
    }
    expect((await t.call(null, { method: 'GET', url: url(demoId) })).statusCode).toBe(401);
    expect((await get('platform.super', demoId)).json().url).not.toBe('https://evil.example.com/');
  });

  it('answers 404 for a company that does not exist', async () => {
    expect((await get('platform.super', 999_999)).statusCode).toBe(404);
    expect((await put('platform.super', 999_999, { has_hseq_connection: false })).statusCode).toBe(404);
    expect((await get('platform.super', platformId)).statusCode).toBe(200);
  });
});
