import type { PlaceDetails, PlacePredictions } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGazetteer } from '../../places/shared-gazetteer.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.user');
  // Built once for the file, before the first request, so no test carries the build in its own time.
  getGazetteer();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.call(token, { method: 'GET', url, headers });
const search = async (query: string) => {
  const res = await get(`/api/places/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlacePredictions>();
};
const details = async (id: string, query = '') => {
  const res = await get(`/api/places/${encodeURIComponent(id)}/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PlaceDetails>();
};
const ids = (body: PlacePredictions) => body.predictions.map((p) => p.place_id);

describe('GET /api/places/', () => {
  it('answers predictions in the shape of Google Places autocomplete', async () => {
    const body = await search('search=valencia%20espa%C3%B1a&language=es');
    expect(body.status).toBe('OK');
    expect(body.predictions[0]).toEqual({
      description: 'Valencia, España',
      place_id: 'city:2509954',
      types: ['locality'],
      structured_formatting: { main_text: 'Valencia', secondary_text: 'España' },
    });
    expect(ids(body)).toEqual(['city:2509954', 'port:ESVLC', 'airport:VLC']);
  });

  it('gives country names in English by default', async () => {
    const body = await search('search=Malaga');
    expect(body.predictions[0]?.description).toBe('Málaga, Spain');
  });

  it('finds the airport by IATA code and the port by UN/LOCODE, in any case', async () => {
    expect(ids(await search('search=MAD'))[0]).toBe('airport:MAD');
    expect(ids(await search('search=esvlc'))).toEqual(['port:ESVLC']);
    expect((await search('search=ESVLC')).predictions[0]?.description).toBe('Port of Valencia (ESVLC), Spain');
  });

  it('caps the number of predictions at limit', async () => {
    expect((await search('search=san')).predictions).toHaveLength(10);
    expect((await search('search=san&limit=20')).predictions).toHaveLength(20);
    expect((await search('search=san&limit=3')).predictions).toHaveLength(3);
  });

  it('answers ZERO_RESULTS when nothing matches', async () => {
    expect(await search('search=xqzxqz')).toEqual({ predictions: [], status: 'ZERO_RESULTS' });
  });

  it('answers 400 naming search, language or limit, in the language of the request', async () => {
    const missing = await get('/api/places/');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ search: ['This field is required.'] });
    expect((await get('/api/places/?search=%20%20')).json()).toEqual({ search: ['This field may not be blank.'] });
    expect((await get(`/api/places/?search=${'a'.repeat(101)}`)).json()).toEqual({
      search: ['Ensure this field has no more than 100 characters.'],
    });
    const language = await get('/api/places/?search=val&language=fr', { 'accept-language': 'es' });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toEqual({ language: ['Opción no válida. Elija una de: en, es.'] });
    expect((await get('/api/places/?search=val&limit=21')).json()).toEqual({
      limit: ['Ensure this value is less than or equal to 20.'],
    });
  });

  it('answers 401 without a token', async () => {
    const res = await t.call(null, { method: 'GET', url: '/api/places/?search=val' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /api/places/:place_id/', () => {
  it('gives a city its locality and country, and no region it does not know', async () => {
    expect(await details('city:2509954', '?language=es')).toEqual({
      place_id: 'city:2509954',
      name: 'Valencia',
      formatted_address: 'Valencia, España',
      address_components: [
        { long_name: 'Valencia', short_name: 'Valencia', types: ['locality', 'political'] },
        { long_name: 'España', short_name: 'ES', types: ['country', 'political'] },
      ],
      geometry: { location: { lat: 39.46975, lng: -0.37739 } },
      types: ['locality'],
      gmaps: {
        place_id: 'city:2509954',
        formatted_address: 'Valencia, España',
        location: { lat: 39.46975, lng: -0.37739 },
        locality: { long_name: 'Valencia', short_name: 'Valencia' },
        country: { long_name: 'España', short_name: 'ES' },
      },
    });
  });

  it('gives a port its LOCODE location and country', async () => {
    const port = await details('port:NLRTM');
    expect(port).toMatchObject({
      name: 'Port of Rotterdam',
      formatted_address: 'Port of Rotterdam (NLRTM), Netherlands',
      types: ['port'],
      gmaps: {
        locality: { long_name: 'Rotterdam', short_name: 'Rotterdam' },
        country: { long_name: 'Netherlands', short_name: 'NL' },
      },
    });
    expect(port.gmaps.administrative_area_level_1).toBeUndefined();
    expect(port.geometry.location.lat).toBeCloseTo(51.9, 0);
  });

  it('gives an airport its municipality, region and country', async () => {
    const airport = await details('airport:MAD');
    expect(airport.formatted_address).toBe('Adolfo Suárez Madrid–Barajas Airport (MAD), Madrid, Spain');
    expect(airport.address_components).toEqual([
      { long_name: 'Madrid', short_name: 'Madrid', types: ['locality', 'political'] },
      { long_name: 'Madrid', short_name: 'MD', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'Spain', short_name: 'ES', types: ['country', 'political'] },
    ]);
    expect(airport.gmaps).toEqual({
      place_id: 'airport:MAD',
      formatted_address: airport.formatted_address,
      location: { lat: 40.471926, lng: -3.56264 },
      locality: { long_name: 'Madrid', short_name: 'Madrid' },
      administrative_area_level_1: { long_name: 'Madrid', short_name: 'MD' },
      country: { long_name: 'Spain', short_name: 'ES' },
    });
  });

  it('answers 404 for an unknown or malformed place id', async () => {
    for (const id of ['city:1', 'airport:ZZZ', 'port:XXXXX', 'MAD', 'city:', 'x'.repeat(150)]) {
      const res = await get(`/api/places/${encodeURIComponent(id)}/`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 400 naming language', async () => {
    const res = await get('/api/places/airport:MAD/?language=de');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['language']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/places/airport:MAD/' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents both routes with their answers', async () => {
    const res = await get('/api/schema/');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    expect(Object.keys(doc.paths['/api/places/']?.get?.responses ?? {})).toEqual(['200', '400', '401']);
    expect(Object.keys(doc.paths['/api/places/{place_id}/']?.get?.responses ?? {})).toEqual(['200', '400', '401', '404']);
  });
});
