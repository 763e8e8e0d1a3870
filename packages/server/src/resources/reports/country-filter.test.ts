import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gmapsPlace as place } from '../../test-support/gmaps-place.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Issue #11 item 16: origin_country=DE found nothing and destination_country=IT also found every "United States"
// report ("Un-it-ed"), because the filters were substrings of the stored country name.

let t: TestApp;
let token = '';
const ids: Record<string, number> = {};
const project = `Country filter ${Date.now()}`;

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function list(query: string, language = 'en') {
  const res = await t.call(token, { method: 'GET', url: `/api/reports/?search=${encodeURIComponent(project)}&page_size=50&${query}`, headers: { 'accept-language': language } });
  const body = res.json() as Json;
  return { status: res.statusCode, body, names: res.statusCode === 200 ? (body.results as Json[]).map((r) => r.project_name.slice(project.length + 1)).toSorted() : [] };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
  const reports: [string, ReturnType<typeof place>, ReturnType<typeof place>][] = [
    ['duisburg-newyork', place('Duisburg', 'Germany', 'DE', 51.43, 6.76), place('New York', 'United States of America', 'US', 40.71, -74.0)],
    ['valencia-milan', place('Valencia', 'España', 'ES', 39.47, -0.38), place('Milan', 'Italy', 'IT', 45.46, 9.19)],
    ['madrid-chicago', place('Madrid', 'Spain', 'ES', 40.42, -3.7), place('Chicago', 'Estados Unidos', 'US', 41.88, -87.63)],
    ['lyon-rome', place('Lyon', 'France', 'FR', 45.76, 4.84), place('Roma', 'Italia', 'IT', 41.9, 12.5)],
  ];
  for (const [name, origin, destination] of reports) {
    const res = await t.call(token, {
      method: 'POST',
      url: '/api/reports/',
      payload: { project_name: `${project} ${name}`, date: '2026-05-01', origin: origin.formatted_address, destination: destination.formatted_address, origin_gmaps: origin, destination_gmaps: destination },
    });
    if (res.statusCode !== 201) throw new Error(`POST /api/reports/ answered ${res.statusCode}: ${res.body}`);
    ids[name] = (res.json() as Json).id;
  }
});
afterAll(() => t.close());

describe('GET /api/reports/ country filters', () => {
  it.each([
    ['origin_country=DE', ['duisburg-newyork']],
    ['origin_country=de', ['duisburg-newyork']],
    ['origin_country=DEU', ['duisburg-newyork']],
    ['origin_country=Germany', ['duisburg-newyork']],
    ['origin_country=alemania', ['duisburg-newyork']],
    // The same country whether the place was chosen in English or in Spanish, whatever the case and accents.
    ['origin_country=ES', ['madrid-chicago', 'valencia-milan']],
    ['origin_country=spain', ['madrid-chicago', 'valencia-milan']],
    ['origin_country=ESPAÑA', ['madrid-chicago', 'valencia-milan']],
    ['origin_country=espana', ['madrid-chicago', 'valencia-milan']],
    // IT is Italy, not a part of "United States".
    ['destination_country=IT', ['lyon-rome', 'valencia-milan']],
    ['destination_country=ITA', ['lyon-rome', 'valencia-milan']],
    ['destination_country=Italia', ['lyon-rome', 'valencia-milan']],
    ['destination_country=US', ['duisburg-newyork', 'madrid-chicago']],
    ['destination_country=USA', ['duisburg-newyork', 'madrid-chicago']],
    ['destination_country=United%20States', ['duisburg-newyork', 'madrid-chicago']],
    ['destination_country=estados%20unidos', ['duisburg-newyork', 'madrid-chicago']],
    ['origin_country=FR', ['lyon-rome']],
    ['origin_country=ES&destination_country=US', ['madrid-chicago']],
    ['origin_country=IT', []],
  ])('%s finds %j', async (query, expected) => {
    const answer = await list(query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.names).toEqual(expected);
  });

  it.each(['destination_country=Unit', 'origin_country=Germ', 'origin_country=XX', 'destination_country=states'])(
    'refuses %s, a part of a name or no country at all, naming the filter',
    async (query) => {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      const [field] = Object.keys(answer.body);
      expect(query.startsWith(`${field}=`)).toBe(true);
      expect(answer.body[field as string][0]).toMatch(/^No country is called ".+": give its ISO code/);
    },
  );

  it('says so in Spanish', async () => {
    const answer = await list('origin_country=Atlantis', 'es');
    expect(answer).toMatchObject({ status: 400, body: { origin_country: [expect.stringMatching(/^Ningún país se llama "Atlantis"/)] } });
  });
});
