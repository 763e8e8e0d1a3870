import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.user');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call(token, { method: 'GET', url, headers });

describe('reference data lookups', () => {
  it('answers 401 without a token', async () => {
    for (const url of ['/api/road-vehicles/', '/api/ports/', '/api/airports/', '/api/countries/', '/api/reviews/']) {
      expect((await t.call(null, { method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('holds every port, every airport with an IATA code and every country with a Spanish name', async () => {
    expect((await get('/api/ports/?page_size=1')).json().count).toBeGreaterThanOrEqual(1500);
    expect((await get('/api/airports/?page_size=1')).json().count).toBeGreaterThanOrEqual(4000);
    const countries = (await get('/api/countries/?page_size=999')).json();
    expect(countries.count).toBeGreaterThanOrEqual(249);
    expect(countries.results.every((c: { name_es: string }) => c.name_es.trim().length > 0)).toBe(true);
  });
});

describe('GET /api/road-vehicles/', () => {
  it('lists every vehicle with page_size 999, lightest first, with its factor class', async () => {
    const res = await get('/api/road-vehicles/?page_size=999');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.next).toBeNull();
    expect(body.results).toHaveLength(body.count);
    const payloads = body.results.map((v: { payload: number }) => v.payload);
    expect(payloads).toEqual(payloads.toSorted((a: number, b: number) => a - b));
    const artic = body.results.find((v: { name: string }) => v.name === 'Articulated truck 40-44 t');
    expect(artic).toMatchObject({ payload: 29, default_load: 15, vehicle_class: 'artic_gt33t', factor_class: 'artic_gt33t' });
    // The default set publishes no van factor: vans fall back to the HGV average (docs/methodology.md §5.1).
    const van = body.results.find((v: { name: string }) => v.name === 'Large van (3.5 t GVW)');
    expect(van).toMatchObject({ vehicle_class: 'van_lt3_5t', factor_class: 'hgv_average' });
    expect((await get(`/api/road-vehicles/${artic.id}/`)).json()).toEqual(artic);
  });

  it('searches by name and orders by a whitelisted field only', async () => {
    const rigid = (await get('/api/road-vehicles/?search=RIGID&ordering=-payload')).json();
    expect(rigid.results.length).toBeGreaterThan(2);
    expect(rigid.results.every((v: { name: string }) => v.name.startsWith('Rigid'))).toBe(true);
    expect(rigid.results[0].payload).toBeGreaterThanOrEqual(rigid.results.at(-1).payload);
    const bad = await get('/api/road-vehicles/?ordering=secret');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['ordering']);
    expect((await get('/api/road-vehicles/?page_size=1001')).json()).toHaveProperty('page_size');
    expect((await get('/api/road-vehicles/999999/')).statusCode).toBe(404);
  });
});

describe('GET /api/rail-vehicles/ and /api/ship-types/', () => {
  it('filters rail vehicles by traction', async () => {
    const electric = (await get('/api/rail-vehicles/?traction=electric&page_size=999')).json();
    expect(electric.count).toBeGreaterThan(0);
    expect(electric.results.every((v: { traction: string }) => v.traction === 'electric')).toBe(true);
    expect((await get('/api/rail-vehicles/?traction=steam')).json()).toHaveProperty('traction');
  });

  it('filters ship types by ship_load_type and names the field of a bad value', async () => {
    const containers = (await get('/api/ship-types/?ship_load_type=container&page_size=999')).json();
    expect(containers.count).toBeGreaterThanOrEqual(5);
    expect(containers.results.every((s: { ship_load_type: string }) => s.ship_load_type === 'container')).toBe(true);
    expect(containers.results.at(-1).total_load).toBeGreaterThanOrEqual(20_000);
    const all = (await get('/api/ship-types/?ship_load_type=&page_size=999')).json();
    expect(all.count).toBeGreaterThan(containers.count);
    const bad = await get('/api/ship-types/?ship_load_type=foo', { 'accept-language': 'es' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      ship_load_type: ['Opción no válida. Elija una de: full_cargo, groupage, groupage_roro, container.'],
    });
  });
});

describe('GET /api/aircraft-models/ and /api/aircraft-families/', () => {
  it('filters models by family and by type, with the family as {id, name}', async () => {
    const families = (await get('/api/aircraft-families/?page_size=999')).json().results as { id: number; name: string }[];
    const boeing747 = families.find((f) => f.name === 'Boeing 747');
    expect(boeing747).toBeDefined();
    const models = (await get(`/api/aircraft-models/?aircraft_family=${boeing747?.id}&page_size=999`)).json();
    expect(models.results.map((m: { name: string }) => m.name)).toContain('Boeing 747-8F');
    for (const model of models.results) expect(model.aircraft_family).toEqual(boeing747);
    const freighters = (await get(`/api/aircraft-models/?aircraft_family=${boeing747?.id}&aircraft_type=freighter`)).json();
    expect(freighters.results.map((m: { name: string; capacity: number }) => [m.name, m.capacity])).toEqual([
      ['Boeing 747-400F', 112.6],
      ['Boeing 747-8F', 137.7],
    ]);
    const heavy = (await get('/api/aircraft-models/?aircraft_type=super_transporter')).json();
    expect(heavy.results.map((m: { name: string }) => m.name)).toContain('Antonov An-124-100');
  });

  it('answers 400 naming aircraft_family and aircraft_type for bad values', async () => {
    const bad = await get('/api/aircraft-models/?aircraft_family=abc&aircraft_type=zeppelin');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).toSorted()).toEqual(['aircraft_family', 'aircraft_type']);
  });
});

describe('GET /api/ports/', () => {
  it('finds a port by name, by LOCODE and by country name in English or Spanish', async () => {
    const byName = (await get('/api/ports/?search=valencia')).json();
    const valencia = byName.results.find((p: { full_locode: string }) => p.full_locode === 'ESVLC');
    expect(valencia).toMatchObject({ name: 'Valencia', country: { code: 'ES', name: 'Spain' }, inland: false });
    expect(valencia.lat).toBeCloseTo(39.47, 1);
    const byCode = (await get('/api/ports/?search=cnsha')).json().results;
    expect(byCode.map((p: { full_locode: string }) => p.full_locode)).toContain('CNSHA');
    const spanish = (await get('/api/ports/?search=Alemania&page_size=999', { 'accept-language': 'es' })).json();
    expect(spanish.results.map((p: { full_locode: string }) => p.full_locode)).toContain('DEHAM');
    expect(spanish.results.every((p: { country: { name: string } }) => p.country.name === 'Alemania')).toBe(true);
    const english = (await get('/api/ports/?search=germany&page_size=999')).json();
    expect(english.count).toBe(spanish.count);
  });

  it('filters by country and reads one port', async () => {
    const dutch = (await get('/api/ports/?country=nl&page_size=999')).json();
    expect(dutch.results.every((p: { country: { code: string } }) => p.country.code === 'NL')).toBe(true);
    const rotterdam = dutch.results.find((p: { full_locode: string }) => p.full_locode === 'NLRTM');
    expect((await get(`/api/ports/${rotterdam.id}/`)).json()).toEqual(rotterdam);
    expect((await get('/api/ports/?country=Netherlands')).json()).toHaveProperty('country');
  });
});

describe('GET /api/airports/ and /api/countries/', () => {
  it('finds airports by IATA code, name and city', async () => {
    const mad = (await get('/api/airports/?search=MAD&page_size=999')).json();
    const barajas = mad.results.find((a: { iata: string }) => a.iata === 'MAD');
    expect(barajas).toMatchObject({ city: 'Madrid', country: { code: 'ES', name: 'Spain' } });
    expect((await get('/api/airports/?search=heathrow')).json().results.map((a: { iata: string }) => a.iata)).toContain('LHR');
    const frankfurt = (await get('/api/airports/?search=frankfurt&country=DE')).json();
    expect(frankfurt.results.map((a: { iata: string }) => a.iata)).toContain('FRA');
  });

  it('searches countries in both languages and answers name in the request language', async () => {
    const es = (await get('/api/countries/?search=alemania', { 'accept-language': 'es-ES' })).json();
    expect(es.results).toEqual([expect.objectContaining({ code: 'DE', alpha3: 'DEU', name: 'Alemania', name_en: 'Germany' })]);
    const en = (await get('/api/countries/?search=alemania')).json();
    expect(en.results[0].name).toBe('Germany');
    const first = (await get('/api/countries/?page_size=1', { 'accept-language': 'es' })).json().results[0];
    expect(first.name).toBe('Afganistán');
  });
});
