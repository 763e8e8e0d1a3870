import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';

// docs/decisions/0007-same-origin-and-destination.md: a distance to be computed from a place to itself is a 400
// naming the destination field, in the caller's language; a declared distance is still accepted.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo.super');
});
afterAll(() => t.close());

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(method: 'GET' | 'POST', url: string, payload?: object, language = 'en') {
  const res = await t.call(token, { method, url, payload, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

const EN = 'Destination must differ from origin; to record a local movement, enter the distance.';
const ES = 'El destino debe ser distinto del origen; para registrar un movimiento local, introduzca la distancia.';
const VALENCIA = { lat: 39.4699, lng: -0.3763 };
// 0.004° further north (≈ 0.45 km): the same city picked from another gazetteer entry.
const VALENCIA_AGAIN = { lat: 39.4739, lng: -0.3763 };

interface Kind {
  path: string;
  field: string;
  /** A stage body with both ends at one place and no distance. */
  body: (cargo: number) => object;
  /** The get_distance body with both ends at one place. */
  preview: object;
}

const KINDS: Kind[] = [
  {
    path: 'road-overland-stages',
    field: 'destination',
    body: (cargo) => ({ origin: 'Valencia', destination: 'Valencia', origin_location: VALENCIA, destination_location: VALENCIA_AGAIN, cargos: [{ cargo }] }),
    preview: { origin: VALENCIA, destination: VALENCIA },
  },
  {
    path: 'rail-overland-stages',
    field: 'destination',
    body: (cargo) => ({ origin: 'Valencia', destination: 'Valencia', origin_location: VALENCIA, destination_location: VALENCIA, cargos: [{ cargo }] }),
    preview: { origin: VALENCIA, destination: VALENCIA_AGAIN },
  },
  {
    path: 'air-stages',
    field: 'destination',
    body: (cargo) => ({ origin: 'Valencia', destination: 'Valencia', origin_location: VALENCIA, destination_location: VALENCIA, cargos: [{ cargo }] }),
    preview: { origin: VALENCIA, destination: VALENCIA },
  },
  {
    path: 'nautical-stages',
    field: 'port_destination',
    body: (cargo) => ({ ship_load_type: 'container', port_origin: 'ESVLC', port_destination: 'ESVLC', cargos: [{ cargo }] }),
    preview: { port_origin: 'ESVLC', port_destination: 'esvlc' },
  },
];

async function newReport(): Promise<{ id: number; cargo: number }> {
  const report = await call('POST', '/api/reports/', { project_name: 'Local moves', date: '2026-03-10' });
  expect(report.status, JSON.stringify(report.body)).toBe(201);
  const cargo = await call('POST', `/api/reports/${report.body.id}/cargos/`, { weight: 10 });
  expect(cargo.status, JSON.stringify(cargo.body)).toBe(201);
  return { id: report.body.id, cargo: cargo.body.id };
}

describe.each(KINDS)('POST /api/reports/{id}/$path/ from a place to itself', ({ path, field, body, preview }) => {
  it(`answers 400 naming ${field} in English and Spanish when the distance is to be computed, and saves nothing`, async () => {
    const report = await newReport();
    const url = `/api/reports/${report.id}/${path}/`;
    expect(await call('POST', url, body(report.cargo))).toEqual({ status: 400, body: { [field]: [EN] } });
    expect(await call('POST', url, { ...body(report.cargo), distance: null }, 'es')).toEqual({ status: 400, body: { [field]: [ES] } });
    expect((await call('GET', url)).body.count).toBe(0);
    const totals = await call('GET', `/api/reports/${report.id}/`);
    expect(totals.body.CO2_total).toBe(0);
  });

  it('accepts a declared distance for the local movement (201) and calculates with it', async () => {
    const report = await newReport();
    const saved = await call('POST', `/api/reports/${report.id}/${path}/`, { ...body(report.cargo), distance: 12 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ distance: 12, distance_method: 'declared' });
    expect(saved.body.CO2_total).toBeGreaterThan(0);
  });

  it('answers 400 on get_distance/, naming the same field', async () => {
    const report = await newReport();
    const answer = await call('POST', `/api/reports/${report.id}/${path}/get_distance/`, preview, 'es');
    expect(answer).toEqual({ status: 400, body: { [field]: [ES] } });
  });
});

describe('one harbour under two codes, and the sea route query', () => {
  it('refuses DJJIB → DJPOD (both Djibouti, one position) and GET /api/routes/sea/ from a port to itself', async () => {
    const report = await newReport();
    const twoCodes = await call('POST', `/api/reports/${report.id}/nautical-stages/get_distance/`, { port_origin: 'DJJIB', port_destination: 'DJPOD' });
    expect(twoCodes).toEqual({ status: 400, body: { port_destination: [EN] } });
    expect(await call('GET', '/api/routes/sea/?from=NLRTM&to=NLRTM')).toEqual({ status: 400, body: { to: [EN] } });
    // Two ports that are not one place still route.
    expect((await call('GET', '/api/routes/sea/?from=NLRTM&to=DEHAM')).status).toBe(200);
  });
});
