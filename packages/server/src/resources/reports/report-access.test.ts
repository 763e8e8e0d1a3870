import { STAGE_KINDS, STAGE_PATHS, type StageKind } from '@huella/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultReviewId } from '../../test-support/default-review.ts';
import { ACTORS, actorProblems, foreignChildProblems, mismatch, routeOf, sender, urlOf, type Actor, type Matrix, type MatrixRow } from '../../test-support/route-matrix.ts';
import { signedInApp, type Json } from '../../test-support/signed-in-app.ts';

// Every report route against every role (decision 0006 "Permissions" and "Consolidation", docs/spec/part-1.md §6 and
// docs/spec/part-2.md §6), against another company's ids, and against a consolidated report. The matrix is data: a route the
// server registers without a row here fails the first test.

const session = signedInApp(['demo.super', 'demo.admin', 'demo.user', 'scope3.super']);
const send = sender(session);
/** The review a restatement asks for: the seeded one, which every company sees. */
let review: number;
beforeAll(async () => {
  review = await defaultReviewId(session.app().db);
});

/** Setting the scene: anything but the expected answer is a broken fixture, not a finding. */
async function accepted(who: string, url: string, payload: object | undefined, status: number): Promise<Json> {
  const res = await send(who, 'POST', url, payload);
  if (res.status !== status) throw new Error(`POST ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Json;
}

async function create(who: string, url: string, payload: object): Promise<number> {
  return (await accepted(who, url, payload, 201)).id;
}

async function consolidate(who: string, report: number): Promise<void> {
  await accepted(who, `/api/reports/${report}/consolidate/`, undefined, 200);
}

const PROJECT = 'Access matrix';
const REPORT = { project_name: PROJECT, date: '2026-04-14', origin: 'Valencia', destination: 'Lyon' };
const MADRID = { lat: 40.4168, lng: -3.7038 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
// `customer` is an allowed tag of both demo companies.
const links = (cargo: number) => [{ cargo, tags: { customer: 'ACME' } }];
const STAGE_BODY: Record<StageKind, (cargo: number) => object> = {
  road: (cargo) => ({ distance: 500, cargos: links(cargo) }),
  rail: (cargo) => ({ distance: 800, cargos: links(cargo) }),
  air: (cargo) => ({ distance: 1200, cargos: links(cargo) }),
  nautical: (cargo) => ({ ship_load_type: 'container', distance: 2000, cargos: links(cargo) }),
};
const STORAGE_BODY = (cargo: number) => ({ warehouse_name: 'Valencia hub', moves_number: 2, cargos: links(cargo) });

/** A report with one child of every kind: the ids a route's path names. */
interface Ids extends Record<StageKind, number> {
  report: number;
  cargo: number;
  storage: number;
}
type ChildKey = Exclude<keyof Ids, 'report'>;
interface World extends Ids {
  owner: string;
}

async function newReport(owner: string): Promise<number> {
  return create(owner, '/api/reports/', REPORT);
}

async function newWorld(owner: string): Promise<World> {
  const report = await newReport(owner);
  const cargo = await create(owner, `/api/reports/${report}/cargos/`, { weight: 10 });
  const stages = {} as Record<StageKind, number>;
  for (const kind of STAGE_KINDS) stages[kind] = await create(owner, `/api/reports/${report}/${STAGE_PATHS[kind]}/`, STAGE_BODY[kind](cargo));
  const storage = await create(owner, `/api/reports/${report}/storages/`, STORAGE_BODY(cargo));
  return { owner, report, cargo, storage, ...stages };
}

/** Everything the owner sees of a report, to show that a refused call changed nothing. */
async function snapshot(owner: string, ids: Ids): Promise<unknown[]> {
  const lists = ['cargos', ...Object.values(STAGE_PATHS), 'storages'].map((segment) => `/api/reports/${ids.report}/${segment}/?page_size=1000`);
  const bodies: unknown[] = [];
  for (const url of [`/api/reports/${ids.report}/`, `/api/reports/${ids.report}/totals/`, ...lists]) {
    const res = await send(owner, 'GET', url);
    expect(res.status, url).toBe(200);
    bodies.push(res.body);
  }
  return bodies;
}

// ---- The matrix ----

const MAY = {
  everyone: ['author', 'colleague', 'admin', 'super'],
  /** docs/spec/part-1.md §6: edit and delete are for the author or a super user. */
  editors: ['author', 'super'],
  /** docs/spec/part-2.md §6 ("other roles may edit and consolidate"), decision 0006: every role consolidates any report of its company. */
  consolidators: ['author', 'colleague', 'admin', 'super'],
  /** docs/spec/part-2.md §6: unconsolidating is for super and admin users only. */
  managers: ['admin', 'super'],
} as const satisfies Record<string, readonly Actor[]>;

/** A route of the matrix; one that `changes` the report or a child answers 409 once it is consolidated (decision 0006 "Consolidation"). */
interface Row extends MatrixRow<Ids> {
  may: keyof typeof MAY;
}

const freshReport = async (w: World) => ({ report: await newReport(w.owner) });
async function freshConsolidatedReport(w: World) {
  const report = await newReport(w.owner);
  await consolidate(w.owner, report);
  return { report };
}

const REPORT_ROWS: Row[] = [
  { method: 'GET', path: '/api/reports/', may: 'everyone', ok: 200 },
  { method: 'POST', path: '/api/reports/', may: 'everyone', ok: 201, body: () => REPORT },
  { method: 'POST', path: '/api/reports/export/', may: 'everyone', ok: 200, query: `search=${encodeURIComponent(PROJECT)}` },
  // The statistics (docs/decisions/0012-statistics.md): every role reads its company's.
  { method: 'GET', path: '/api/reports/emissions_dynamic_group_by/', may: 'everyone', ok: 200, query: 'date_after=2026-01-01&date_before=2026-12-31&group_by=transport_type' },
  { method: 'GET', path: '/api/reports/emissions_by_project/', may: 'everyone', ok: 200, query: 'date_after=2026-01-01&date_before=2026-12-31' },
  { method: 'GET', path: '/api/reports/export_metric/', may: 'everyone', ok: 200, query: 'date_after=2026-01-01&date_before=2026-12-31&group_by=commodity' },
  { method: 'GET', path: '/api/reports/{id}/', may: 'everyone', ok: 200 },
  { method: 'PUT', path: '/api/reports/{id}/', may: 'editors', ok: 200, changes: true, body: () => ({ ...REPORT, project_reference: 'PUT' }) },
  { method: 'PATCH', path: '/api/reports/{id}/', may: 'editors', ok: 200, changes: true, body: () => ({ project_reference: 'PATCH' }) },
  { method: 'DELETE', path: '/api/reports/{id}/', may: 'editors', ok: 204, changes: true, fresh: freshReport },
  { method: 'GET', path: '/api/reports/{id}/totals/', may: 'everyone', ok: 200 },
  { method: 'POST', path: '/api/reports/{id}/pdf/', may: 'everyone', ok: 200, body: () => ({ type: 'summary' }) },
  { method: 'POST', path: '/api/reports/{id}/calculate_emissions/', may: 'everyone', ok: 200, changes: true },
  { method: 'POST', path: '/api/reports/{id}/consolidate/', may: 'consolidators', ok: 200, changes: true, fresh: freshReport },
  { method: 'POST', path: '/api/reports/{id}/desconsolidate/', may: 'managers', ok: 200, fresh: freshConsolidatedReport },
  // Whoever reads a report may restate it: nothing stored changes, consolidated or not (docs/methodology.md §2).
  { method: 'POST', path: '/api/reports/{id}/restate/', may: 'everyone', ok: 200, body: () => ({ review }) },
  { method: 'POST', path: '/api/reports/{id}/restate/csv/', may: 'everyone', ok: 200, body: () => ({ review }) },
  { method: 'POST', path: '/api/reports/{id}/clone/', may: 'everyone', ok: 201, body: () => ({}) },
];

/** List, create, read, update, partial update and delete of one child resource. */
function childRows(segment: string, child: ChildKey, body: (ids: Ids) => object, patch: object): Row[] {
  const list = `/api/reports/{id}/${segment}/`;
  const one = `${list}{childId}/`;
  const fresh = async (w: World) => ({ [child]: await create(w.owner, `/api/reports/${w.report}/${segment}/`, body(w)) });
  return [
    { method: 'GET', path: list, may: 'everyone', ok: 200 },
    { method: 'POST', path: list, may: 'editors', ok: 201, changes: true, body },
    { method: 'GET', path: one, child, may: 'everyone', ok: 200 },
    { method: 'PUT', path: one, child, may: 'editors', ok: 200, changes: true, body },
    { method: 'PATCH', path: one, child, may: 'editors', ok: 200, changes: true, body: () => patch },
    { method: 'DELETE', path: one, child, may: 'editors', ok: 204, changes: true, fresh },
  ];
}

const STAGE_ROWS: Row[] = STAGE_KINDS.flatMap((kind): Row[] => [
  ...childRows(STAGE_PATHS[kind], kind, (ids) => STAGE_BODY[kind](ids.cargo), { distance: 321 }),
  // The stage form's cargo selector (docs/spec/part-2.md §7) and the distance preview (decision 0006 "Distances").
  { method: 'GET', path: `/api/reports/{id}/${STAGE_PATHS[kind]}/cargos/`, may: 'everyone', ok: 200 },
  {
    method: 'POST',
    path: `/api/reports/{id}/${STAGE_PATHS[kind]}/get_distance/`,
    may: 'everyone',
    ok: 200,
    body: () => (kind === 'nautical' ? { port_origin: 'ESVLC', port_destination: 'NLRTM' } : { origin: MADRID, destination: PARIS }),
  },
]);

const ROWS: Row[] = [
  ...REPORT_ROWS,
  ...childRows('cargos', 'cargo', () => ({ weight: 3 }), { weight: 4 }),
  ...STAGE_ROWS,
  ...childRows('storages', 'storage', (ids) => STORAGE_BODY(ids.cargo), { moves_number: 3 }),
];

/** Children and actions of consumption reports, which a transport report does not have. */
const CONSUMPTION_ONLY = /^\/api\/reports\/\{id\}\/(consumptions|voyages|import_hseq_intakes)\//;

function expectedFor(actor: Actor, row: Row): number {
  if (actor === 'anonymous') return 401;
  return (MAY[row.may] as readonly Actor[]).includes(actor) ? row.ok : 403;
}

const DETAIL: Record<number, RegExp> = {
  401: /^Authentication credentials were not provided\.$/,
  403: /^You do not have permission to perform this action\.$/,
  404: /^Not found\.$/,
  409: /^Report TR-2026-\d{6} is (already )?consolidated/,
};

const MATRIX: Matrix<Ids, Row> = { rows: ROWS, send, expectedFor, details: DETAIL, newWorld, snapshot };

describe('report routes by role (decision 0006 "Permissions")', () => {
  it('has one row for every report route the server registers', async () => {
    const doc = (await session.app().app.inject({ method: 'GET', url: '/api/schema/' })).json() as { paths: Record<string, Record<string, unknown>> };
    // Routes of consumption reports only have their own matrix (consumption-access.test.ts).
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/reports/') && !CONSUMPTION_ONLY.test(path))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    expect(served.length).toBeGreaterThanOrEqual(57);
    expect(ROWS.map(routeOf).toSorted()).toEqual(served.toSorted());
  });

  for (const actor of Object.keys(ACTORS) as Actor[]) {
    const { user, owner } = ACTORS[actor];
    it(`answers ${actor === 'anonymous' ? 'an anonymous caller' : `${user} on a report by ${owner}`} as the matrix says, changing nothing when refused`, async () => {
      expect(await actorProblems(MATRIX, actor)).toEqual([]);
    });
  }
});

describe('another company’s ids (decision 0006 "Storage")', () => {
  it('answers 404 on every route that names a report of another company, and changes nothing', async () => {
    const theirs = await newWorld('demo.user');
    const before = await snapshot('demo.user', theirs);
    const problems: string[] = [];
    for (const row of ROWS.filter((r) => r.path.includes('{id}'))) {
      const problem = mismatch(row, await send('scope3.super', row.method, urlOf(row, theirs), row.body?.(theirs)), 404, DETAIL);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    expect(await snapshot('demo.user', theirs)).toEqual(before);
    const listed = (await send('scope3.super', 'GET', `/api/reports/?search=${encodeURIComponent(PROJECT)}`)).body;
    expect(listed?.count).toBe(0);
  });

  const foreignChildren = [
    { what: 'another company’s child', owner: 'demo.user' },
    { what: 'a child of another report of the same company', owner: 'scope3.super' },
  ];
  for (const { what, owner } of foreignChildren) {
    it(`answers 404 on every child route given ${what}, and changes neither report`, async () => {
      expect(await foreignChildProblems(MATRIX, 'scope3.super', owner)).toEqual([]);
    });
  }
});

describe('a consolidated report (decision 0006 "Consolidation")', () => {
  let world: World;
  beforeAll(async () => {
    world = await newWorld('demo.user');
    await consolidate('demo.user', world.report);
  });

  for (const who of ['demo.user', 'demo.super']) {
    it(`answers 409 to ${who} on every route that changes the report or a child, and changes nothing`, async () => {
      const before = await snapshot('demo.user', world);
      const problems: string[] = [];
      for (const row of ROWS.filter((r) => r.changes)) {
        const problem = mismatch(row, await send(who, row.method, urlOf(row, world), row.body?.(world)), 409, DETAIL);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(await snapshot('demo.user', world)).toEqual(before);
    });
  }

  it('still answers every route that changes nothing of it', async () => {
    const before = await snapshot('demo.user', world);
    const problems: string[] = [];
    for (const row of ROWS.filter((r) => !r.changes && r.may === 'everyone')) {
      const problem = mismatch(row, await send('demo.user', row.method, urlOf(row, world), row.body?.(world)), row.ok, DETAIL);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    expect(await snapshot('demo.user', world)).toEqual(before);
  });
});
