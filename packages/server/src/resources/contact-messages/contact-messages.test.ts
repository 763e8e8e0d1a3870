import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let platformSuper: string;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_PUBLIC_FORM_MAX: '2', HUELLA_PUBLIC_FORM_WINDOW_MINUTES: '10' });
  platformSuper = await t.login('platform.super');
});
afterAll(() => t.close());

let address = 0;
const nextAddress = () => `10.1.0.${++address}`;
const valid = { name: 'Luis Gómez', email: 'luis@carrier.example', company: 'Carrier SA', comments: 'Call me', language: 'es', terms: true };
const send = (payload: object, ip = nextAddress()) => t.app.inject({ method: 'POST', url: '/api/send-mail/', payload, remoteAddress: ip });
const stored = async (search: string) =>
  (await t.call(platformSuper, { method: 'GET', url: `/api/contact-messages/?search=${encodeURIComponent(search)}` })).json<{
    count: number;
    results: Record<string, unknown>[];
  }>();

describe('POST /api/send-mail/', () => {
  it('stores the contact payload with the fixed product identifier', async () => {
    const res = await send({ ...valid, name: 'Contact Stored', phone: '600 111 222' });
    expect(res.statusCode).toBe(201);
    expect((await stored('Contact Stored')).results[0]).toMatchObject({
      name: 'Contact Stored',
      email: 'luis@carrier.example',
      phone: '600 111 222',
      company: 'Carrier SA',
      comments: 'Call me',
      product: 'huella',
      language: 'es',
      mail: { status: 'pending', attempts: 0 },
    });
  });

  it('requires name, email and company, each with its own error; phone and comments are optional', async () => {
    const res = await send({ terms: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This field is required.'], email: ['This field is required.'], company: ['This field is required.'] });
    expect((await send({ name: 'Only Required', email: 'a@b.example', company: 'C', terms: true })).statusCode).toBe(201);
  });

  it('refuses another product identifier and an unknown language', async () => {
    const res = await send({ ...valid, product: 'other', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).toSorted()).toEqual(['language', 'product']);
  });

  it('refuses false or missing terms on terms and stores nothing', async () => {
    expect((await send({ ...valid, name: 'No Terms', terms: false })).json()).toEqual({
      terms: ['Please, accept the Terms and Conditions and the Privacy Policy.'],
    });
    const { terms: _omitted, ...withoutTerms } = { ...valid, name: 'No Terms' };
    expect((await send(withoutTerms)).json()).toEqual({ terms: ['This field is required.'] });
    expect((await stored('No Terms')).count).toBe(0);
  });

  it('drops a message whose honeypot is filled, answering as for a person', async () => {
    const res = await send({ ...valid, name: 'Bot Contact', website: 'x' });
    expect(res.statusCode).toBe(201);
    expect((await stored('Bot Contact')).count).toBe(0);
  });

  it('limits messages per address', async () => {
    const ip = nextAddress();
    expect((await send(valid, ip)).statusCode).toBe(201);
    expect((await send(valid, ip)).statusCode).toBe(201);
    const refused = await send(valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  });

  it('stores no more than the limit of messages sent at once from one address', async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send({ ...valid, name: 'Burst Contact' }, ip)));
    const codes = answers.map((a) => a.statusCode).toSorted();
    expect(codes).toEqual([201, 201, ...Array(18).fill(429)]);
    expect((await stored('Burst Contact')).count).toBe(2);
  });
});

describe('GET /api/contact-messages/', () => {
  it('is refused to users outside the platform company and to platform users without super', async () => {
    expect((await t.call(await t.login('demo.super'), { method: 'GET', url: '/api/contact-messages/' })).statusCode).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/contact-messages/' })).statusCode).toBe(401);
  });
});
