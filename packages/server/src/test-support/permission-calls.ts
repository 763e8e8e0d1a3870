import type { InjectOptions } from 'fastify';
import type { ImportColumnMapping } from '@huella/contracts';
import { and, eq } from 'drizzle-orm';
import { importColumnMappings, users } from '../db/schema.ts';
import { operationOf, type PermissionRow, type Role } from '../permissions/permission-table.ts';
import { saveMappings } from '../resources/imports/repository.ts';
import { createConsumptionLookups } from './consumption-lookups.ts';
import { defaultReviewId } from './default-review.ts';
import { multipartForm } from './multipart-form.ts';
import type { Json } from './signed-in-app.ts';
import { DEMO_PASSWORD, type TestApp } from './test-app.ts';

// How the permission matrix (permissions/permission-matrix.test.ts) calls each operation: the rows every company
// holds (made through the API by the company's super user, as a company would), and for each operation its path's
// ids, a body the server accepts, and — when a success uses something up (a deletion, a consolidation, a sign-out)
// — a fresh one made for that call. The matrix's verdict is about who is let through; a body that fails validation
// would hide it, so every success cell must really succeed.

/** The seeded login of each role of the matrix. */
export const LOGIN: Record<Exclude<Role, 'anonymous'>, string> = {
  other: 'demo.user',
  admin: 'demo.admin',
  super: 'demo.super',
  platform: 'platform.super',
  scope3: 'scope3.super',
};

/** What one company holds, made by its super user. Companies without consumptions have none of those. */
export interface CompanyWorld {
  companyId: number;
  owner: string;
  report: number;
  cargo: number;
  storage: number;
  stages: Record<string, number>;
  commodity: number;
  victim: number;
  mapping: number;
  filterTemplate: number;
  /** A row made afresh for one call that uses it up (a deletion): the call names it instead of the world's own. */
  freshId?: number;
  consumption?: {
    report: number;
    consumption: number;
    voyage: number;
    center: number;
    /** A center with an HSEQ code, which the import asks the company's HSEQ service about. */
    hseqCenter: number;
    supplier: number;
    carFamily: number;
    car: number;
    account: number;
  };
}

/** What every company reads alike. */
export interface SharedWorld {
  defaultReview: number;
  /** An unlocked copy of the default review, starting in 2090 so that no report moves to it. */
  review: number;
  entries: Record<string, number>;
  placeId: string;
  reference: Record<string, number>;
  /** The local HSEQ service the companies with consumptions are connected to. */
  hseq: { url: string; token: string };
}

export interface CallContext {
  t: TestApp;
  /** The token of the caller, or null. */
  token: string | null;
  role: Role;
  /** The company whose rows the path names: the caller's own, or another's. */
  world: CompanyWorld;
  shared: SharedWorld;
  tenant: 'own' | 'other';
  /** A saved filter of the caller's own (filters are each user's). */
  callerTemplate: number;
}

export interface OperationCall {
  url(c: CallContext): string;
  body?(c: CallContext): unknown;
  /** Makes what a success would use up; only for cells that expect success. */
  fresh?(c: CallContext): Promise<Partial<{ world: CompanyWorld; shared: SharedWorld; token: string }>>;
  /** Headers a multipart body brings. */
  multipart?: true;
}

const tokens = new WeakMap<TestApp, Map<string, string>>();
/**
 * One token per user for the whole matrix, shared by its callers and its set-up: a password change (a cell of the
 * matrix) revokes a user's other tokens.
 */
export async function tokenOf(t: TestApp, username: string): Promise<string> {
  const byUser = tokens.get(t) ?? new Map<string, string>();
  tokens.set(t, byUser);
  const known = byUser.get(username);
  if (known) return known;
  const token = await t.login(username);
  byUser.set(username, token);
  return token;
}

let seq = 0;
const next = () => ++seq;

async function made(t: TestApp, token: string, url: string, payload: unknown, status = 201): Promise<Json> {
  const res = await t.call(token, { method: 'POST', url, payload: payload as InjectOptions['payload'] });
  if (res.statusCode !== status) throw new Error(`matrix set-up: POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function read(t: TestApp, token: string, url: string): Promise<Json> {
  const res = await t.call(token, { method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`matrix set-up: GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const REPORT = () => ({ project_name: `Permission matrix ${next()}`, date: '2026-04-14', origin: 'Valencia', destination: 'Lyon' });
const CONSUMPTION_REPORT = () => ({ type: 'consumption', project_name: `Permission matrix energy ${next()}`, date: '2026-04-14' });
const links = (cargo: number) => [{ cargo }];
const STAGE_BODIES: Record<string, (cargo: number) => object> = {
  'road-overland-stages': (cargo) => ({ distance: 500, cargos: links(cargo) }),
  'rail-overland-stages': (cargo) => ({ distance: 800, cargos: links(cargo) }),
  'air-stages': (cargo) => ({ distance: 1200, cargos: links(cargo) }),
  'nautical-stages': (cargo) => ({ ship_load_type: 'container', distance: 2000, cargos: links(cargo) }),
};
const STORAGE_BODY = (cargo: number) => ({ warehouse_name: 'Valencia hub', moves_number: 2, cargos: links(cargo) });
const consumptionBody = (w: CompanyWorld) => ({ type: 'electricity', date: '2026-04-01', quantity: '1200,5', supplier: w.consumption!.supplier });
const voyageBody = (w: CompanyWorld) => ({ car: w.consumption!.car, date: '2026-04-02', distance: 80 });
const newUser = () => {
  const n = next();
  return { username: `matrix.person${n}`, name: `Matrix Person ${n}`, email: `matrix${n}@example.com`, password: 'a-strong-pass-9', repeat_password: 'a-strong-pass-9' };
};

async function newReport(t: TestApp, token: string): Promise<number> {
  return (await made(t, token, '/api/reports/', REPORT())).id;
}

/** A transport report with a cargo, a stage of every mode and a storage. */
async function newTransport(t: TestApp, token: string) {
  const report = await newReport(t, token);
  const cargo = (await made(t, token, `/api/reports/${report}/cargos/`, { weight: 10 })).id as number;
  const stages: Record<string, number> = {};
  for (const [segment, body] of Object.entries(STAGE_BODIES)) stages[segment] = (await made(t, token, `/api/reports/${report}/${segment}/`, body(cargo))).id;
  const storage = (await made(t, token, `/api/reports/${report}/storages/`, STORAGE_BODY(cargo))).id as number;
  return { report, cargo, stages, storage };
}

async function newConsumptionReport(t: TestApp, token: string, lookups: { supplier: number; car: number }) {
  const report = (await made(t, token, '/api/reports/', CONSUMPTION_REPORT())).id as number;
  const consumption = (await made(t, token, `/api/reports/${report}/consumptions/`, { type: 'electricity', date: '2026-04-01', quantity: '1200,5', supplier: lookups.supplier })).id as number;
  const voyage = (await made(t, token, `/api/reports/${report}/voyages/`, { car: lookups.car, date: '2026-04-02', distance: 80 })).id as number;
  return { report, consumption, voyage };
}

async function newMapping(t: TestApp, companyId: number, userId: number): Promise<number> {
  const header = `matrix column ${next()}`;
  await saveMappings(t.db, companyId, userId, 'rail_overland_stages', { [header]: 'distance' } as ImportColumnMapping);
  const [row] = await t.db
    .select({ id: importColumnMappings.id })
    .from(importColumnMappings)
    .where(and(eq(importColumnMappings.companyId, companyId), eq(importColumnMappings.header, header)));
  return row!.id;
}

/** Everything a company holds for the matrix, made by its super user `owner`. */
export async function makeCompanyWorld(t: TestApp, owner: string, hseq: SharedWorld['hseq'] | null): Promise<CompanyWorld> {
  const token = await tokenOf(t, owner);
  const [me] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, owner));
  const transport = await newTransport(t, token);
  const world: CompanyWorld = {
    companyId: me!.companyId,
    owner,
    ...transport,
    commodity: (await made(t, token, '/api/commodities/', { name: `Matrix coils ${next()}`, description: 'Hot rolled' })).id,
    victim: (await made(t, token, '/api/users/', newUser())).id,
    mapping: await newMapping(t, me!.companyId, me!.id),
    filterTemplate: (await made(t, token, '/api/filter-templates/', { name: `Matrix ${next()}`, topic: 'global_emissions' })).id,
  };
  if (hseq) {
    const l = await createConsumptionLookups(t, token, ` M${next()}`);
    const c = await newConsumptionReport(t, token, { supplier: l.iberdrola, car: l.dieselCar });
    const hseqCenter = (await made(t, token, '/api/centers/', { name: `Matrix HSEQ site ${next()}`, hseq_code: 'MTX-01' })).id as number;
    const connected = await t.call(await tokenOf(t, 'platform.super'), { method: 'PUT', url: `/api/companies/${world.companyId}/hseq/`, payload: { has_hseq_connection: true, ...hseq } });
    if (connected.statusCode !== 200) throw new Error(`matrix set-up: HSEQ connection: ${connected.statusCode} ${connected.body}`);
    world.consumption = { ...c, center: l.center, hseqCenter, supplier: l.iberdrola, carFamily: l.dieselFamily, car: l.dieselCar, account: l.account };
  }
  return world;
}

const ENTRY_KINDS = ['aircraft-model-reviews', 'ship-load-type-reviews', 'road-vehicle-reviews', 'rail-vehicle-reviews', 'car-family-reviews', 'supplier-type-reviews'];
const REFERENCE = ['road-vehicles', 'rail-vehicles', 'ship-types', 'aircraft-families', 'aircraft-models', 'ports', 'airports', 'countries'];

/** A copy of `from` with an entry of every kind (one is added where the copy has none). */
async function cloneReview(t: TestApp, token: string, from: number, reference: Record<string, number>): Promise<{ review: number; entries: Record<string, number> }> {
  const review = (await made(t, token, `/api/reviews/${from}/clone/`, { start_date: `2090-01-${String((next() % 27) + 1).padStart(2, '0')}`, title: `Matrix ${next()}` })).id as number;
  const entries: Record<string, number> = {};
  for (const kind of ENTRY_KINDS) {
    const first = (await read(t, token, `/api/reviews/${review}/${kind}/?page_size=1`)).results[0];
    entries[kind] = first ? first.id : (await made(t, token, `/api/reviews/${review}/${kind}/`, reviewEntryBody[kind]!(reference))).id;
  }
  return { review, entries };
}

export async function makeSharedWorld(t: TestApp, hseq: SharedWorld['hseq']): Promise<SharedWorld> {
  const token = await tokenOf(t, 'platform.super');
  const defaultReview = await defaultReviewId(t.db);
  const reference: Record<string, number> = {};
  for (const name of REFERENCE) reference[name] = (await read(t, token, `/api/${name}/?page_size=1`)).results[0].id;
  const { review, entries } = await cloneReview(t, token, defaultReview, reference);
  const placeId = (await read(t, token, '/api/places/?search=Valencia')).predictions[0].place_id as string;
  return { defaultReview, review, entries, placeId, reference, hseq };
}

// ---- The calls ----

const at = (path: string) => ({ url: () => path });
const reportIdOf = (c: CallContext, subject: string | undefined) => (subject === 'a consumption report' ? c.world.consumption!.report : c.world.report);

/** A fresh transport or consumption report of the target company, made by its owner. */
async function freshReport(c: CallContext, subject: string | undefined, consolidated = false): Promise<CompanyWorld> {
  const token = await tokenOf(c.t, c.world.owner);
  const report = subject === 'a consumption report' ? (await made(c.t, token, '/api/reports/', CONSUMPTION_REPORT())).id : await newReport(c.t, token);
  if (consolidated) await made(c.t, token, `/api/reports/${report}/consolidate/`, undefined, 200);
  return subject === 'a consumption report' ? { ...c.world, consumption: { ...c.world.consumption!, report } } : { ...c.world, report };
}

function reportCalls(subject: string): Record<string, OperationCall> {
  const one = (c: CallContext) => `/api/reports/${reportIdOf(c, subject)}/`;
  const body = () => (subject === 'a consumption report' ? { ...CONSUMPTION_REPORT(), project_reference: 'PUT' } : { ...REPORT(), project_reference: 'PUT' });
  return {
    'GET /api/reports/{id}/': { url: one },
    'PUT /api/reports/{id}/': { url: one, body },
    'PATCH /api/reports/{id}/': { url: one, body: () => ({ project_reference: 'PATCH' }) },
    'DELETE /api/reports/{id}/': { url: one, fresh: async (c) => ({ world: await freshReport(c, subject) }) },
    'GET /api/reports/{id}/totals/': { url: (c) => `${one(c)}totals/` },
    'POST /api/reports/{id}/pdf/': { url: (c) => `${one(c)}pdf/`, body: () => ({ type: 'summary' }) },
    'POST /api/reports/{id}/calculate_emissions/': { url: (c) => `${one(c)}calculate_emissions/` },
    'POST /api/reports/{id}/consolidate/': { url: (c) => `${one(c)}consolidate/`, fresh: async (c) => ({ world: await freshReport(c, subject) }) },
    'POST /api/reports/{id}/desconsolidate/': { url: (c) => `${one(c)}desconsolidate/`, fresh: async (c) => ({ world: await freshReport(c, subject, true) }) },
    'POST /api/reports/{id}/restate/': { url: (c) => `${one(c)}restate/`, body: (c) => ({ review: c.shared.defaultReview }) },
    'POST /api/reports/{id}/restate/csv/': { url: (c) => `${one(c)}restate/csv/`, body: (c) => ({ review: c.shared.defaultReview }) },
    'POST /api/reports/{id}/clone/': { url: (c) => `${one(c)}clone/`, body: () => ({}) },
  };
}

/** The six calls of a report's children of one kind. */
function childCalls(segment: string, reportOf: (c: CallContext) => number, childOf: (c: CallContext) => number, body: (c: CallContext) => object, patch: object, remake: (c: CallContext, token: string) => Promise<number>) {
  const list = (c: CallContext) => `/api/reports/${reportOf(c)}/${segment}/`;
  const one = (c: CallContext) => `${list(c)}${childOf(c)}/`;
  return {
    [`GET /api/reports/{id}/${segment}/`]: { url: list },
    [`POST /api/reports/{id}/${segment}/`]: { url: list, body },
    [`GET /api/reports/{id}/${segment}/{childId}/`]: { url: one },
    [`PUT /api/reports/{id}/${segment}/{childId}/`]: { url: one, body },
    [`PATCH /api/reports/{id}/${segment}/{childId}/`]: { url: one, body: () => patch },
    [`DELETE /api/reports/{id}/${segment}/{childId}/`]: {
      url: (c: CallContext) => `${list(c)}${childOf(c)}/`,
      fresh: async (c: CallContext) => ({ world: { ...c.world, freshId: await remake(c, await tokenOf(c.t, c.world.owner)) } }),
    },
  } satisfies Record<string, OperationCall>;
}

/** The id a call names: the one made afresh for it, else the world's own. */
const fromFresh = (c: CallContext, own: number) => (c.world.freshId ?? own);

const STAGE_CALLS = Object.fromEntries(
  Object.entries(STAGE_BODIES).flatMap(([segment, body]) => [
    ...Object.entries(
      childCalls(
        segment,
        (c) => c.world.report,
        (c) => fromFresh(c, c.world.stages[segment]!),
        (c) => body(c.world.cargo),
        { distance: 321 },
        async (c, token) => (await made(c.t, token, `/api/reports/${c.world.report}/${segment}/`, body(c.world.cargo))).id,
      ),
    ),
    [`GET /api/reports/{id}/${segment}/cargos/`, { url: (c: CallContext) => `/api/reports/${c.world.report}/${segment}/cargos/` }],
    [
      `POST /api/reports/{id}/${segment}/get_distance/`,
      {
        url: (c: CallContext) => `/api/reports/${c.world.report}/${segment}/get_distance/`,
        body: () => (segment === 'nautical-stages' ? { port_origin: 'ESVLC', port_destination: 'NLRTM' } : { origin: { lat: 40.4168, lng: -3.7038 }, destination: { lat: 48.8566, lng: 2.3522 } }),
      },
    ],
  ]),
) as Record<string, OperationCall>;

/** The six calls of a company's lookup or material, `key` naming its id in the world. */
function resourceCalls(path: string, idOf: (c: CallContext) => number, create: (c: CallContext) => object, update: (c: CallContext) => object, remake: (c: CallContext, token: string) => Promise<number>): Record<string, OperationCall> {
  const one = (c: CallContext) => `${path}${fromFresh(c, idOf(c))}/`;
  return {
    [`GET ${path}`]: at(path),
    [`POST ${path}`]: { url: () => path, body: create },
    [`GET ${path}{id}/`]: { url: one },
    [`PUT ${path}{id}/`]: { url: one, body: create },
    [`PATCH ${path}{id}/`]: { url: one, body: update },
    [`DELETE ${path}{id}/`]: { url: one, fresh: async (c) => ({ world: { ...c.world, freshId: await remake(c, await tokenOf(c.t, c.world.owner)) } }) },
  };
}

const lookups = (c: CallContext) => c.world.consumption ?? { center: 0, supplier: 0, carFamily: 0, car: 0, account: 0 };
const centerBody = () => ({ name: `Matrix depot ${next()}` });
const supplierBody = () => ({ name: `Matrix power ${next()}`, type: 'electricity' });
const familyBody = () => ({ brand: 'Peugeot', model: `Matrix ${next()}`, fuel: 'gasoil' });
const accountBody = () => ({ code: `9${String(next()).padStart(4, '0')}`, name: 'Matrix travel' });

async function remadeCar(c: CallContext, token: string): Promise<number> {
  return (await made(c.t, token, '/api/cars/', { plate: `M${next()}CAR`, car_family: lookups(c).carFamily })).id;
}

const reviewEntryBody: Record<string, (reference: Record<string, number>) => object> = {
  'aircraft-model-reviews': (reference) => ({ aircraft_model: reference['aircraft-models'], A4: 3.1, B4: 0, C4: 0, D4: 0, E4: 0, F_Comb: 3.16, Comb_LTO: 800, F_CH4: 0 }),
  'ship-load-type-reviews': () => ({ ship_load_type: 'groupage_roro', ship_fuel_type: 'lng', A2: 10, B2: 0.001, C2: 0.1, D2: 2, V2: 18 }),
  'road-vehicle-reviews': (reference) => ({ vehicle: reference['road-vehicles'], euro_standard: 'euro_6', A1: 0.6, B1: 1, C1: 0, D1: 0, E1: 0, F1: 0 }),
  'rail-vehicle-reviews': (reference) => ({ vehicle: reference['rail-vehicles'], A1: 0.02, B1: 0.001, C1: 0 }),
  'car-family-reviews': () => ({ family: `Matrix ${next()}`, A1: 0.1, B1: 0, C1: 0 }),
  'supplier-type-reviews': () => ({ supplier: `Matrix power ${next()}`, type: 'electricity', A1: 0.05, B1: 0, C1: 0 }),
};

/** A fresh unlocked review, for the calls that change or use up one. */
async function freshReview(c: CallContext): Promise<{ shared: SharedWorld }> {
  const copy = await cloneReview(c.t, await tokenOf(c.t, 'platform.super'), c.shared.defaultReview, c.shared.reference);
  return { shared: { ...c.shared, ...copy } };
}

const REVIEW_CALLS: Record<string, OperationCall> = {
  'GET /api/reviews/': at('/api/reviews/'),
  'POST /api/reviews/': {
    url: () => '/api/reviews/',
    body: () => ({ title: `Matrix review ${next()}`, start_date: '2091-01-01', source: 'Permission matrix', factors: defaultFactors }),
  },
  'GET /api/reviews/{id}/': { url: (c) => `/api/reviews/${c.shared.review}/` },
  'PUT /api/reviews/{id}/': { url: (c) => `/api/reviews/${c.shared.review}/`, body: () => ({ title: `Matrix renamed ${next()}`, start_date: '2092-01-01' }), fresh: freshReview },
  'PATCH /api/reviews/{id}/': { url: (c) => `/api/reviews/${c.shared.review}/`, body: () => ({ title: `Matrix patched ${next()}` }), fresh: freshReview },
  'DELETE /api/reviews/{id}/': { url: (c) => `/api/reviews/${c.shared.review}/`, fresh: freshReview },
  'POST /api/reviews/{id}/clone/': { url: (c) => `/api/reviews/${c.shared.review}/clone/`, body: () => ({ start_date: '2093-01-01', title: `Matrix clone ${next()}` }) },
  'GET /api/reviews/{id}/export/': { url: (c) => `/api/reviews/${c.shared.review}/export/` },
  'POST /api/reviews/import/': {
    url: () => `/api/reviews/import/?title=${encodeURIComponent(`Matrix import ${next()}`)}`,
    body: () => exportedReview,
  },
  ...Object.fromEntries(
    ENTRY_KINDS.flatMap((kind) => {
      const list = (c: CallContext) => `/api/reviews/${c.shared.review}/${kind}/`;
      const one = (c: CallContext) => `${list(c)}${c.shared.entries[kind]}/`;
      const body = (c: CallContext) => reviewEntryBody[kind]!(c.shared.reference);
      // A new entry must name an object the review has none for: one of a fresh review is deleted first.
      const freshSlot = async (c: CallContext) => {
        const { shared } = await freshReview(c);
        const token = await tokenOf(c.t, 'platform.super');
        const res = await c.t.call(token, { method: 'DELETE', url: `/api/reviews/${shared.review}/${kind}/${shared.entries[kind]}/` });
        if (res.statusCode !== 204) throw new Error(`matrix set-up: ${kind}: ${res.statusCode} ${res.body}`);
        return { shared };
      };
      return [
        [`GET /api/reviews/{id}/${kind}/`, { url: list }],
        [`POST /api/reviews/{id}/${kind}/`, { url: list, body, fresh: freshSlot }],
        [`GET /api/reviews/{id}/${kind}/{childId}/`, { url: one }],
        [`PUT /api/reviews/{id}/${kind}/{childId}/`, { url: one, body, fresh: freshReview }],
        [`PATCH /api/reviews/{id}/${kind}/{childId}/`, { url: one, body: () => ({ A1: 0.5 }), fresh: freshReview }],
        [`DELETE /api/reviews/{id}/${kind}/{childId}/`, { url: one, fresh: freshReview }],
      ];
    }),
  ),
};

/** The default review's portable document, read once by the matrix before the calls. */
let exportedReview: unknown = null;
/** The factors of the default review, as a new review is created with (every key the methodology requires). */
let defaultFactors: unknown = null;
export async function readExportedReview(t: TestApp, shared: SharedWorld): Promise<void> {
  const token = await tokenOf(t, 'platform.super');
  exportedReview = await read(t, token, `/api/reviews/${shared.review}/export/`);
  defaultFactors = (await read(t, token, `/api/reviews/${shared.defaultReview}/`)).factors;
}

const RAIL_CSV = 'Fecha,Origen,Destino,Distancia\n2026-04-01,Valencia,Madrid,350\n';

export const CALLS: Record<string, OperationCall> = {
  'POST /api/get-token/': { url: () => '/api/get-token/', body: (c) => ({ username: c.role === 'anonymous' ? 'demo.user' : LOGIN[c.role], password: DEMO_PASSWORD }) },
  'GET /api/rest-auth/user/': at('/api/rest-auth/user/'),
  'POST /api/rest-auth/password/change/': {
    url: () => '/api/rest-auth/password/change/',
    body: () => ({ old_password: DEMO_PASSWORD, new_password1: DEMO_PASSWORD, new_password2: DEMO_PASSWORD }),
  },
  'POST /api/rest-auth/logout/': { url: () => '/api/rest-auth/logout/', fresh: async (c) => ({ token: await c.t.login(LOGIN[c.role as Exclude<Role, 'anonymous'>]) }) },
  'POST /api/info-requests/': { url: () => '/api/info-requests/', body: () => ({ name: 'Matrix', email: 'matrix@example.com', company: 'Matrix SL', remarks: 'Tell me more.', terms: true }) },
  'GET /api/info-requests/': at('/api/info-requests/'),
  'POST /api/send-mail/': { url: () => '/api/send-mail/', body: () => ({ name: 'Matrix', email: 'matrix@example.com', company: 'Matrix SL', comments: 'A question.', terms: true }) },
  'GET /api/contact-messages/': at('/api/contact-messages/'),
  'GET /pdf/flyer-{language}.pdf': at('/pdf/flyer-en.pdf'),
  'GET /pdf/user-guide-{language}.pdf': at('/pdf/user-guide-en.pdf'),

  'GET /api/users/': at('/api/users/'),
  'GET /api/audit-events/': at('/api/audit-events/'),
  'POST /api/users/': { url: () => '/api/users/', body: newUser },
  'GET /api/users/{id}/': { url: (c) => `/api/users/${c.world.victim}/` },
  'PUT /api/users/{id}/': { url: (c) => `/api/users/${c.world.victim}/`, body: () => ({ ...newUser(), password: undefined, repeat_password: undefined }) },
  'PATCH /api/users/{id}/': { url: (c) => `/api/users/${c.world.victim}/`, body: () => ({ name: `Renamed ${next()}` }) },
  'DELETE /api/users/{id}/': {
    url: (c) => `/api/users/${fromFresh(c, c.world.victim)}/`,
    fresh: async (c) => ({ world: { ...c.world, freshId: (await made(c.t, await tokenOf(c.t, c.world.owner), '/api/users/', newUser())).id } }),
  },

  ...resourceCalls('/api/commodities/', (c) => c.world.commodity, () => ({ name: `Matrix coils ${next()}`, description: 'Cold rolled' }), () => ({ description: 'Patched' }), async (c, token) => (await made(c.t, token, '/api/commodities/', { name: `Matrix coils ${next()}`, description: 'x' })).id),
  ...resourceCalls('/api/centers/', (c) => lookups(c).center, centerBody, () => ({ name: `Matrix depot ${next()}` }), async (c, token) => (await made(c.t, token, '/api/centers/', centerBody())).id),
  ...resourceCalls('/api/suppliers/', (c) => lookups(c).supplier, supplierBody, () => ({ name: `Matrix power ${next()}` }), async (c, token) => (await made(c.t, token, '/api/suppliers/', supplierBody())).id),
  ...resourceCalls('/api/car-families/', (c) => lookups(c).carFamily, familyBody, () => ({ model: `Matrix ${next()}` }), async (c, token) => (await made(c.t, token, '/api/car-families/', familyBody())).id),
  ...resourceCalls('/api/accounts/', (c) => lookups(c).account, accountBody, () => ({ name: 'Matrix patched' }), async (c, token) => (await made(c.t, token, '/api/accounts/', accountBody())).id),
  ...resourceCalls('/api/cars/', (c) => lookups(c).car, (c) => ({ plate: `M${next()}CAR`, car_family: lookups(c).carFamily }), () => ({ plate: `P${next()}CAR` }), remadeCar),
  ...resourceCalls('/api/filter-templates/', (c) => (c.tenant === 'own' ? c.callerTemplate : c.world.filterTemplate), () => ({ name: `Matrix ${next()}`, topic: 'global_emissions' }), () => ({ name: `Matrix ${next()}` }), async (c) => (await made(c.t, c.token!, '/api/filter-templates/', { name: `Matrix ${next()}`, topic: 'global_emissions' })).id),
  'GET /api/companies/{id}/hseq/': { url: (c) => `/api/companies/${c.world.companyId}/hseq/` },
  'PUT /api/companies/{id}/hseq/': { url: (c) => `/api/companies/${c.world.companyId}/hseq/`, body: (c) => ({ has_hseq_connection: true, ...c.shared.hseq }) },

  'GET /api/places/': at('/api/places/?search=Lyon'),
  'GET /api/places/{place_id}/': { url: (c) => `/api/places/${encodeURIComponent(c.shared.placeId)}/` },
  ...Object.fromEntries(REFERENCE.flatMap((name) => [[`GET /api/${name}/`, at(`/api/${name}/`)], [`GET /api/${name}/{id}/`, { url: (c: CallContext) => `/api/${name}/${c.shared.reference[name]}/` }]])),
  'GET /api/routes/sea/': at('/api/routes/sea/?from=ESVLC&to=NLRTM'),

  ...REVIEW_CALLS,

  'GET /api/imports/templates/{name}': at('/api/imports/templates/rail_overland_stages.csv'),
  'POST /api/imports/preview/': { url: () => '/api/imports/preview/', body: () => multipartForm({}, { rail_overland_stages: RAIL_CSV }), multipart: true },
  'GET /api/imports/mappings/': at('/api/imports/mappings/'),
  'DELETE /api/imports/mappings/{id}/': {
    url: (c) => `/api/imports/mappings/${fromFresh(c, c.world.mapping)}/`,
    fresh: async (c) => {
      const [owner] = await c.t.db.select({ id: users.id }).from(users).where(eq(users.username, c.world.owner));
      return { world: { ...c.world, freshId: await newMapping(c.t, c.world.companyId, owner!.id) } };
    },
  },

  'GET /api/reports/': at('/api/reports/'),
  'POST /api/reports/': { url: () => '/api/reports/', body: REPORT },
  'POST /api/reports/export/': { url: () => '/api/reports/export/?search=nothing-matches-this' },
  'GET /api/reports/emissions_dynamic_group_by/': at('/api/reports/emissions_dynamic_group_by/?date_after=2026-01-01&date_before=2026-12-31&group_by=transport_type'),
  'GET /api/reports/emissions_by_project/': at('/api/reports/emissions_by_project/?date_after=2026-01-01&date_before=2026-12-31'),
  'GET /api/reports/export_metric/': at('/api/reports/export_metric/?date_after=2026-01-01&date_before=2026-12-31&group_by=commodity'),
  ...childCalls('cargos', (c) => c.world.report, (c) => fromFresh(c, c.world.cargo), () => ({ weight: 3 }), { weight: 4 }, async (c, token) => (await made(c.t, token, `/api/reports/${c.world.report}/cargos/`, { weight: 2 })).id),
  ...STAGE_CALLS,
  ...childCalls('storages', (c) => c.world.report, (c) => fromFresh(c, c.world.storage), (c) => STORAGE_BODY(c.world.cargo), { moves_number: 3 }, async (c, token) => (await made(c.t, token, `/api/reports/${c.world.report}/storages/`, STORAGE_BODY(c.world.cargo))).id),
  ...childCalls('consumptions', (c) => c.world.consumption!.report, (c) => fromFresh(c, c.world.consumption!.consumption), (c) => consumptionBody(c.world), { quantity: '7,5' }, async (c, token) => (await made(c.t, token, `/api/reports/${c.world.consumption!.report}/consumptions/`, consumptionBody(c.world))).id),
  ...childCalls('voyages', (c) => c.world.consumption!.report, (c) => fromFresh(c, c.world.consumption!.voyage), (c) => voyageBody(c.world), { distance: 12 }, async (c, token) => (await made(c.t, token, `/api/reports/${c.world.consumption!.report}/voyages/`, voyageBody(c.world))).id),
  'POST /api/reports/{id}/import_hseq_intakes/': {
    url: (c) => `/api/reports/${c.world.consumption!.report}/import_hseq_intakes/`,
    body: (c) => ({ centers: [c.world.consumption!.hseqCenter], year: 2026, months: [1] }),
  },
};

const SUBJECT_CALLS: Record<string, Record<string, OperationCall>> = {
  'a transport report': reportCalls('a transport report'),
  'a consumption report': reportCalls('a consumption report'),
};

/** How the matrix calls a row's operation. */
export function callOf(r: PermissionRow): OperationCall {
  const key = `${r.method} ${r.path}`;
  const found = (r.subject && SUBJECT_CALLS[r.subject]?.[key]) || CALLS[key];
  if (!found) throw new Error(`no call for ${operationOf(r)} in test-support/permission-calls.ts`);
  return found;
}
