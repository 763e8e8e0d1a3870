import { describe, expect, it } from 'vitest';
import { insertConsumptionUsing, insertVoyageUsing } from '../../test-support/lookup-uses.ts';
import { signedInApp } from '../../test-support/signed-in-app.ts';

const { app, as, call } = signedInApp();

const es = { 'accept-language': 'es' };
let seq = 0;
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/accounts/', { code: `7${String(++seq).padStart(3, '0')}`, name: 'Travel', ...extra }, headers);

describe('/api/accounts/', () => {
  it('creates, reads, replaces, changes and deletes an account', async () => {
    const created = await create('demo.super', { code: ' 6281 ', name: ' Heating ' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({ id, code: '6281', name: 'Heating' });
    const url = `/api/accounts/${id}/`;
    expect((await call('demo.user', 'GET', url)).json()).toEqual(created.json());
    expect((await call('demo.super', 'PUT', url, { code: '6282', name: 'Heating oil' })).json()).toEqual({ id, code: '6282', name: 'Heating oil' });
    expect((await call('demo.super', 'PATCH', url, { name: 'Gas oil' })).json()).toEqual({ id, code: '6282', name: 'Gas oil' });
    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses bad fields naming them, in English and Spanish', async () => {
    expect((await create('demo.super', { code: '', name: 'x'.repeat(256) })).json()).toEqual({
      code: ['This field may not be blank.'],
      name: ['Ensure this field has no more than 255 characters.'],
    });
    expect((await app().call(as('demo.super'), { method: 'POST', url: '/api/accounts/', payload: { code: 6280 }, headers: es })).json()).toEqual({
      code: ['No es un valor válido de tipo texto.'],
      name: ['Este campo es obligatorio.'],
    });
    expect((await create('demo.super', { code: 'x'.repeat(51) }, es)).json()).toEqual({ code: ['Asegúrese de que este campo no tenga más de 50 caracteres.'] });
  });

  it('refuses a second account with the same code, whatever the case, and allows it in another company', async () => {
    await create('demo.super', { code: 'FLEET-A' });
    const dup = await create('demo.admin', { code: 'fleet-a', name: 'Other' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ code: ['An account with this code already exists.'] });
    expect((await create('demo.admin', { code: 'Fleet-A' }, es)).json()).toEqual({ code: ['Ya existe una cuenta con ese código.'] });
    // The seed's 6280 is taken too.
    expect((await create('demo.admin', { code: '6280' })).statusCode).toBe(400);
    const other = (await create('demo.super')).json().id;
    expect((await call('demo.super', 'PATCH', `/api/accounts/${other}/`, { code: 'FLEET-a' })).statusCode).toBe(400);
    expect((await create('platform.super', { code: 'FLEET-A' })).statusCode).toBe(201);
  });

  it('lets super and admin create and delete, only super edit, and every user of the company list and read', async () => {
    expect((await create('demo.admin')).statusCode).toBe(201);
    expect((await create('demo.user')).statusCode).toBe(403);
    const url = `/api/accounts/${(await create('demo.super')).json().id}/`;
    for (const who of ['demo.admin', 'demo.user']) {
      expect((await call(who, 'PATCH', url, { name: 'x' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { code: 'x', name: 'y' })).statusCode, who).toBe(403);
    }
    expect((await call('demo.user', 'GET', url)).statusCode).toBe(200);
    expect((await call('demo.user', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('demo.super', 'DELETE', url)).statusCode).toBe(204);
  });

  it('answers 403 on every route to a company that reports scope 3 only', async () => {
    const url = '/api/accounts/1/';
    for (const route of [
      { method: 'GET' as const, url: '/api/accounts/' },
      { method: 'POST' as const, url: '/api/accounts/', payload: { code: 'x', name: 'y' } },
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { code: 'x', name: 'y' } },
      { method: 'PATCH' as const, url, payload: { name: 'y' } },
      { method: 'DELETE' as const, url },
    ]) {
      expect((await app().call(as('scope3.super'), route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answers 404 for another company's account on every route, and leaves it out of the list", async () => {
    const foreign = (await create('platform.super')).json().id;
    const url = `/api/accounts/${foreign}/`;
    for (const [method, payload] of [['GET'], ['PUT', { code: 'x', name: 'y' }], ['PATCH', { name: 'y' }], ['DELETE']] as const) {
      expect((await call('demo.super', method, url, payload)).statusCode, method).toBe(404);
    }
    const list = (await call('demo.super', 'GET', '/api/accounts/?page_size=999')).json();
    expect(list.results.map((a: { id: number }) => a.id)).not.toContain(foreign);
  });

  it('answers 409 naming how many consumptions and voyages are booked to an account it is asked to delete, and keeps it', async () => {
    const account = (await create('demo.super')).json().id;
    const family = (await app().call(as('demo.super'), { method: 'POST', url: '/api/car-families/', payload: { brand: 'Opel', model: 'Corsa', fuel: 'gasoline' } })).json().id;
    const report = (await app().call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    await insertConsumptionUsing(app().db, report, { accountId: account });
    await insertVoyageUsing(app().db, report, { carFamilyId: family, accountId: account });
    await insertVoyageUsing(app().db, report, { carFamilyId: family, accountId: account });
    const url = `/api/accounts/${account}/`;
    const refused = await call('demo.admin', 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This account is used by 1 consumption(s) and 2 voyage(s). Change or delete them first.' });
    expect((await call('demo.admin', 'DELETE', url, undefined, es)).json()).toEqual({
      detail: 'Esta cuenta la usan 1 consumo(s) y 2 viaje(s). Modifíquelos o elimínelos antes.',
    });
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(200);
  });

  it('searches the code or the name and orders by code', async () => {
    const codes = async (query: string) => (await call('demo.user', 'GET', `/api/accounts/${query}`)).json().results.map((a: { code: string }) => a.code);
    expect(await codes('?search=62')).toEqual(['6280', '6290']);
    expect(await codes('?search=FLEET&ordering=name')).toContain('6290');
    expect(await codes('?search=62&ordering=-code')).toEqual(['6290', '6280']);
    expect((await call('demo.user', 'GET', '/api/accounts/?search=energy')).json().results).toEqual([{ id: expect.any(Number), code: '6280', name: 'Energy' }]);
  });
});
