import { PASSAGE_NAMES } from '@huella/emissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.user');
});
afterAll(() => t.close());

const route = (query: string, headers: Record<string, string> = {}) =>
  t.call(token, { method: 'GET', url: `/api/routes/sea/?${query}`, headers });

describe('GET /api/routes/sea/', () => {
  it('routes Valencia to Shanghai through Suez, with the ports named and a drawable line', async () => {
    const res = await route('from=ESVLC&to=cnsha');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      method: 'sea_network',
      from: { locode: 'ESVLC', name: 'Valencia' },
      to: { locode: 'CNSHA', name: 'Shanghai' },
    });
    expect(body.passages).toEqual(expect.arrayContaining(['suez', 'babelmandeb', 'malacca']));
    expect(body.distance_nm).toBeCloseTo(body.distance_km / 1.852, 6);
    expect(body.geometry.type).toBe('LineString');
    expect(body.geometry.coordinates.length).toBeGreaterThan(10);
  });

  it('sails round the Cape, longer and without Suez, when Suez and Bab-el-Mandeb are closed', async () => {
    const viaSuez = (await route('from=ESVLC&to=CNSHA')).json();
    const viaCape = (await route('from=ESVLC&to=CNSHA&avoid=suez, BabelMandeb')).json();
    expect(viaCape.passages).not.toContain('suez');
    expect(viaCape.passages).not.toContain('babelmandeb');
    expect(viaCape.distance_km).toBeGreaterThan(viaSuez.distance_km + 5000);
  });

  it('agrees within 3 % with the published distance Shanghai–Singapore', async () => {
    // NGA Pub. 151, Distances Between Ports (2001), Shanghai table: Singapore 2,207 nm (docs/sea-routing.md).
    const body = (await route('from=CNSHA&to=SGSIN')).json();
    expect(Math.abs(body.distance_nm / 2207 - 1)).toBeLessThan(0.03);
  });

  it('answers 400 naming from and to for unknown LOCODEs, and avoid for an unknown passage', async () => {
    const ports = await route('from=XXNOPE&to=ZZZZZ');
    expect(ports.statusCode).toBe(400);
    expect(ports.json()).toEqual({
      from: ['No port with the UN/LOCODE "XXNOPE".'],
      to: ['No port with the UN/LOCODE "ZZZZZ".'],
    });
    const passage = await route('from=ESVLC&to=CNSHA&avoid=suez,atlantis', { 'accept-language': 'es' });
    expect(passage.statusCode).toBe(400);
    expect(passage.json()).toEqual({
      avoid: [`Paso desconocido "atlantis". Elija entre: ${PASSAGE_NAMES.join(', ')}.`],
    });
    const missing = await route('from=ESVLC');
    expect(missing.json()).toEqual({ to: ['This field is required.'] });
  });

  it('answers 422 when the closed passages leave no route', async () => {
    const res = await route('from=UAODS&to=ESVLC&avoid=bosporus');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'No sea route joins Odessa (UAODS) and Valencia (ESVLC) with the passages closed (bosporus).',
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call(null, { method: 'GET', url: '/api/routes/sea/?from=ESVLC&to=CNSHA' })).statusCode).toBe(401);
  });
});
