import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumptionLookups, type ConsumptionLookups } from '../../test-support/consumption-lookups.ts';
import { defaultReviewId } from '../../test-support/default-review.ts';
import { ACTORS, actorProblems, foreignChildProblems, mismatch, routeOf, sender, urlOf, type Actor, type Matrix, type MatrixRow } from '../../test-support/route-matrix.ts';
import { signedInApp, type Json } from '../../test-support/signed-in-app.ts';

// Every route of a consumption report against every role (decision 0009 "Who edits": the creator, an admin or a
// super edits; the creator or a super deletes), against another company's ids, against a consolidated report
// (409 on every change; consolidation cannot be undone), and against a company that reports scope 3 only (403).

const session = signedInApp();
const send = sender(session);
let lookups: ConsumptionLookups;
let platformLookups: ConsumptionLookups;
/** The review a restatement asks for: the seeded one, which every company sees. */
let review: number;
beforeAll(async () => {
  review = await defaultReviewId(session.app().db);
  lookups = await createConsumptionLookups(session.app(), session.as('demo.super'));
  platformLookups = await createConsumptionLookups(session.app(), session.as('platform.super'));
});

async function create(who: string, url: string, payload: object | undefined, status = 201): Promise<number> {
  const res = await send(who, 'POST', url, payload);
  if (res.status !== status) throw new Error(`POST ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as Json).id;
}

const REPORT = { type: 'consumption', project_name: 'Energy access matrix', date: '2026-04-14' };
const lookupsOf = (owner: string) => (owner === 'platform.super' ? platformLookups : lookups);
const consumptionBody = (owner: string) => ({ type: 'electricity', date: '2026-04-01', quantity: '1200,5', supplier: lookupsOf(owner).iberdrola, tags: { customer: 'ACME' } });
const voyageBody = (owner: string) => ({ car: lookupsOf(owner).dieselCar, date: '2026-04-02', distance: 80 });

interface Ids {
  report: number;
  consumption: number;
  voyage: number;
}
type ChildKey = Exclude<keyof Ids, 'report'>;
interface World extends Ids {
  owner: string;
}

const newReport = (owner: string) => create(owner, '/api/reports/', REPORT);
async function newWorld(owner: string): Promise<World> {
  const report = await newReport(owner);
  const consumption = await create(owner, `/api/reports/${report}/consumptions/`, consumptionBody(owner));
  const voyage = await create(owner, `/api/reports/${report}/voyages/`, voyageBody(owner));
  return { owner, report, consumption, voyage };
}

/** Everything the owner sees of a report, to show that a refused call changed nothing. */
async function snapshot(owner: string, ids: Ids): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const url of ['', 'totals/', 'consumptions/?page_size=1000', 'voyages/?page_size=1000'].map((s) => `/api/reports/${ids.report}/${s}`)) {
    const res = await send(owner, 'GET', url);
    expect(res.status, url).toBe(200);
    bodies.push(res.body);
  }
  return bodies;
}

const MAY = {
  everyone: ['author', 'colleague', 'admin', 'super'],
  /** Decision 0009 "Who edits": the spec's admin rule as it is meant. */
  editors: ['author', 'admin', 'super'],
  /** docs/spec/part-2.md §6: delete is for the creator or a super user. */
  deleters: ['author', 'super'],
  consolidators: ['author', 'colleague', 'admin', 'super'],
  nobody: [],
} as const satisfies Record<string, readonly Actor[]>;

interface Row extends MatrixRow<Ids> {
  may: keyof typeof MAY;
  /** What every signed-in user of the company gets, whoever they are. */
  always?: number;
}

const freshReport = async (w: World) => ({ report: await newReport(w.owner) });

const REPORT_ROWS: Row[] = [
  { method: 'GET', path: '/api/reports/{id}/', may: 'everyone', ok: 200 },
  { method: 'PUT', path: '/api/reports/{id}/', may: 'editors', ok: 200, changes: true, body: () => ({ ...REPORT, project_reference: 'PUT' }) },
  { method: 'PATCH', path: '/api/reports/{id}/', may: 'editors', ok: 200, changes: true, body: () => ({ project_reference: 'PATCH' }) },
  { method: 'DELETE', path: '/api/reports/{id}/', may: 'deleters', ok: 204, changes: true, fresh: freshReport },
  { method: 'GET', path: '/api/reports/{id}/totals/', may: 'everyone', ok: 200 },
  { method: 'POST', path: '/api/reports/{id}/calculate_emissions/', may: 'everyone', ok: 200, changes: true },
  { method: 'POST', path: '/api/reports/{id}/consolidate/', may: 'consolidators', ok: 200, changes: true, fresh: freshReport },
  // Consolidation cannot be undone, open or not, whoever asks.
  { method: 'POST', path: '/api/reports/{id}/desconsolidate/', may: 'nobody', ok: 200, always: 409 },
  { method: 'POST', path: '/api/reports/{id}/restate/', may: 'everyone', ok: 200, body: () => ({ review }) },
  { method: 'POST', path: '/api/reports/{id}/restate/csv/', may: 'everyone', ok: 200, body: () => ({ review }) },
  { method: 'POST', path: '/api/reports/{id}/clone/', may: 'everyone', ok: 201, body: () => ({}) },
];

function childRows(segment: string, child: ChildKey, body: (owner: string) => object, patch: object): Row[] {
  const list = `/api/reports/{id}/${segment}/`;
  const one = `${list}{childId}/`;
  const fresh = async (w: World) => ({ [child]: await create(w.owner, `/api/reports/${w.report}/${segment}/`, body(w.owner)) });
  return [
    { method: 'GET', path: list, may: 'everyone', ok: 200 },
    { method: 'POST', path: list, may: 'editors', ok: 201, changes: true, body: (w) => body(w.owner) },
    { method: 'GET', path: one, child, may: 'everyone', ok: 200 },
    { method: 'PUT', path: one, child, may: 'editors', ok: 200, changes: true, body: (w) => body(w.owner) },
    { method: 'PATCH', path: one, child, may: 'editors', ok: 200, changes: true, body: () => patch },
    { method: 'DELETE', path: one, child, may: 'editors', ok: 204, changes: true, fresh },
  ];
}

const CHILD_ROWS: Row[] = [
  ...childRows('consumptions', 'consumption', consumptionBody, { quantity: '7,5' }),
  ...childRows('voyages', 'voyage', voyageBody, { distance: 12 }),
];
const ROWS: Row[] = [...REPORT_ROWS, ...CHILD_ROWS];

function expectedFor(actor: Actor, row: Row): number {
  if (actor === 'anonymous') return 401;
  if (row.always) return row.always;
  return (MAY[row.may] as readonly Actor[]).includes(actor) ? row.ok : 403;
}

const DETAIL: Record<number, RegExp> = {
  401: /^Authentication credentials were not provided\.$/,
  403: /^You do not have permission to perform this action\.$/,
  404: /^Not found\.$/,
  409: /^(Report CR-2026-\d{6} is (already )?consolidated|Consumption reports stay consolidated: consolidation cannot be undone\.$)/,
};

const MATRIX: Matrix<Ids, Row> = { rows: ROWS, send, expectedFor, details: DETAIL, newWorld, snapshot };

describe('consumption report routes by role (decision 0009 "Who edits")', () => {
  it('has one row for every route of a consumption report’s children', async () => {
    const doc = (await session.app().app.inject({ method: 'GET', url: '/api/schema/' })).json() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/reports\/\{id\}\/(consumptions|voyages)\//.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`));
    expect(CHILD_ROWS.map(routeOf).toSorted()).toEqual(served.toSorted());
  });

  for (const actor of Object.keys(ACTORS) as Actor[]) {
    const { user, owner } = ACTORS[actor];
    it(`answers ${actor === 'anonymous' ? 'an anonymous caller' : `${user} on a report by ${owner}`} as the matrix says, changing nothing when refused`, async () => {
      expect(await actorProblems(MATRIX, actor)).toEqual([]);
    });
  }
});

describe('another company’s ids', () => {
  it('answers 404 on every route that names a consumption report of another company, and changes nothing', async () => {
    const theirs = await newWorld('demo.user');
    const before = await snapshot('demo.user', theirs);
    const problems: string[] = [];
    for (const row of ROWS) {
      const problem = mismatch(row, await send('platform.super', row.method, urlOf(row, theirs), row.body?.({ ...theirs, owner: 'platform.super' })), 404, DETAIL);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    expect(await snapshot('demo.user', theirs)).toEqual(before);
  });

  const foreignChildren = [
    { what: 'another company’s child', owner: 'demo.user' },
    { what: 'a child of another report of the same company', owner: 'platform.super' },
  ];
  for (const { what, owner } of foreignChildren) {
    it(`answers 404 on every child route given ${what}, and changes neither report`, async () => {
      expect(await foreignChildProblems(MATRIX, 'platform.super', owner)).toEqual([]);
    });
  }
});

describe('a consolidated consumption report', () => {
  let world: World;
  beforeAll(async () => {
    world = await newWorld('demo.user');
    await create('demo.user', `/api/reports/${world.report}/consolidate/`, undefined, 200);
  });

  for (const who of ['demo.user', 'demo.admin', 'demo.super']) {
    it(`answers 409 to ${who} on every change to the report or a child, and on desconsolidate, and changes nothing`, async () => {
      const before = await snapshot('demo.user', world);
      const problems: string[] = [];
      for (const row of ROWS.filter((r) => r.changes || r.always)) {
        const problem = mismatch(row, await send(who, row.method, urlOf(row, world), row.body?.(world)), 409, DETAIL);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
      expect(await snapshot('demo.user', world)).toEqual(before);
      expect((before[0] as Json).read_only).toBe(true);
    });
  }

  it('says so in Spanish when asked to unconsolidate', async () => {
    const res = await session.app().call(session.as('demo.super'), { method: 'POST', url: `/api/reports/${world.report}/desconsolidate/`, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Los informes de consumos siguen consolidados: la consolidación no se puede deshacer.' });
  });

  it('still answers every route that changes nothing of it', async () => {
    const problems: string[] = [];
    for (const row of ROWS.filter((r) => !r.changes && !r.always)) {
      const problem = mismatch(row, await send('demo.user', row.method, urlOf(row, world), row.body?.(world)), row.ok, DETAIL);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    const listed = (await send('demo.user', 'GET', '/api/reports/?type=consumption&confirmed=false&business_trip=false&page_size=1000')).body as Json;
    expect(listed.results.find((r: Json) => r.id === world.report)).toMatchObject({ read_only: true });
  });
});

describe('a company that reports scope 3 only', () => {
  it('gets 403 from every consumption and voyage route, whatever the report', async () => {
    const theirs = await newWorld('demo.user');
    const transport = await create('scope3.super', '/api/reports/', { project_name: 'Freight', date: '2026-01-01' });
    const problems: string[] = [];
    for (const ids of [theirs, { report: transport, consumption: theirs.consumption, voyage: theirs.voyage }]) {
      for (const row of CHILD_ROWS) {
        const problem = mismatch(row, await send('scope3.super', row.method, urlOf(row, ids), row.body?.(theirs)), 403, { 403: /^Your company reports scope 3 only/ });
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });
});
