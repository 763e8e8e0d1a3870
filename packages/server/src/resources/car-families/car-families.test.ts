import { describe, expect, it } from 'vitest';
import { insertVoyageUsing } from '../../test-support/lookup-uses.ts';
import { signedInApp } from '../../test-support/signed-in-app.ts';

const { app, as, call } = signedInApp();

const es = { 'accept-language': 'es' };
let seq = 0;
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/car-families/', { brand: 'Peugeot', model: `${200 + ++seq}`, fuel: 'gasoil', ...extra }, headers);

describe('/api/car-families/', () => {
  it('creates, reads, replaces, changes and deletes a car family', async () => {
    const created = await create('demo.super', { brand: ' Kia ', model: 'Niro EV', fuel: 'electricity' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({ id, brand: 'Kia', model: 'Niro EV', fuel: 'electricity' });
    const url = `/api/car-families/${id}/`;
    expect((await call('demo.user', 'GET', url)).json()).toEqual(created.json());
    expect((await call('demo.super', 'PUT', url, { brand: 'Kia', model: 'Niro HEV', fuel: 'gasoline' })).json()).toEqual({
      id,
      brand: 'Kia',
      model: 'Niro HEV',
      fuel: 'gasoline',
    });
    expect((await call('demo.super', 'PATCH', url, { fuel: 'natural_gas' })).json()).toEqual({ id, brand: 'Kia', model: 'Niro HEV', fuel: 'natural_gas' });
    expect((await call('demo.super', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses bad fields naming them, in English and Spanish', async () => {
    expect((await create('demo.super', { brand: ' ', model: 'x'.repeat(101), fuel: 'diesel' })).json()).toEqual({
      brand: ['This field may not be blank.'],
      model: ['Ensure this field has no more than 100 characters.'],
      fuel: ['Not a valid choice. Choose one of: gasoline, gasoil, natural_gas, electricity.'],
    });
    expect((await app().call(as('demo.super'), { method: 'POST', url: '/api/car-families/', payload: { brand: 3, model: null }, headers: es })).json()).toEqual({
      brand: ['No es un valor válido de tipo texto.'],
      model: ['Este campo no puede ser nulo.'],
      fuel: ['Este campo es obligatorio.'],
    });
  });

  it('refuses a second family of the same brand and model, whatever the case, and allows it in another company', async () => {
    await create('demo.super', { brand: 'Dacia', model: 'Sandero' });
    const dup = await create('demo.admin', { brand: 'DACIA', model: ' sandero ', fuel: 'gasoline' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ model: ['A car family with this brand and model already exists.'] });
    expect((await create('demo.admin', { brand: 'dacia', model: 'SANDERO' }, es)).json()).toEqual({
      model: ['Ya existe una familia de vehículos con esa marca y ese modelo.'],
    });
    expect((await create('demo.super', { brand: 'Dacia', model: 'Sandero Stepway' })).statusCode).toBe(201);
    const other = (await create('demo.super', { brand: 'Dacia', model: 'Duster' })).json().id;
    expect((await call('demo.super', 'PATCH', `/api/car-families/${other}/`, { model: 'sandero' })).statusCode).toBe(400);
    expect((await call('demo.super', 'PATCH', `/api/car-families/${other}/`, { model: 'DUSTER' })).statusCode).toBe(200);
    expect((await create('platform.super', { brand: 'Dacia', model: 'Sandero' })).statusCode).toBe(201);
  });

  it('lets super and admin create and delete, only super edit, and every user of the company list and read', async () => {
    expect((await create('demo.admin')).statusCode).toBe(201);
    expect((await create('demo.user')).statusCode).toBe(403);
    const url = `/api/car-families/${(await create('demo.super')).json().id}/`;
    for (const who of ['demo.admin', 'demo.user']) {
      expect((await call(who, 'PATCH', url, { fuel: 'gasoline' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { brand: 'x', model: 'y', fuel: 'gasoline' })).statusCode, who).toBe(403);
    }
    expect((await call('demo.user', 'GET', url)).statusCode).toBe(200);
    expect((await call('demo.user', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
  });

  it('answers 403 on every route to a company that reports scope 3 only', async () => {
    const url = '/api/car-families/1/';
    for (const route of [
      { method: 'GET' as const, url: '/api/car-families/' },
      { method: 'POST' as const, url: '/api/car-families/', payload: { brand: 'x', model: 'y', fuel: 'gasoil' } },
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { brand: 'x', model: 'y', fuel: 'gasoil' } },
      { method: 'PATCH' as const, url, payload: { fuel: 'gasoil' } },
      { method: 'DELETE' as const, url },
    ]) {
      expect((await app().call(as('scope3.super'), route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answers 404 for another company's car family on every route, and leaves it out of the list", async () => {
    const foreign = (await create('platform.super')).json().id;
    const url = `/api/car-families/${foreign}/`;
    for (const [method, payload] of [['GET'], ['PUT', { brand: 'x', model: 'y', fuel: 'gasoil' }], ['PATCH', { fuel: 'gasoline' }], ['DELETE']] as const) {
      expect((await call('demo.super', method, url, payload)).statusCode, method).toBe(404);
    }
    const list = (await call('demo.super', 'GET', '/api/car-families/?page_size=999')).json();
    expect(list.results.map((f: { id: number }) => f.id)).not.toContain(foreign);
  });

  it('answers 409 naming how many cars and voyages use a car family it is asked to delete, and keeps it', async () => {
    const family = (await create('demo.super')).json().id;
    const car = await app().call(as('demo.super'), { method: 'POST', url: '/api/cars/', payload: { plate: `FAM ${seq}`, car_family: family } });
    expect(car.statusCode).toBe(201);
    const report = (await app().call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    await insertVoyageUsing(app().db, report, { carFamilyId: family });
    await insertVoyageUsing(app().db, report, { carFamilyId: family, carId: car.json().id });
    const url = `/api/car-families/${family}/`;
    const refused = await call('demo.admin', 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This car family is used by 1 car(s) and 2 voyage(s). Change or delete them first.' });
    expect((await call('demo.admin', 'DELETE', url, undefined, es)).json()).toEqual({
      detail: 'Esta familia de vehículos la usan 1 coche(s) y 2 viaje(s). Modifíquelos o elimínelos antes.',
    });
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(200);
  });

  it('searches the brand or the model and orders by brand, then model', async () => {
    const models = async (query: string) => (await call('demo.user', 'GET', `/api/car-families/${query}`)).json().results.map((f: { brand: string; model: string }) => `${f.brand} ${f.model}`);
    expect(await models('?search=tesla')).toEqual(['Tesla Model 3']);
    expect(await models('?search=golf')).toEqual(['Volkswagen Golf TDI']);
    expect(await models('?search=o&page_size=999')).toEqual(expect.arrayContaining(['Seat Leon TGI', 'Toyota Corolla']));
    const all = await models('?page_size=999');
    const demo = all.filter((name: string) => ['Seat Leon TGI', 'Tesla Model 3', 'Toyota Corolla', 'Volkswagen Golf TDI'].includes(name));
    expect(demo).toEqual(['Seat Leon TGI', 'Tesla Model 3', 'Toyota Corolla', 'Volkswagen Golf TDI']);
    const byFuel = (await call('demo.user', 'GET', '/api/car-families/?ordering=-fuel&page_size=999')).json().results.map((f: { fuel: string }) => f.fuel);
    expect(byFuel).toEqual(byFuel.toSorted().toReversed());
  });
});
