import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let platformSuper: string;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_PUBLIC_FORM_MAX: '3' });
  platformSuper = await t.login('platform.super');
});
afterAll(() => t.close());

let address = 0;
// Each test writes from its own address, so the per-address limit only bites where it is tested.
const nextAddress = () => `10.0.0.${++address}`;
const valid = { name: 'Ana Pérez', email: 'ana@forwarder.example', phone: '+34 600 000 000', company: 'Forwarder SL', remarks: 'A demo, please', terms: true };
const send = (payload: object, ip = nextAddress(), language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/info-requests/', payload, remoteAddress: ip, headers: { 'accept-language': language } });
const stored = async (search: string) =>
  (await t.call(platformSuper, { method: 'GET', url: `/api/info-requests/?search=${encodeURIComponent(search)}` })).json<{ count: number; results: Record<string, unknown>[] }>();

describe('POST /api/info-requests/', () => {
  it('stores a request without a token and answers 201 in the visitor language', async () => {
    const res = await send({ ...valid, name: 'Stored Once', language: 'es' }, nextAddress(), 'es');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Gracias. Hemos recibido su mensaje y le responderemos pronto.' });
    const page = await stored('Stored Once');
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      name: 'Stored Once',
      email: 'ana@forwarder.example',
      phone: '+34 600 000 000',
      company: 'Forwarder SL',
      remarks: 'A demo, please',
      language: 'es',
      // No SMTP configured: kept for delivery once it is.
      mail: { status: 'pending', attempts: 0, last_error: null, sent_at: null },
    });
  });

  it('names each invalid field; phone and remarks are optional', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', company: '', terms: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
      company: ['This field may not be blank.'],
    });
    expect((await send({ name: 'No Extras', email: 'x@y.example', company: 'C', terms: true })).statusCode).toBe(201);
    expect((await stored('No Extras')).results[0]).toMatchObject({ phone: '', remarks: '' });
  });

  it('refuses false or missing terms on the field terms, with the other errors, and stores nothing', async () => {
    const refused = await send({ ...valid, name: 'Terms False', terms: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ terms: ['Please, accept the Terms and Conditions and the Privacy Policy.'] });
    const spanish = await send({ ...valid, terms: false, email: '' }, nextAddress(), 'es');
    expect(spanish.json()).toEqual({
      email: ['Este campo no puede estar vacío.'],
      terms: ['Por favor, acepte los Términos y Condiciones y la Política de Privacidad.'],
    });
    const { terms: _omitted, ...withoutTerms } = { ...valid, name: 'Terms Missing' };
    const missing = await send(withoutTerms);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['terms']);
    expect((await stored('Terms False')).count).toBe(0);
    expect((await stored('Terms Missing')).count).toBe(0);
  });

  it('answers a bot that fills the hidden field as usual but stores nothing', async () => {
    const res = await send({ ...valid, name: 'Honeypot Bot', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect((await stored('Honeypot Bot')).count).toBe(0);
  });

  it('allows a few requests per address in the window, then answers 429 with Retry-After', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 3; i++) expect((await send({ ...valid, name: `Limited ${i}` }, ip)).statusCode).toBe(201);
    const refused = await send({ ...valid, name: 'Limited 3' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json().detail).toMatch(/^Too many messages from your address/);
    expect((await stored('Limited 3')).count).toBe(0);
    // Another address is not affected.
    expect((await send({ ...valid, name: 'Elsewhere' })).statusCode).toBe(201);
  });

  it('stores no more than the limit of requests sent at once from one address', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ ...valid, name: 'Burst Sender' }, ip)));
    const codes = answers.map((a) => a.statusCode).toSorted();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(17).fill(429)]);
    expect((await stored('Burst Sender')).count).toBe(3);
  });
});

describe('GET /api/info-requests/', () => {
  it('is for super users of the platform company only', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/info-requests/' })).statusCode).toBe(401);
    for (const user of ['demo.super', 'demo.admin']) {
      const res = await t.call(await t.login(user), { method: 'GET', url: '/api/info-requests/' });
      expect(res.statusCode, user).toBe(403);
    }
  });

  it('lists the newest first', async () => {
    await send({ ...valid, name: 'Order First' });
    await send({ ...valid, name: 'Order Second' });
    const page = await stored('Order ');
    expect(page.results.map((r) => r.name)).toEqual(['Order Second', 'Order First']);
  });
});
