import { beforeAll, describe, expect, it } from 'vitest';
import { insertVoyageUsing } from '../../test-support/lookup-uses.ts';
import { signedInApp } from '../../test-support/signed-in-app.ts';

const { app, as, call, created: fixture } = signedInApp();
let family: number;
let otherFamily: number;
let center: number;
let foreignFamily: number;
let foreignCenter: number;
const post = async (who: string, url: string, payload: object): Promise<number> => (await fixture(who, url, payload)).id;
beforeAll(async () => {
  family = await post('demo.super', '/api/car-families/', { brand: 'Skoda', model: 'Octavia', fuel: 'gasoil' });
  otherFamily = await post('demo.super', '/api/car-families/', { brand: 'Skoda', model: 'Enyaq', fuel: 'electricity' });
  center = await post('demo.super', '/api/centers/', { name: 'Barcelona yard' });
  foreignFamily = await post('platform.super', '/api/car-families/', { brand: 'Skoda', model: 'Octavia', fuel: 'gasoil' });
  foreignCenter = await post('platform.super', '/api/centers/', { name: 'Platform yard' });
});

const es = { 'accept-language': 'es' };
let seq = 0;
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/cars/', { plate: `T${++seq}CAR`, car_family: family, ...extra }, headers);

describe('/api/cars/', () => {
  it('creates, reads, replaces, changes and deletes a car, answering its family and center', async () => {
    const created = await create('demo.super', { plate: '4321 xyz', center });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({
      id,
      plate: '4321XYZ',
      car_family: { id: family, brand: 'Skoda', model: 'Octavia', fuel: 'gasoil' },
      center: { id: center, name: 'Barcelona yard' },
    });
    const url = `/api/cars/${id}/`;
    expect((await call('demo.user', 'GET', url)).json()).toEqual(created.json());
    // PUT is the whole form: no center is none.
    expect((await call('demo.super', 'PUT', url, { plate: '4321-XYZ', car_family: otherFamily })).json()).toEqual({
      id,
      plate: '4321XYZ',
      car_family: { id: otherFamily, brand: 'Skoda', model: 'Enyaq', fuel: 'electricity' },
      center: null,
    });
    expect((await call('demo.super', 'PATCH', url, { center })).json()).toMatchObject({ plate: '4321XYZ', car_family: { id: otherFamily }, center: { id: center } });
    expect((await call('demo.super', 'PATCH', url, { plate: 'b 1' })).json()).toMatchObject({ plate: 'B1', center: { id: center } });
    expect((await call('demo.super', 'PATCH', url, { center: null })).json()).toMatchObject({ center: null });
    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(404);
  });

  it('stores a plate upper case without spaces or dashes, and refuses the same plate written otherwise', async () => {
    expect((await create('demo.super', { plate: ' 77-88 kl ' })).json()).toMatchObject({ plate: '7788KL' });
    for (const plate of ['7788KL', '7788 kl', '77–88-KL']) {
      const dup = await create('demo.admin', { plate });
      expect(dup.statusCode, plate).toBe(400);
      expect(dup.json()).toEqual({ plate: ['A car with this plate already exists.'] });
    }
    expect((await create('demo.admin', { plate: '7788kl' }, es)).json()).toEqual({ plate: ['Ya existe un coche con esa matrícula.'] });
    // Another company may have a car with that plate.
    expect((await create('platform.super', { plate: '7788KL', car_family: foreignFamily })).statusCode).toBe(201);
    // Renaming a car to its own plate is no clash.
    const id = (await create('demo.super', { plate: 'SELF 1' })).json().id;
    expect((await call('demo.super', 'PATCH', `/api/cars/${id}/`, { plate: 'self-1' })).statusCode).toBe(200);
  });

  it('refuses bad fields naming them, in English and Spanish', async () => {
    const wrongTypes = (await create('demo.super', { plate: ' - - ', car_family: 'abc', center: 0 })).json();
    expect(Object.keys(wrongTypes)).toEqual(['car_family', 'center']);
    expect(wrongTypes.car_family).toEqual(['A valid number is required.']);
    // An id is a positive integer: 0 is refused as "greater than 0", not "greater than or equal to 0".
    expect(wrongTypes.center).toEqual(['Ensure this value is greater than 0.']);
    expect((await create('demo.super', { plate: ' - - ' })).json()).toEqual({ plate: ['This field may not be blank.'] });
    expect((await create('demo.super', { plate: ' - - ' }, es)).json()).toEqual({ plate: ['Este campo no puede estar vacío.'] });
    expect((await app().call(as('demo.super'), { method: 'POST', url: '/api/cars/', payload: { plate: 'x'.repeat(21) }, headers: es })).json()).toEqual({
      plate: ['Asegúrese de que este campo no tenga más de 20 caracteres.'],
      car_family: ['Este campo es obligatorio.'],
    });
    expect((await create('demo.super', { plate: ['1'] })).json()).toEqual({ plate: ['Not a valid string.'] });
    expect((await create('demo.super', { car_family: 999_999, center: 2_147_483_647 })).json()).toEqual({
      car_family: ['Invalid id "999999": the object does not exist.'],
      center: ['Invalid id "2147483647": the object does not exist.'],
    });
  });

  it("refuses another company's car family or center as a 400 on that field, without saving", async () => {
    const plate = `FOREIGN${seq}`;
    const refused = await create('demo.super', { plate, car_family: foreignFamily, center: foreignCenter });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      car_family: [`Invalid id "${foreignFamily}": the object does not exist.`],
      center: [`Invalid id "${foreignCenter}": the object does not exist.`],
    });
    expect((await create('demo.super', { plate, center: foreignCenter }, es)).json()).toEqual({
      center: [`Id "${foreignCenter}" no válido: el objeto no existe.`],
    });
    expect((await call('demo.super', 'GET', `/api/cars/?search=${plate}`)).json().count).toBe(0);
    const id = (await create('demo.super')).json().id;
    expect((await call('demo.super', 'PATCH', `/api/cars/${id}/`, { car_family: foreignFamily })).json()).toEqual({
      car_family: [`Invalid id "${foreignFamily}": the object does not exist.`],
    });
    expect((await call('demo.super', 'GET', `/api/cars/${id}/`)).json()).toMatchObject({ car_family: { id: family } });
  });

  it('lets super and admin create and delete, only super edit, and every user of the company list and read', async () => {
    expect((await create('demo.admin')).statusCode).toBe(201);
    expect((await create('demo.user')).statusCode).toBe(403);
    const url = `/api/cars/${(await create('demo.super')).json().id}/`;
    for (const who of ['demo.admin', 'demo.user']) {
      expect((await call(who, 'PATCH', url, { plate: 'NEW1' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { plate: 'NEW1', car_family: family })).statusCode, who).toBe(403);
    }
    expect((await call('demo.user', 'GET', url)).statusCode).toBe(200);
    expect((await call('demo.user', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('demo.super', 'DELETE', url)).statusCode).toBe(204);
  });

  it('answers 403 on every route to a company that reports scope 3 only', async () => {
    const url = '/api/cars/1/';
    for (const route of [
      { method: 'GET' as const, url: '/api/cars/' },
      { method: 'POST' as const, url: '/api/cars/', payload: { plate: 'S3', car_family: 1 } },
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { plate: 'S3', car_family: 1 } },
      { method: 'PATCH' as const, url, payload: { plate: 'S3' } },
      { method: 'DELETE' as const, url },
    ]) {
      expect((await app().call(as('scope3.super'), route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it("answers 404 for another company's car on every route, and leaves it out of the list", async () => {
    const foreign = (await create('platform.super', { car_family: foreignFamily })).json().id;
    const url = `/api/cars/${foreign}/`;
    for (const [method, payload] of [['GET'], ['PUT', { plate: 'X1', car_family: family }], ['PATCH', { plate: 'X1' }], ['DELETE']] as const) {
      expect((await call('demo.super', method, url, payload)).statusCode, method).toBe(404);
    }
    const list = (await call('demo.super', 'GET', '/api/cars/?page_size=999')).json();
    expect(list.results.map((c: { id: number }) => c.id)).not.toContain(foreign);
    // Nor does filtering by another company's family find its cars.
    expect((await call('demo.super', 'GET', `/api/cars/?car_family=${foreignFamily}`)).json().count).toBe(0);
  });

  it('answers 409 saying how many voyages use a car it is asked to delete, and keeps it', async () => {
    const car = (await create('demo.super')).json().id;
    const report = (await app().call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    await insertVoyageUsing(app().db, report, { carFamilyId: family, carId: car });
    const url = `/api/cars/${car}/`;
    const refused = await call('demo.admin', 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'Voyages using this car: 1. Change or delete them first.' });
    expect((await call('demo.admin', 'DELETE', url, undefined, es)).json()).toEqual({ detail: 'Viajes que usan este coche: 1. Modifíquelos o elimínelos antes.' });
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(200);
  });

  it('searches by plate however it is written, and filters by car family and center', async () => {
    await create('demo.super', { plate: 'SRCH 001', center });
    await create('demo.super', { plate: 'SRCH-002', car_family: otherFamily });
    const plates = async (query: string) => (await call('demo.user', 'GET', `/api/cars/${query}`)).json().results.map((c: { plate: string }) => c.plate);
    expect(await plates('?search=srch')).toEqual(['SRCH001', 'SRCH002']);
    expect(await plates('?search=srch 00-2')).toEqual(['SRCH002']);
    expect(await plates('?search=srch&ordering=-plate')).toEqual(['SRCH002', 'SRCH001']);
    expect(await plates(`?search=srch&car_family=${otherFamily}`)).toEqual(['SRCH002']);
    expect(await plates(`?search=srch&center=${center}`)).toEqual(['SRCH001']);
    expect(await plates('?search=9012 ghi')).toEqual(['9012GHI']);
    expect((await call('demo.user', 'GET', '/api/cars/?car_family=abc')).json()).toEqual({ car_family: ['A valid number is required.'] });
  });

  it('lists the demo cars of the seed with their families and centers', async () => {
    const demo = (await call('demo.user', 'GET', '/api/cars/?search=1234abc')).json();
    expect(demo.results).toEqual([
      {
        id: expect.any(Number),
        plate: '1234ABC',
        car_family: { id: expect.any(Number), brand: 'Toyota', model: 'Corolla', fuel: 'gasoline' },
        center: { id: expect.any(Number), name: 'Valencia warehouse' },
      },
    ]);
  });
});
