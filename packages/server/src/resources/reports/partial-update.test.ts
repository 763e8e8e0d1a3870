import { STAGE_PATHS } from '@huella/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// PATCH changes the fields it sends and nothing else; PUT replaces the whole form, a field left out being what
// POST would make of it (docs/spec/part-1.md §7 "update / partial update").

let t: TestApp;
const tokens: Record<string, string> = {};
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;

async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const res = await t.call(tokens[who] as string, { method, url, payload });
  return { status: res.statusCode, body: res.json() as Json };
}

/** The answer of a change expected to succeed; any other status is thrown with its body, to say why. */
async function ok(who: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object): Promise<Json> {
  const res = await call(who, method, url, payload);
  if (res.status !== (method === 'POST' ? 201 : 200)) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const first = async (url: string) => (await call('demo.super', 'GET', `${url}?page_size=1`)).body.results[0] as Json;

/** A child as stored, without the figures a change recalculates. */
function form(body: Json): Json {
  const { CO2_total: _total, cargos, ...rest } = body;
  return cargos === undefined ? rest : { ...rest, cargos: cargos.map(({ CO2_total: _c, ...link }: Json) => link) };
}
/** The same, without what differs between two children made from one form. */
const shape = (body: Json): Json => {
  const { id: _id, reference: _reference, ...rest } = form(body);
  return rest;
};

const withoutStamp = ({ updated_at: _updated, ...rest }: Json): Json => rest;

const VALENCIA = {
  place_id: 'test:valencia',
  formatted_address: 'Valencia, Spain',
  location: { lat: 39.4699, lng: -0.3763 },
  locality: { long_name: 'Valencia', short_name: 'Valencia' },
  country: { long_name: 'Spain', short_name: 'ES' },
};

let reportId: number;
let cargoId: number;
/** Each child form filled in everywhere, and the one field a PATCH changes. */
let FORMS: { name: string; path: string; rich: Json; plain: Json; patch: Json }[];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'platform.super']) tokens[u] = await t.login(u);
  reportId = (await ok('demo.super', 'POST', '/api/reports/', { project_name: 'Partial updates', date: '2026-03-02' })).id;
  cargoId = (await ok('demo.super', 'POST', `/api/reports/${reportId}/cargos/`, { weight: 12 })).id;
  const material = await first('/api/commodities/');
  const truck = await first('/api/road-vehicles/');
  const train = await first('/api/rail-vehicles/');
  const aircraft = await first('/api/aircraft-models/');
  const ship = await first('/api/ship-types/');
  const links = [{ cargo: cargoId, tags: { customer: 'ACME', order: 'PO-9' } }];
  const ends = {
    origin: 'Valencia port gate',
    destination: 'Madrid hub',
    origin_location: { lat: 39.45, lng: -0.33 },
    destination_location: { lat: 40.42, lng: -3.7 },
  };
  FORMS = [
    {
      name: 'cargo',
      path: 'cargos',
      rich: { commodity: material.id, cargo_type: 'teu', weight: 20, teu: 2 },
      plain: { weight: 5 },
      patch: { weight: 3 },
    },
    {
      name: 'road stage',
      path: STAGE_PATHS.road,
      rich: {
        ...ends,
        distance: 400,
        operated_by: 'own',
        vehicle: truck.id,
        vehicle_load_type: 'full_cargo',
        euro_standard: 'euro_5',
        vehicles_number: 2,
        capacity_load: 20,
        cargos: links,
      },
      plain: { distance: 400, cargos: [{ cargo: cargoId }] },
      patch: { distance: 410 },
    },
    {
      name: 'rail stage',
      path: STAGE_PATHS.rail,
      rich: { ...ends, distance: 420, operated_by: 'own', vehicle: train.id, cargos: links },
      plain: { distance: 420, cargos: [{ cargo: cargoId }] },
      patch: { distance: 430 },
    },
    {
      name: 'air stage',
      path: STAGE_PATHS.air,
      rich: {
        ...ends,
        distance: 1500,
        aircraft_type: 'passenger_cargo',
        aircraft_model: aircraft.id,
        LTO: 2,
        aircraft_load_type: 'full_cargo',
        capacity_load: 2,
        vehicles_number: 3,
        cargos: links,
      },
      plain: { distance: 1500, cargos: [{ cargo: cargoId }] },
      patch: { distance: 1600 },
    },
    {
      name: 'nautical stage',
      path: STAGE_PATHS.nautical,
      rich: {
        distance: 9000,
        ship_type: ship.id,
        ship_load_type: 'container',
        ship_fuel_type: 'lng',
        gross_tonnage: 12000,
        total_load: 900,
        port_operations: 'load_and_discharge',
        vehicles_number: 2,
        port_origin: 'ESVLC',
        port_destination: 'CNSHA',
        avoid: ['suez'],
        cargos: links,
      },
      plain: { ship_load_type: 'container', distance: 9000, cargos: [{ cargo: cargoId }] },
      patch: { distance: 9100 },
    },
    {
      name: 'storage',
      path: 'storages',
      rich: { warehouse_name: 'North hub', place: 'Valencia', place_gmaps: VALENCIA, moves_number: 2, type: 'third_party', cargos: links },
      plain: { warehouse_name: 'North hub', moves_number: 2, cargos: [{ cargo: cargoId }] },
      patch: { moves_number: 3 },
    },
  ];
});
afterAll(() => t.close());

describe('PATCH of a report child', () => {
  it('changes only the fields it sends', async () => {
    for (const { name, path, rich, patch } of FORMS) {
      const list = `/api/reports/${reportId}/${path}/`;
      const created = await ok('demo.super', 'POST', list, rich);
      const patched = await ok('demo.super', 'PATCH', `${list}${created.id}/`, patch);
      expect(form(patched), name).toEqual({ ...form(created), ...patch });
      expect(form((await call('demo.super', 'GET', `${list}${created.id}/`)).body), name).toEqual(form(patched));
    }
  });
});

describe('PUT of a report child', () => {
  it('replaces the whole form, a field left out being what POST makes of it', async () => {
    for (const { name, path, rich, plain } of FORMS) {
      const list = `/api/reports/${reportId}/${path}/`;
      const stored = await ok('demo.super', 'POST', list, rich);
      const replaced = await ok('demo.super', 'PUT', `${list}${stored.id}/`, plain);
      const fresh = await ok('demo.super', 'POST', list, plain);
      expect(shape(replaced), name).toEqual(shape(fresh));
      expect(shape(replaced), name).not.toEqual(shape(stored));
    }
  });
});

describe('PATCH /api/reports/{id}/', () => {
  it('changes only the fields it sends', async () => {
    const full = {
      project_name: 'Before',
      project_reference: 'PR-1',
      date: '2026-03-03',
      origin: 'Valencia, Spain',
      destination: 'Lyon',
      origin_gmaps: VALENCIA,
      destination_location: { lat: 45.76, lng: 4.83 },
    };
    const created = await ok('demo.super', 'POST', '/api/reports/', full);
    const patched = await ok('demo.super', 'PATCH', `/api/reports/${created.id}/`, { project_name: 'After' });
    expect(withoutStamp(patched)).toEqual({ ...withoutStamp(created), project_name: 'After' });
  });

  it('keeps a business trip a business trip', async () => {
    const trip = await ok('platform.super', 'POST', '/api/reports/', { project_name: 'Trip', date: '2026-03-03', business_trip: true });
    const patched = await ok('platform.super', 'PATCH', `/api/reports/${trip.id}/`, { project_reference: 'T-1' });
    expect(patched).toMatchObject({ business_trip: true, project_reference: 'T-1', project_name: 'Trip' });
  });
});
