import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super']) {
    tokens[u] = await t.login(u);
    ids[u] = (await t.call(tokens[u]!, { method: 'GET', url: '/api/rest-auth/user/' })).json().id;
  }
});
afterAll(() => t.close());

let seq = 0;
const newUser = (extra: object = {}) => ({
  username: `new.person${++seq}`,
  name: `New Person ${seq}`,
  email: `person${seq}@example.com`,
  password: 'a-strong-pass-9',
  repeat_password: 'a-strong-pass-9',
  ...extra,
});
const as = (who: string) => tokens[who]!;

describe('GET /api/users/', () => {
  it('lists only the users of the caller company, without passwords', async () => {
    const res = await t.call(as('demo.user'), { method: 'GET', url: '/api/users/?page_size=100' });
    expect(res.statusCode).toBe(200);
    const names = res.json().results.map((u: { username: string }) => u.username);
    expect(names).toEqual(expect.arrayContaining(['demo.super', 'demo.admin', 'demo.user']));
    expect(names).not.toContain('scope3.super');
    expect(names).not.toContain('platform.super');
    expect(res.body).not.toMatch(/password|scrypt/i);
  });

  it('filters by username and searches username, name and email', async () => {
    const byUsername = await t.call(as('demo.user'), { method: 'GET', url: '/api/users/?username=ADMIN' });
    expect(byUsername.json().results.map((u: { username: string }) => u.username)).toEqual(['demo.admin']);
    const byName = await t.call(as('demo.user'), { method: 'GET', url: '/api/users/?search=olga' });
    expect(byName.json().results.map((u: { username: string }) => u.username)).toEqual(['demo.user']);
  });
});

describe('POST /api/users/', () => {
  it('lets super and admin create users; other gets 403', async () => {
    expect((await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser() })).statusCode).toBe(201);
    const byAdmin = await t.call(as('demo.admin'), { method: 'POST', url: '/api/users/', payload: newUser() });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ role: 'other', company: { only_scope3: false } });
    expect((await t.call(as('demo.user'), { method: 'POST', url: '/api/users/', payload: newUser() })).statusCode).toBe(403);
  });

  it('creates a user who can log in', async () => {
    const payload = newUser();
    await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload });
    expect(await t.login(payload.username, payload.password)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives an admin the same user whether the role is left out or sent as the default, other', async () => {
    const omitted = await t.call(as('demo.admin'), { method: 'POST', url: '/api/users/', payload: newUser() });
    const explicit = await t.call(as('demo.admin'), { method: 'POST', url: '/api/users/', payload: newUser({ role: 'other' }) });
    expect([omitted.statusCode, explicit.statusCode]).toEqual([201, 201]);
    expect([omitted.json().role, explicit.json().role]).toEqual(['other', 'other']);
    const admin = await t.call(as('demo.admin'), { method: 'POST', url: '/api/users/', payload: newUser({ role: 'admin' }) });
    expect(admin.statusCode).toBe(400);
    expect(admin.json()).toEqual({ role: ['You may not assign the role "admin".'] });
  });

  it('lets only super assign a role', async () => {
    const bySuper = await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser({ role: 'admin' }) });
    expect(bySuper.json().role).toBe('admin');
    const byAdmin = await t.call(as('demo.admin'), { method: 'POST', url: '/api/users/', payload: newUser({ role: 'super' }) });
    expect(byAdmin.statusCode).toBe(400);
    expect(byAdmin.json()).toEqual({ role: ['You may not assign the role "super".'] });
  });

  it('names every invalid field at once and saves nothing', async () => {
    const before = (await t.call(as('demo.super'), { method: 'GET', url: '/api/users/' })).json().count;
    const res = await t.call(as('demo.super'), {
      method: 'POST',
      url: '/api/users/',
      payload: { username: 'bad name!', email: 'not-an-email', password: 'short', role: 'king' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).toSorted()).toEqual(['email', 'name', 'password', 'role', 'username']);
    expect(res.json().role[0]).toContain('super, admin, other');
    expect((await t.call(as('demo.super'), { method: 'GET', url: '/api/users/' })).json().count).toBe(before);
  });

  it('refuses a taken username (any case), mismatched repetition and weak passwords', async () => {
    const res = await t.call(as('demo.super'), {
      method: 'POST',
      url: '/api/users/',
      payload: newUser({ username: 'Demo.User', password: '12345678', repeat_password: '87654321' }),
    });
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      repeat_password: ["The two password fields didn't match."],
      password: ['This password is entirely numeric.', 'This password is too common.'],
    });
  });

  it('refuses common passwords, one repeated character and only spaces, in the language asked for', async () => {
    const cases = [
      ['password', 'This password is too common.', 'Esta contraseña es demasiado común.'],
      ['qwertyui', 'This password is too common.', 'Esta contraseña es demasiado común.'],
      ['aaaaaaaa', 'This password repeats a single character.', 'Esta contraseña repite un solo carácter.'],
      [' '.repeat(8), 'This password is only spaces.', 'Esta contraseña solo tiene espacios.'],
    ] as const;
    for (const [password, en, es] of cases) {
      const english = await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser({ password, repeat_password: password }) });
      expect(english.statusCode, password).toBe(400);
      expect(english.json(), password).toEqual({ password: [en] });
      const spanish = await t.call(as('demo.super'), {
        method: 'POST',
        url: '/api/users/',
        headers: { 'accept-language': 'es' },
        payload: newUser({ password, repeat_password: password }),
      });
      expect(spanish.json(), password).toEqual({ password: [es] });
    }
  });

  it('stores the username in its normalised form, which logs in however it is cased', async () => {
    const res = await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser({ username: 'Mixed.Case' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().username).toBe('mixed.case');
    expect(await t.login('MIXED.case', 'a-strong-pass-9')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('PUT/PATCH /api/users/{id}/', () => {
  it('lets a user edit themself but not others', async () => {
    const self = await t.call(as('demo.user'), { method: 'PATCH', url: `/api/users/${ids['demo.user']}/`, payload: { name: 'Olga U.' } });
    expect(self.statusCode).toBe(200);
    expect(self.json().name).toBe('Olga U.');
    const other = await t.call(as('demo.user'), { method: 'PATCH', url: `/api/users/${ids['demo.admin']}/`, payload: { name: 'x' } });
    expect(other.statusCode).toBe(403);
  });

  it('does not let a user raise their own role', async () => {
    const res = await t.call(as('demo.user'), { method: 'PATCH', url: `/api/users/${ids['demo.user']}/`, payload: { role: 'super' } });
    expect(res.statusCode).toBe(400);
  });

  it('does not let an admin edit a super user', async () => {
    const res = await t.call(as('demo.admin'), {
      method: 'PATCH',
      url: `/api/users/${ids['demo.super']}/`,
      payload: { password: 'taken-over-123' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('replaces every field with PUT and ends the edited user sessions when the password changes', async () => {
    const created = (await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser() })).json();
    const theirToken = await t.login(created.username, 'a-strong-pass-9');
    const res = await t.call(as('demo.admin'), {
      method: 'PUT',
      url: `/api/users/${created.id}/`,
      payload: { username: created.username, name: 'Renamed', email: 'renamed@example.com', password: 'brand-new-pass-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', email: 'renamed@example.com' });
    expect((await t.call(theirToken, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(401);
    expect(await t.login(created.username, 'brand-new-pass-7')).toBeTruthy();
  });

  it('answers the user unchanged to a PATCH of nothing or only of fields it does not store', async () => {
    const before = (await t.call(as('demo.admin'), { method: 'GET', url: `/api/users/${ids['demo.admin']}/` })).json();
    for (const payload of [{}, { id: 1, company: { id: 99 }, repeat_password: 'whatever-it-is' }]) {
      const res = await t.call(as('demo.admin'), { method: 'PATCH', url: `/api/users/${ids['demo.admin']}/`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toEqual(before);
    }
  });

  it('refuses weak passwords on an edit, naming the field', async () => {
    const created = (await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser() })).json();
    for (const password of ['password', 'aaaaaaaa', 'qwertyui', ' '.repeat(8)]) {
      const res = await t.call(as('demo.super'), { method: 'PATCH', url: `/api/users/${created.id}/`, payload: { password } });
      expect(res.statusCode, password).toBe(400);
      expect(Object.keys(res.json()), password).toEqual(['password']);
    }
  });

  it('asks a user setting their own password for the current one, in the language asked for', async () => {
    const payload = newUser();
    const created = (await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload })).json();
    const token = await t.login(payload.username, payload.password);
    const url = `/api/users/${created.id}/`;
    const missing = await t.call(token, { method: 'PATCH', url, payload: { password: 'next-secret-81' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ old_password: ['Enter your current password to set a new one.'] });
    const spanish = await t.call(token, { method: 'PATCH', url, headers: { 'accept-language': 'es' }, payload: { password: 'next-secret-81' } });
    expect(spanish.json()).toEqual({ old_password: ['Introduzca su contraseña actual para establecer una nueva.'] });
    const wrong = await t.call(token, { method: 'PATCH', url, payload: { password: 'next-secret-81', old_password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: ['Your old password was entered incorrectly. Please enter it again.'] });
    const wrongPut = await t.call(token, {
      method: 'PUT',
      url,
      headers: { 'accept-language': 'es' },
      payload: { username: payload.username, name: payload.name, email: payload.email, password: 'next-secret-81', old_password: 'nope-nope' },
    });
    expect(wrongPut.json()).toEqual({ old_password: ['La contraseña actual no es correcta. Vuelva a introducirla.'] });
    expect(await t.login(payload.username, payload.password)).toBeTruthy();

    const right = await t.call(token, { method: 'PATCH', url, payload: { password: 'next-secret-81', old_password: payload.password } });
    expect(right.statusCode).toBe(200);
    expect((await t.call(token, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(200);
    expect(await t.login(payload.username, 'next-secret-81')).toBeTruthy();
  });

  it('counts wrong current passwords like failed logins: 429 once the login limit is reached', async () => {
    const payload = newUser();
    const created = (await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload })).json();
    const token = await t.login(payload.username, payload.password);
    const url = `/api/users/${created.id}/`;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const remoteAddress = `198.51.100.${i + 1}`;
      codes.push((await t.call(token, { method: 'PATCH', url, remoteAddress, payload: { password: 'next-secret-81', old_password: `guess-${i}` } })).statusCode);
    }
    expect(codes).toEqual([...Array(10).fill(400), 429, 429]);
    const right = await t.call(token, { method: 'PATCH', url, payload: { password: 'next-secret-81', old_password: payload.password } });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeTruthy();
  });

  it('keeps at least one super per company', async () => {
    const res = await t.call(as('scope3.super'), { method: 'PATCH', url: `/api/users/${ids['scope3.super']}/`, payload: { role: 'admin' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'A company needs at least one super user.' });
  });
});

describe('DELETE /api/users/{id}/', () => {
  it('lets super delete anyone and a user delete themself; admin and other get 403 on others', async () => {
    const a = (await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: newUser() })).json();
    expect((await t.call(as('demo.admin'), { method: 'DELETE', url: `/api/users/${a.id}/` })).statusCode).toBe(403);
    expect((await t.call(as('demo.user'), { method: 'DELETE', url: `/api/users/${a.id}/` })).statusCode).toBe(403);
    expect((await t.call(as('demo.super'), { method: 'DELETE', url: `/api/users/${a.id}/` })).statusCode).toBe(204);
    expect((await t.call(as('demo.super'), { method: 'GET', url: `/api/users/${a.id}/` })).statusCode).toBe(404);

    const b = newUser();
    await t.call(as('demo.super'), { method: 'POST', url: '/api/users/', payload: b });
    const bToken = await t.login(b.username, b.password);
    const bId = (await t.call(bToken, { method: 'GET', url: '/api/rest-auth/user/' })).json().id;
    expect((await t.call(bToken, { method: 'DELETE', url: `/api/users/${bId}/` })).statusCode).toBe(204);
    expect((await t.call(bToken, { method: 'GET', url: '/api/rest-auth/user/' })).statusCode).toBe(401);
  });

  it('refuses to delete the last super', async () => {
    expect((await t.call(as('scope3.super'), { method: 'DELETE', url: `/api/users/${ids['scope3.super']}/` })).statusCode).toBe(409);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another company's user on every route", async () => {
    const foreign = ids['scope3.super'];
    const requests = [
      { method: 'GET' as const, url: `/api/users/${foreign}/` },
      { method: 'PUT' as const, url: `/api/users/${foreign}/`, payload: newUser() },
      { method: 'PATCH' as const, url: `/api/users/${foreign}/`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/api/users/${foreign}/` },
    ];
    for (const r of requests) {
      const res = await t.call(as('demo.super'), r);
      expect(res.statusCode, r.method).toBe(404);
    }
    expect(await t.login('scope3.super', DEMO_PASSWORD)).toBeTruthy();
  });
});
