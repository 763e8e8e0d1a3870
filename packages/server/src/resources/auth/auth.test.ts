import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app.ts';
import { hashToken } from './token-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ HUELLA_LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

let nextIp = 1;
// Each call comes from its own address unless one is given, so the per-address limit only bites where tested.
const getToken = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${nextIp++}`) =>
  t.app.inject({ method: 'POST', url: '/api/get-token/', payload: payload as object, headers, remoteAddress });

describe('POST /api/get-token/', () => {
  it('answers a 64-character token for valid credentials, whatever the username case', async () => {
    const res = await getToken({ username: 'Demo.Super', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores only the hash of the token', async () => {
    const token = await t.login('demo.user');
    const rows = await t.db.select().from(authTokens).where(eq(authTokens.keyHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.db.select({ k: authTokens.keyHash }).from(authTokens);
    expect(all.map((r) => r.k)).not.toContain(token);
  });

  it('answers 400 non_field_errors for a wrong password, in the language asked for', async () => {
    const en = await getToken({ username: 'demo.admin', password: 'wrong-password' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    const es = await getToken({ username: 'nobody', password: 'x' }, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es.json()).toEqual({ non_field_errors: ['No es posible iniciar sesión con las credenciales proporcionadas.'] });
  });

  it('names each blank or missing field', async () => {
    const res = await getToken({ username: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field may not be blank.'], password: ['This field is required.'] });
  });

  it('answers 429 with Retry-After once a username has too many failures, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await getToken({ username: 'platform.super', password: 'nope' })).statusCode).toBe(400);
    const res = await getToken({ username: 'platform.super', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect(res.json().detail).toMatch(/Try again in \d+ seconds/);
  });

  it('answers 429 to an address with too many failures, while the same user logs in from elsewhere', async () => {
    const ip = '203.0.113.9';
    for (const username of ['a.one', 'b.two', 'c.three']) {
      expect((await getToken({ username, password: 'nope' }, {}, ip)).statusCode).toBe(400);
    }
    expect((await getToken({ username: 'demo.admin', password: DEMO_PASSWORD }, {}, ip)).statusCode).toBe(429);
    expect((await getToken({ username: 'demo.admin', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('token use', () => {
  it('answers 401 without a token, with a malformed header and with an unknown token', async () => {
    for (const authorization of [undefined, 'Bearer abc', 'Token', `Token ${'0'.repeat(64)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/rest-auth/user/',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json())).toEqual(['detail']);
    }
  });

  it('returns the user with the company flags and never the password', async () => {
    const token = await t.login('scope3.super');
    const res = await t.call(token, { method: 'GET', url: '/api/rest-auth/user' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'scope3.super',
      role: 'super',
      company: { name: 'Scope Three Forwarding', only_scope3: true, platform: false, allowed_tags: ['customer'] },
    });
    expect(res.body).not.toMatch(/password|scrypt/);
  });

  it('revokes the token at logout', async () => {
    const token = await t.login('demo.user');
    expect((await t.call(token, { method: 'POST', url: '/api/rest-auth/logout/' })).statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(401);
  });

  it('expires a token that has been idle longer than the configured period', async () => {
    const token = await t.login('demo.user');
    const idleDays = t.config.tokenIdleMs / 86_400_000;
    const old = new Date(Date.now() - (idleDays + 1) * 86_400_000);
    await t.db.update(authTokens).set({ lastUsedAt: old }).where(eq(authTokens.keyHash, hashToken(token)));
    const res = await t.call(token, { method: 'GET', url: '/api/rest-auth/user/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid or expired token.' });
  });
});

describe('POST /api/rest-auth/password/change/', () => {
  it('refuses a wrong old password and a mismatched repetition, naming the field', async () => {
    const token = await t.login('demo.admin');
    const wrong = await t.call(token, {
      method: 'POST',
      url: '/api/rest-auth/password/change/',
      payload: { old_password: 'bad', new_password1: 'another-pass-1', new_password2: 'another-pass-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('old_password');
    const mismatch = await t.call(token, {
      method: 'POST',
      url: '/api/rest-auth/password/change/',
      headers: { 'accept-language': 'es' },
      payload: { old_password: DEMO_PASSWORD, new_password1: 'another-pass-1', new_password2: 'another-pass-2' },
    });
    expect(mismatch.json()).toEqual({ new_password2: ['Las dos contraseñas no coinciden.'] });
    const short = await t.call(token, {
      method: 'POST',
      url: '/api/rest-auth/password/change/',
      payload: { old_password: DEMO_PASSWORD, new_password1: '123', new_password2: '123' },
    });
    expect(short.json()).toEqual({ new_password1: ['Ensure this field has at least 8 characters.'] });
  });

  it('refuses common passwords, one repeated character and only spaces as the new password', async () => {
    const token = await t.login('demo.user');
    for (const password of ['password', 'aaaaaaaa', 'qwertyui', ' '.repeat(8)]) {
      const res = await t.call(token, {
        method: 'POST',
        url: '/api/rest-auth/password/change/',
        headers: { 'accept-language': 'es' },
        payload: { old_password: DEMO_PASSWORD, new_password1: password, new_password2: password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(Object.keys(res.json()), password).toEqual(['new_password1']);
      expect(res.json().new_password1[0], password).toMatch(/^Esta contraseña /);
    }
  });

  it('counts wrong old passwords like failed logins: 429 past the login limit, even with the right one', async () => {
    const admin = await t.login('demo.super');
    const person = { username: 'guessed.person', name: 'Guessed', email: 'guessed@example.com', password: 'their-own-pass-5' };
    expect((await t.call(admin, { method: 'POST', url: '/api/users/', payload: person })).statusCode).toBe(201);
    const token = await t.login(person.username, person.password);
    const change = (old_password: string, remoteAddress: string) =>
      t.call(token, {
        method: 'POST',
        url: '/api/rest-auth/password/change/',
        remoteAddress,
        payload: { old_password, new_password1: 'another-pass-1', new_password2: 'another-pass-1' },
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await change(`guess-${i}`, `192.0.2.${i + 1}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429, 429]);
    const right = await change(person.password, '192.0.2.99');
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toMatch(/Try again in \d+ seconds/);
    expect((await getToken({ username: person.username, password: person.password })).statusCode).toBe(429);
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const other = await t.login('demo.super');
    const current = await t.login('demo.super');
    const res = await t.call(current, {
      method: 'POST',
      url: '/api/rest-auth/password/change/',
      payload: { old_password: DEMO_PASSWORD, new_password1: 'fresh-secret-42', new_password2: 'fresh-secret-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'New password has been saved.' });
    expect((await t.call(current, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(200);
    expect((await t.call(other, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(401);
    expect((await getToken({ username: 'demo.super', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await getToken({ username: 'demo.super', password: 'fresh-secret-42' })).statusCode).toBe(200);
  });
});
