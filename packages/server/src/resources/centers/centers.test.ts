import type { GmapsPlace } from '@huella/contracts';
import { describe, expect, it } from 'vitest';
import { insertConsumptionUsing, insertVoyageUsing } from '../../test-support/lookup-uses.ts';
import { signedInApp } from '../../test-support/signed-in-app.ts';

const { app, as, call } = signedInApp();

const es = { 'accept-language': 'es' };
let seq = 0;
const lyon: GmapsPlace = {
  place_id: 'city:2996944',
  formatted_address: 'Lyon, France',
  location: { lat: 45.764, lng: 4.8357 },
  locality: { long_name: 'Lyon', short_name: 'Lyon' },
  country: { long_name: 'France', short_name: 'FR' },
};
const create = (who: string, extra: object = {}, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/centers/', { name: `Depot ${++seq}`, ...extra }, headers);

describe('/api/centers/', () => {
  it('creates, reads, replaces, changes and deletes a center, its country and location from the address', async () => {
    const created = await create('demo.super', { name: 'Lyon hub', address: 'Lyon, France', address_gmaps: lyon, hseq_code: ' LYO-01 ' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toEqual({
      id,
      name: 'Lyon hub',
      address: 'Lyon, France',
      address_gmaps: lyon,
      location: { lat: 45.764, lng: 4.8357 },
      country: 'FR',
      country_name: 'France',
      hseq_code: 'LYO-01',
    });
    const url = `/api/centers/${id}/`;
    expect((await call('demo.user', 'GET', url, undefined, es)).json()).toMatchObject({ country: 'FR', country_name: 'Francia' });

    const replaced = await call('demo.super', 'PUT', url, { name: 'Lyon depot', country: 'de', location: { lat: 1, lng: 2 } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({
      id,
      name: 'Lyon depot',
      address: '',
      address_gmaps: null,
      location: { lat: 1, lng: 2 },
      country: 'DE',
      country_name: 'Germany',
      hseq_code: null,
    });

    // A new address without its own country or location takes them from the address again.
    const moved = await call('demo.super', 'PATCH', url, { address: 'Lyon, France', address_gmaps: lyon });
    expect(moved.json()).toMatchObject({ name: 'Lyon depot', country: 'FR', location: lyon.location });
    // A PATCH of another field keeps them.
    const renamed = await call('demo.super', 'PATCH', url, { name: 'Lyon', hseq_code: 'L1' });
    expect(renamed.json()).toMatchObject({ name: 'Lyon', country: 'FR', location: lyon.location, address_gmaps: lyon, hseq_code: 'L1' });

    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(404);
  });

  it('takes no country from an address whose country it does not know, and the given one before the address', async () => {
    const unknown = { ...lyon, country: { long_name: 'Atlantis', short_name: 'ZZ' } };
    expect((await create('demo.super', { address_gmaps: unknown })).json()).toMatchObject({ country: null, country_name: null, location: lyon.location });
    expect((await create('demo.super', { address_gmaps: lyon, country: 'es' })).json()).toMatchObject({ country: 'ES', country_name: 'Spain' });
    expect((await create('demo.super')).json()).toMatchObject({ country: null, location: null, address_gmaps: null });
  });

  it('lets super and admin create and delete, only super edit, and every user of the company list and read', async () => {
    expect((await create('demo.admin')).statusCode).toBe(201);
    expect((await create('demo.user')).statusCode).toBe(403);
    const id = (await create('demo.super')).json().id;
    const url = `/api/centers/${id}/`;
    for (const who of ['demo.admin', 'demo.user']) {
      expect((await call(who, 'PATCH', url, { name: 'x' })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', url, { name: 'x' })).statusCode, who).toBe(403);
    }
    expect((await call('demo.user', 'GET', url)).statusCode).toBe(200);
    expect((await call('demo.user', 'GET', '/api/centers/')).statusCode).toBe(200);
    expect((await call('demo.user', 'DELETE', url)).statusCode).toBe(403);
    expect((await call('demo.admin', 'DELETE', url)).statusCode).toBe(204);
  });

  it('answers 403 on every route to a company that reports scope 3 only, in its language', async () => {
    const url = '/api/centers/1/';
    const routes = [
      { method: 'GET' as const, url: '/api/centers/' },
      { method: 'POST' as const, url: '/api/centers/', payload: { name: 'Scope 3 depot' } },
      { method: 'GET' as const, url },
      { method: 'PUT' as const, url, payload: { name: 'x' } },
      { method: 'PATCH' as const, url, payload: { name: 'x' } },
      { method: 'DELETE' as const, url },
    ];
    for (const route of routes) expect((await app().call(as('scope3.super'), route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    expect((await app().call(as('scope3.super'), { method: 'GET', url: '/api/centers/' })).json()).toEqual({
      detail: 'Your company reports scope 3 only: it has no consumptions.',
    });
    expect((await app().call(as('scope3.super'), { method: 'GET', url: '/api/centers/', headers: es })).json()).toEqual({
      detail: 'Su empresa solo informa del alcance 3: no tiene consumos.',
    });
  });

  it("answers 404 for another company's center on every route, and leaves it out of the list", async () => {
    const foreign = (await create('platform.super', { name: 'Platform site' })).json().id;
    const url = `/api/centers/${foreign}/`;
    for (const [method, payload] of [['GET'], ['PUT', { name: 'x' }], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
      expect((await call('demo.super', method, url, payload)).statusCode, method).toBe(404);
    }
    const list = (await call('demo.super', 'GET', '/api/centers/?page_size=999')).json();
    expect(list.results.map((c: { id: number }) => c.id)).not.toContain(foreign);
    expect((await call('platform.super', 'GET', url)).json()).toMatchObject({ name: 'Platform site' });
  });

  it('refuses bad input naming the field, in English and Spanish', async () => {
    const bad = { name: '   ', address: 'x'.repeat(501), location: { lat: 91, lng: 0 }, country: 'ESP', hseq_code: 7 };
    expect((await create('demo.super', bad)).json()).toEqual({
      name: ['This field may not be blank.'],
      address: ['Ensure this field has no more than 500 characters.'],
      'location.lat': ['Ensure this value is less than or equal to 90.'],
      country: ['Ensure this field has no more than 2 characters.'],
      hseq_code: ['Not a valid string.'],
    });
    const spanish = await create('demo.super', { ...bad, name: 'x'.repeat(256) }, es);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      name: ['Asegúrese de que este campo no tenga más de 255 caracteres.'],
      hseq_code: ['No es un valor válido de tipo texto.'],
    });
    expect((await create('demo.super', { name: 12, address_gmaps: { place_id: 'x' } })).json()).toMatchObject({
      name: ['Not a valid string.'],
      'address_gmaps.location': ['This field is required.'],
    });
    const unknownCountry = await create('demo.super', { country: 'xx' });
    expect(unknownCountry.statusCode).toBe(400);
    expect(unknownCountry.json()).toEqual({ country: ['No country has the ISO code "XX".'] });
    expect((await create('demo.super', { country: 'XX' }, es)).json()).toEqual({ country: ['Ningún país tiene el código ISO "XX".'] });
  });

  it('refuses a second center with the same name (any case) or HSEQ code, and allows them in another company', async () => {
    await create('demo.super', { name: 'Bilbao port', hseq_code: 'BIO-01' });
    const dup = await create('demo.admin', { name: ' bilbao PORT ', hseq_code: 'BIO-01' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ name: ['A center with this name already exists.'], hseq_code: ['Another center has this HSEQ code.'] });
    expect((await create('demo.admin', { name: 'Bilbao Port' }, es)).json()).toEqual({ name: ['Ya existe un centro con ese nombre.'] });
    // Blank HSEQ codes are no codes: they never clash.
    expect((await create('demo.super', { hseq_code: '' })).json()).toMatchObject({ hseq_code: null });
    expect((await create('demo.super', { hseq_code: '  ' })).statusCode).toBe(201);
    // Renaming a center to its own name is no clash; to another's is.
    const other = (await create('demo.super', { name: 'Sevilla' })).json().id;
    expect((await call('demo.super', 'PATCH', `/api/centers/${other}/`, { name: 'SEVILLA' })).statusCode).toBe(200);
    expect((await call('demo.super', 'PATCH', `/api/centers/${other}/`, { hseq_code: 'BIO-01' })).json()).toEqual({
      hseq_code: ['Another center has this HSEQ code.'],
    });
    expect((await create('platform.super', { name: 'Bilbao port', hseq_code: 'BIO-01' })).statusCode).toBe(201);
  });

  it('answers 409 naming how many cars, consumptions and voyages use a center it is asked to delete, and keeps it', async () => {
    const center = (await create('demo.super')).json().id;
    const family = (await app().call(as('demo.super'), { method: 'POST', url: '/api/car-families/', payload: { brand: 'Renault', model: `Clio ${seq}`, fuel: 'gasoline' } })).json().id;
    const car = await app().call(as('demo.super'), { method: 'POST', url: '/api/cars/', payload: { plate: `C${seq}XYZ`, car_family: family, center } });
    expect(car.statusCode).toBe(201);
    const report = (await app().call(as('demo.super'), { method: 'POST', url: '/api/reports/', payload: { project_name: 'Uses', date: '2026-02-03' } })).json().id;
    await insertConsumptionUsing(app().db, report, { centerId: center });
    await insertConsumptionUsing(app().db, report, { centerId: center });
    await insertVoyageUsing(app().db, report, { carFamilyId: family, centerId: center });
    const url = `/api/centers/${center}/`;
    const refused = await call('demo.admin', 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This center is used by 1 car(s), 2 consumption(s) and 1 voyage(s). Change or delete them first.' });
    expect((await call('demo.super', 'DELETE', url, undefined, es)).json()).toEqual({
      detail: 'Este centro lo usan 1 coche(s), 2 consumo(s) y 1 viaje(s). Modifíquelos o elimínelos antes.',
    });
    expect((await call('demo.super', 'GET', url)).statusCode).toBe(200);
  });

  it('searches the name and the address, and orders by name, country or id', async () => {
    await create('demo.super', { name: 'Zaragoza platform', address: 'Calle Logística 1, Zaragoza', country: 'ES' });
    await create('demo.super', { name: 'Alicante quay', address: 'Muelle 3, Zaragoza road', country: 'AD' });
    const found = (await call('demo.user', 'GET', '/api/centers/?search=zaragoza')).json();
    expect(found.results.map((c: { name: string }) => c.name)).toEqual(['Alicante quay', 'Zaragoza platform']);
    const descending = (await call('demo.user', 'GET', '/api/centers/?search=zaragoza&ordering=-name')).json();
    expect(descending.results.map((c: { name: string }) => c.name)).toEqual(['Zaragoza platform', 'Alicante quay']);
    // Andorra before Spain in English; in Spanish "Andorra" before "España" too, by the name the reader sees.
    const byCountry = (await call('demo.user', 'GET', '/api/centers/?search=zaragoza&ordering=-country', undefined, es)).json();
    expect(byCountry.results.map((c: { country_name: string }) => c.country_name)).toEqual(['España', 'Andorra']);
    expect((await call('demo.user', 'GET', '/api/centers/?ordering=hseq_code')).statusCode).toBe(400);
  });

  it('lists the demo centers of the seed', async () => {
    const demo = (await call('demo.user', 'GET', '/api/centers/?search=valencia')).json();
    expect(demo.results).toEqual([
      expect.objectContaining({ name: 'Valencia warehouse', country: 'ES', country_name: 'Spain', hseq_code: 'VLC-01' }),
    ]);
  });
});
