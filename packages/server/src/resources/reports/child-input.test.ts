import { STAGE_PATHS } from '@huella/contracts';
import { PASSAGE_NAMES } from '@huella/emissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Bad input, field by field, for every child form of a report (cargo, the four stage kinds, storage): each is a
// 400 naming the field DRF-style, in English or in Spanish as asked, and nothing is saved, whether it comes by
// POST, PUT or PATCH (decision 0006 "Recalculation": nothing of a refused change is kept).

let t: TestApp;
const tokens: Record<string, string> = {};
// Answers are explored field by field as a client would; their shapes are checked by the route schemas.
// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(who: string, method: Method, url: string, payload?: object, language = 'en') {
  const res = await t.call(tokens[who] as string, { method, url, payload, headers: { 'accept-language': language } });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
}

/** Setting the scene: anything but 201 is a broken fixture, not a finding. */
async function created(who: string, url: string, payload: object): Promise<Json> {
  const res = await call(who, 'POST', url, payload);
  if (res.status !== 201) throw new Error(`POST ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const PASSAGES = PASSAGE_NAMES.join(', ');

/** English and Spanish of one message (http/messages.ts), written out so a lost translation shows. */
type Said = readonly [en: string, es: string];
const SAID = {
  required: ['This field is required.', 'Este campo es obligatorio.'],
  blank: ['This field may not be blank.', 'Este campo no puede estar vacío.'],
  notNumber: ['A valid number is required.', 'Se requiere un número válido.'],
  notInteger: ['A valid integer is required.', 'Se requiere un número entero válido.'],
  notText: ['Not a valid string.', 'No es un valor válido de tipo texto.'],
  notList: ['Not a valid list.', 'No es un valor válido de tipo lista.'],
  notObject: ['Not a valid object.', 'No es un valor válido de tipo objeto.'],
  distanceNeeded: ['Enter a distance, or the origin and destination so that it can be computed.', 'Introduzca una distancia, o el origen y el destino para calcularla.'],
  invalid: ['Enter a valid value.', 'Introduzca un valor válido.'],
  cargoRequired: ['Select at least one cargo.', 'Seleccione al menos una carga.'],
  duplicateCargo: ['This cargo is listed twice.', 'Esta carga aparece dos veces.'],
  tripSection: ['Business trips have no nautical or warehousing data.', 'Los viajes de negocios no tienen datos de transporte marítimo ni de almacenaje.'],
  max: (n: number): Said => [`Ensure this value is less than or equal to ${n}.`, `Asegúrese de que este valor sea menor o igual que ${n}.`],
  min: (n: number): Said => [`Ensure this value is greater than or equal to ${n}.`, `Asegúrese de que este valor sea mayor o igual que ${n}.`],
  tooLong: (n: number): Said => [`Ensure this field has no more than ${n} characters.`, `Asegúrese de que este campo no tenga más de ${n} caracteres.`],
  tooMany: (n: number): Said => [`Ensure this list has no more than ${n} items.`, `Asegúrese de que la lista no tenga más de ${n} elementos.`],
  choice: (options: string): Said => [`Not a valid choice. Choose one of: ${options}.`, `Opción no válida. Elija una de: ${options}.`],
  missing: (id: number | string): Said => [`Invalid id "${id}": the object does not exist.`, `Id "${id}" no válido: el objeto no existe.`],
  tag: (tag: string, allowed: string): Said => [
    `Tag "${tag}" is not one of your company's tags (${allowed}).`,
    `La etiqueta "${tag}" no es una de las etiquetas de su empresa (${allowed}).`,
  ],
  passage: (name: string): Said => [`Unknown passage "${name}". Choose among: ${PASSAGES}.`, `Paso desconocido "${name}". Elija entre: ${PASSAGES}.`],
  locode: (code: string): Said => [`No port with the UN/LOCODE "${code}".`, `No hay ningún puerto con el UN/LOCODE "${code}".`],
} as const;

/** The ids the cases refer to. */
interface Ids {
  /** Demo Logistics' report under test, and its cargo. */
  report: number;
  cargo: number;
  /** A cargo of another report of the same company, and one of another company. */
  otherReportCargo: number;
  foreignCargo: number;
  commodity: number;
  foreignCommodity: number;
}
let ids: Ids;
/** Stand-ins to tell, before the ids exist, which fields a case sends. */
const SAMPLE_IDS: Ids = { report: 1, cargo: 1, otherReportCargo: 2, foreignCargo: 3, commodity: 1, foreignCommodity: 2 };
/** One child of each form in the report under test, for PUT and PATCH. */
const existing: Record<string, number> = {};

interface Case {
  name: string;
  /** The fields over the valid form; `undefined` leaves a field out. */
  set: (ids: Ids) => Record<string, unknown>;
  errors: (ids: Ids) => Record<string, Said | Said[]>;
}
const bad = (name: string, set: Case['set'], errors: Case['errors'] | Record<string, Said | Said[]>): Case => ({
  name,
  set,
  errors: typeof errors === 'function' ? errors : () => errors,
});

function bodyIn(language: 0 | 1, errors: Record<string, Said | Said[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [field, (Array.isArray(said[0]) ? (said as Said[]) : [said as Said]).map((s) => s[language])]),
  );
}

const LINK_CASES: Case[] = [
  bad('cargos of the wrong type', () => ({ cargos: 'all' }), { cargos: SAID.notList }),
  bad('a cargo id that is not a number', () => ({ cargos: [{ cargo: 'first' }] }), { 'cargos.0.cargo': SAID.notNumber }),
  bad('an unknown cargo id', () => ({ cargos: [{ cargo: 2_000_000_000 }] }), { cargos: SAID.missing(2_000_000_000) }),
  bad('a cargo of another report', (x) => ({ cargos: [{ cargo: x.otherReportCargo }] }), (x) => ({ cargos: SAID.missing(x.otherReportCargo) })),
  bad('a cargo of another company', (x) => ({ cargos: [{ cargo: x.foreignCargo }] }), (x) => ({ cargos: SAID.missing(x.foreignCargo) })),
  bad('the same cargo twice', (x) => ({ cargos: [{ cargo: x.cargo }, { cargo: x.cargo }] }), { cargos: SAID.duplicateCargo }),
  bad('a tag the company does not allow', (x) => ({ cargos: [{ cargo: x.cargo, tags: { colour: 'red' } }] }), {
    cargos: SAID.tag('colour', 'customer, order, cost_center'),
  }),
  bad(
    'every link problem at once',
    (x) => ({ cargos: [{ cargo: x.foreignCargo, tags: { colour: 'red' } }, { cargo: x.cargo }] }),
    (x) => ({ cargos: [SAID.missing(x.foreignCargo), SAID.tag('colour', 'customer, order, cost_center')] }),
  ),
  bad('a tag value too long', (x) => ({ cargos: [{ cargo: x.cargo, tags: { customer: 'x'.repeat(501) } }] }), { 'cargos.0.tags.customer': SAID.tooLong(500) }),
  bad('tags that are not a map', (x) => ({ cargos: [{ cargo: x.cargo, tags: ['customer'] }] }), { 'cargos.0.tags': SAID.notObject }),
  bad('a tag value that is not text', (x) => ({ cargos: [{ cargo: x.cargo, tags: { customer: 7 } }] }), { 'cargos.0.tags.customer': SAID.notText }),
  bad('more than 500 links', (x) => ({ cargos: Array.from({ length: 501 }, () => ({ cargo: x.cargo })) }), { cargos: SAID.tooMany(500) }),
];

const PLACE_CASES: Case[] = [
  bad('an origin text too long', () => ({ origin: 'x'.repeat(501) }), { origin: SAID.tooLong(500) }),
  bad('a latitude beyond the pole', () => ({ origin_location: { lat: 91, lng: 0 } }), { 'origin_location.lat': SAID.max(90) }),
  bad('a longitude that is text', () => ({ destination_location: { lat: 0, lng: 'east' } }), { 'destination_location.lng': SAID.notNumber }),
  bad('a place without coordinates', () => ({ origin_gmaps: { place_id: 'x', formatted_address: 'X' } }), { 'origin_gmaps.location': SAID.required }),
];

const STAGE_COMMON_CASES: Case[] = [
  bad('no cargos field', () => ({ cargos: undefined }), { cargos: SAID.required }),
  bad('a distance that is text', () => ({ distance: 'far' }), { distance: SAID.notNumber }),
  bad('a negative distance', () => ({ distance: -5 }), { distance: SAID.min(0) }),
  bad('a distance beyond any trip', () => ({ distance: 50_001 }), { distance: SAID.max(50_000) }),
  bad('a huge distance', () => ({ distance: 1e308 }), { distance: SAID.max(50_000) }),
  bad('an unknown operator', () => ({ operated_by: 'myself' }), { operated_by: SAID.choice('own, third_party') }),
  ...LINK_CASES,
];

const COUNT_CASES = (field: string, max: number): Case[] => [
  bad(`${field} zero`, () => ({ [field]: 0 }), { [field]: SAID.min(1) }),
  bad(`${field} a fraction`, () => ({ [field]: 1.5 }), { [field]: SAID.notInteger }),
  bad(`${field} too many`, () => ({ [field]: max + 1 }), { [field]: SAID.max(max) }),
];

/** Each form: where it is posted, the valid form the cases start from, and its own cases. */
const FORMS: { name: string; path: string; valid: (x: Ids) => Record<string, unknown>; cases: Case[] }[] = [
  {
    name: 'cargo',
    path: 'cargos',
    valid: () => ({ weight: 2 }),
    cases: [
      bad('a weight that is text', () => ({ weight: 'heavy' }), { weight: SAID.notNumber }),
      bad('a negative weight', () => ({ weight: -1 }), { weight: SAID.min(0) }),
      bad('a huge weight', () => ({ weight: 1e8 }), { weight: SAID.max(10_000_000) }),
      bad('no weight for a conventional cargo', () => ({ weight: undefined }), { weight: SAID.required }),
      bad('a null weight for a conventional cargo', () => ({ weight: null }), { weight: SAID.required }),
      bad('an unknown cargo type', () => ({ cargo_type: 'pallet' }), { cargo_type: SAID.choice('conventional, teu') }),
      bad('neither TEU nor weight for a TEU cargo', () => ({ cargo_type: 'teu', weight: undefined, teu: undefined }), { teu: SAID.required }),
      bad('a huge TEU count', () => ({ cargo_type: 'teu', teu: 2e6 }), { teu: SAID.max(1_000_000) }),
      bad('a passenger count of zero', () => ({ passengersNumber: 0 }), { passengersNumber: SAID.min(1) }),
      bad('an unknown material', () => ({ commodity: 2_000_000_000 }), { commodity: SAID.missing(2_000_000_000) }),
      bad('another company’s material', (x) => ({ commodity: x.foreignCommodity }), (x) => ({ commodity: SAID.missing(x.foreignCommodity) })),
      bad('a material id that is not a number', () => ({ commodity: 'steel' }), { commodity: SAID.notNumber }),
      bad('several bad fields at once', () => ({ weight: 'x', cargo_type: 'x', teu: -1 }), {
        weight: SAID.notNumber,
        cargo_type: SAID.choice('conventional, teu'),
        teu: SAID.min(0),
      }),
    ],
  },
  {
    name: 'road stage',
    path: STAGE_PATHS.road,
    valid: (x) => ({ distance: 100, cargos: [{ cargo: x.cargo }] }),
    cases: [
      ...STAGE_COMMON_CASES,
      ...PLACE_CASES,
      bad('no cargo (docs/spec/part-2.md §5)', () => ({ cargos: [] }), { cargos: SAID.cargoRequired }),
      bad('an unknown vehicle', () => ({ vehicle: 2_000_000_000 }), { vehicle: SAID.missing(2_000_000_000) }),
      bad('an unknown load type', () => ({ vehicle_load_type: 'half' }), { vehicle_load_type: SAID.choice('full_cargo, groupage') }),
      bad('an unknown euro standard', () => ({ euro_standard: 'euro_9' }), {
        euro_standard: SAID.choice('euro_1, euro_2, euro_3, euro_4, euro_5, euro_6'),
      }),
      ...COUNT_CASES('vehicles_number', 100_000),
      bad('a huge payload', () => ({ capacity_load: 1e6 }), { capacity_load: SAID.max(100_000) }),
      bad('neither distance nor places', () => ({ distance: undefined }), { origin: SAID.distanceNeeded }),
    ],
  },
  {
    name: 'rail stage',
    path: STAGE_PATHS.rail,
    valid: (x) => ({ distance: 300, cargos: [{ cargo: x.cargo }] }),
    cases: [
      ...STAGE_COMMON_CASES,
      ...PLACE_CASES,
      bad('an unknown vehicle', () => ({ vehicle: 2_000_000_000 }), { vehicle: SAID.missing(2_000_000_000) }),
      bad('neither distance nor places', () => ({ distance: undefined }), { origin: SAID.distanceNeeded }),
      bad('an origin but no destination', () => ({ distance: undefined, origin_location: { lat: 40, lng: -3 } }), { destination: SAID.distanceNeeded }),
    ],
  },
  {
    name: 'air stage',
    path: STAGE_PATHS.air,
    valid: (x) => ({ distance: 1500, cargos: [{ cargo: x.cargo }] }),
    cases: [
      ...STAGE_COMMON_CASES,
      ...PLACE_CASES,
      bad('an unknown aircraft type', () => ({ aircraft_type: 'glider' }), { aircraft_type: SAID.choice('passenger_cargo, freighter, super_transporter') }),
      bad('an unknown family and model', () => ({ aircraft_family: 2_000_000_000, aircraft_model: 2_000_000_001 }), {
        aircraft_family: SAID.missing(2_000_000_000),
        aircraft_model: SAID.missing(2_000_000_001),
      }),
      bad('an unknown load type', () => ({ aircraft_load_type: 'half' }), { aircraft_load_type: SAID.choice('full_cargo, groupage') }),
      ...COUNT_CASES('LTO', 100),
      ...COUNT_CASES('vehicles_number', 100_000),
      bad('a huge payload', () => ({ capacity_load: 1e5 + 1 }), { capacity_load: SAID.max(100_000) }),
      bad('neither distance nor places', () => ({ distance: undefined }), { origin: SAID.distanceNeeded }),
    ],
  },
  {
    name: 'nautical stage',
    path: STAGE_PATHS.nautical,
    valid: (x) => ({ ship_load_type: 'container', distance: 2000, cargos: [{ cargo: x.cargo }] }),
    cases: [
      ...STAGE_COMMON_CASES,
      bad('no cargo (docs/spec/part-2.md §5)', () => ({ cargos: [] }), { cargos: SAID.cargoRequired }),
      bad('no load type', () => ({ ship_load_type: undefined }), { ship_load_type: SAID.required }),
      bad('an unknown load type', () => ({ ship_load_type: 'bulk' }), {
        ship_load_type: SAID.choice('full_cargo, groupage, groupage_roro, container'),
      }),
      bad('an unknown fuel', () => ({ ship_fuel_type: 'coal' }), { ship_fuel_type: SAID.choice('mgo_mdo, lng') }),
      bad('an unknown ship type', () => ({ ship_type: 2_000_000_000 }), { ship_type: SAID.missing(2_000_000_000) }),
      bad('an unknown port operation', () => ({ port_operations: 'lots' }), {
        port_operations: SAID.choice('none, load_or_discharge, load_and_discharge'),
      }),
      bad('a port that is not a UN/LOCODE', () => ({ port_origin: 'Valencia' }), { port_origin: SAID.invalid }),
      bad('ports nobody knows', () => ({ port_origin: 'ZZZZZ', port_destination: 'QQ999' }), {
        port_origin: SAID.locode('ZZZZZ'),
        port_destination: SAID.locode('QQ999'),
      }),
      bad('a huge gross tonnage', () => ({ gross_tonnage: 2e6 }), { gross_tonnage: SAID.max(1_000_000) }),
      bad('a huge total load', () => ({ total_load: 2e7 }), { total_load: SAID.max(10_000_000) }),
      ...COUNT_CASES('vehicles_number', 100_000),
      bad('passages that are not a list', () => ({ avoid: 'suez' }), { avoid: SAID.notList }),
      bad('too many passages', () => ({ avoid: Array.from({ length: 21 }, () => 'suez') }), { avoid: SAID.tooMany(20) }),
      bad('neither distance nor ports', () => ({ distance: undefined }), { port_origin: SAID.distanceNeeded }),
      bad('a port of origin but no destination', () => ({ distance: undefined, port_origin: 'ESVLC' }), { port_destination: SAID.distanceNeeded }),
      bad('an unknown passage to route around', () => ({ distance: undefined, port_origin: 'ESVLC', port_destination: 'CNSHA', avoid: ['atlantis'] }), {
        avoid: SAID.passage('atlantis'),
      }),
      bad('an unknown passage beside a declared distance', () => ({ avoid: ['suez', ' Atlantis '] }), { avoid: SAID.passage('atlantis') }),
    ],
  },
  {
    name: 'storage',
    path: 'storages',
    valid: (x) => ({ warehouse_name: 'Hub', moves_number: 2, cargos: [{ cargo: x.cargo }] }),
    cases: [
      bad('no warehouse name', () => ({ warehouse_name: undefined }), { warehouse_name: SAID.required }),
      bad('a blank warehouse name', () => ({ warehouse_name: '   ' }), { warehouse_name: SAID.blank }),
      bad('a warehouse name that is a number', () => ({ warehouse_name: 12 }), { warehouse_name: SAID.notText }),
      bad('a huge warehouse name', () => ({ warehouse_name: 'x'.repeat(100_000) }), { warehouse_name: SAID.tooLong(255) }),
      bad('no moves', () => ({ moves_number: undefined }), { moves_number: SAID.required }),
      bad('negative moves', () => ({ moves_number: -1 }), { moves_number: SAID.min(0) }),
      bad('a fraction of a move', () => ({ moves_number: 1.5 }), { moves_number: SAID.notInteger }),
      bad('moves that are text', () => ({ moves_number: 'two' }), { moves_number: SAID.notNumber }),
      bad('a huge number of moves', () => ({ moves_number: 1e9 }), { moves_number: SAID.max(1_000_000) }),
      bad('an unknown type', () => ({ type: 'rented' }), { type: SAID.choice('own, third_party') }),
      bad('a place text too long', () => ({ place: 'x'.repeat(501) }), { place: SAID.tooLong(500) }),
      bad('a longitude beyond the date line', () => ({ place_location: { lat: 0, lng: 181 } }), { 'place_location.lng': SAID.max(180) }),
      bad('no cargos field', () => ({ cargos: undefined }), { cargos: SAID.required }),
      ...LINK_CASES,
    ],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['demo.super', 'scope3.super', 'platform.super']) tokens[u] = await t.login(u);
  const report = await created('demo.super', '/api/reports/', { project_name: 'Bad input', date: '2026-03-02' });
  const cargo = await created('demo.super', `/api/reports/${report.id}/cargos/`, { weight: 10 });
  const otherReport = await created('demo.super', '/api/reports/', { project_name: 'Bad input, other report', date: '2026-03-02' });
  const otherReportCargo = await created('demo.super', `/api/reports/${otherReport.id}/cargos/`, { weight: 1 });
  const foreign = await created('scope3.super', '/api/reports/', { project_name: 'Bad input, other company', date: '2026-03-02' });
  const foreignCargo = await created('scope3.super', `/api/reports/${foreign.id}/cargos/`, { weight: 1 });
  const commodity = (await call('demo.super', 'GET', '/api/commodities/?page_size=1')).body.results[0];
  const foreignCommodity = await created('scope3.super', '/api/commodities/', { name: 'Scope three steel', description: 'Coils' });
  ids = {
    report: report.id,
    cargo: cargo.id,
    otherReportCargo: otherReportCargo.id,
    foreignCargo: foreignCargo.id,
    commodity: commodity.id,
    foreignCommodity: foreignCommodity.id,
  };
  for (const form of FORMS) existing[form.name] = (await created('demo.super', `/api/reports/${report.id}/${form.path}/`, form.valid(ids))).id;
});
afterAll(() => t.close());

/** The report and every child list as stored: what a refused change must leave alone. */
async function stored(): Promise<unknown[]> {
  const paths = ['', ...FORMS.map((f) => `${f.path}/`)];
  const out: unknown[] = [];
  for (const path of paths) out.push((await call('demo.super', 'GET', `/api/reports/${ids.report}/${path}?page_size=1000`)).body);
  return out;
}

for (const form of FORMS) {
  describe(`${form.name}: /api/reports/{id}/${form.path}/`, () => {
    it('accepts the valid form every case starts from', async () => {
      const list = `/api/reports/${ids.report}/${form.path}/`;
      const res = await call('demo.super', 'POST', list, form.valid(ids));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await call('demo.super', 'DELETE', `${list}${res.body.id}/`)).status).toBe(204);
    });

    const list = () => `/api/reports/${ids.report}/${form.path}/`;
    const one = () => `${list()}${existing[form.name]}/`;

    it.each(form.cases.map((c) => [c.name, c] as const))('answers POST and PUT with 400 for %s, in English and Spanish, saving nothing', async (_name, c) => {
      const before = await stored();
      const full = { ...form.valid(ids), ...c.set(ids) };
      const errors = c.errors(ids);
      expect(await call('demo.super', 'POST', list(), full)).toEqual({ status: 400, body: bodyIn(0, errors) });
      expect(await call('demo.super', 'POST', list(), full, 'es')).toEqual({ status: 400, body: bodyIn(1, errors) });
      expect(await call('demo.super', 'PUT', one(), full, 'es')).toEqual({ status: 400, body: bodyIn(1, errors) });
      expect(await stored()).toEqual(before);
    });

    // PATCH sends only the bad fields; leaving a field out is no error there.
    const patchCases = form.cases.filter((c) => Object.values(c.set(SAMPLE_IDS)).every((v) => v !== undefined));
    it.each(patchCases.map((c) => [c.name, c] as const))('answers PATCH with 400 for %s, changing nothing', async (_name, c) => {
      const before = await stored();
      expect(await call('demo.super', 'PATCH', one(), c.set(ids))).toEqual({ status: 400, body: bodyIn(0, c.errors(ids)) });
      expect(await stored()).toEqual(before);
    });
  });
}

describe('rules of the company and the report', () => {
  it('refuses a tag that the report’s company does not allow, even if another company allows it', async () => {
    const report = await created('scope3.super', '/api/reports/', { project_name: 'Scope three tags', date: '2026-03-02' });
    const cargo = await created('scope3.super', `/api/reports/${report.id}/cargos/`, { weight: 4 });
    const links = [{ cargo: cargo.id, tags: { customer: 'ACME', order: 'PO-1' } }];
    const forms: [string, object][] = [
      [STAGE_PATHS.road, { distance: 10, cargos: links }],
      [STAGE_PATHS.rail, { distance: 10, cargos: links }],
      [STAGE_PATHS.air, { distance: 900, cargos: links }],
      [STAGE_PATHS.nautical, { ship_load_type: 'container', distance: 900, cargos: links }],
      ['storages', { warehouse_name: 'Hub', moves_number: 1, cargos: links }],
    ];
    for (const [path, body] of forms) {
      const url = `/api/reports/${report.id}/${path}/`;
      const res = await call('scope3.super', 'POST', url, body, 'es');
      expect(res, path).toEqual({ status: 400, body: { cargos: [SAID.tag('order', 'customer')[1]] } });
      expect((await call('scope3.super', 'GET', url)).body.count, path).toBe(0);
    }
  });

  it('refuses nautical and warehousing data on a business trip, and passenger counts out of range', async () => {
    const trip = await created('platform.super', '/api/reports/', { project_name: 'Trip', date: '2026-03-02', business_trip: true });
    const cargo = await created('platform.super', `/api/reports/${trip.id}/cargos/`, { passengersNumber: 2 });
    const sea = await call('platform.super', 'POST', `/api/reports/${trip.id}/${STAGE_PATHS.nautical}/`, {
      ship_load_type: 'container',
      distance: 100,
      cargos: [{ cargo: cargo.id }],
    });
    expect(sea).toEqual({ status: 400, body: { non_field_errors: [SAID.tripSection[0]] } });
    const hub = await call('platform.super', 'POST', `/api/reports/${trip.id}/storages/`, { warehouse_name: 'Hub', moves_number: 1, cargos: [] }, 'es');
    expect(hub).toEqual({ status: 400, body: { non_field_errors: [SAID.tripSection[1]] } });
    const crowd = await call('platform.super', 'POST', `/api/reports/${trip.id}/cargos/`, { passengersNumber: 100_001 });
    expect(crowd).toEqual({ status: 400, body: { passengersNumber: [SAID.max(100_000)[0]] } });
    const fraction = await call('platform.super', 'PATCH', `/api/reports/${trip.id}/cargos/${cargo.id}/`, { passengersNumber: 1.5 }, 'es');
    expect(fraction).toEqual({ status: 400, body: { passengersNumber: [SAID.notInteger[1]] } });
    for (const path of ['cargos', STAGE_PATHS.nautical, 'storages']) {
      const list = (await call('platform.super', 'GET', `/api/reports/${trip.id}/${path}/`)).body;
      expect(list.count, path).toBe(path === 'cargos' ? 1 : 0);
    }
    expect((await call('platform.super', 'GET', `/api/reports/${trip.id}/cargos/${cargo.id}/`)).body).toMatchObject({ passengersNumber: 2, weight: 0.2 });
  });
});
