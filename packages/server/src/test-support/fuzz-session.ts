import * as fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { authTokens, commodities, companies, reviews, users } from '../db/schema.ts';
import { cargos, reports, stages, storages } from '../db/schema-reports.ts';
import { hashPassword } from '../resources/auth/password-hash.ts';
import { hashToken, issueToken } from '../resources/auth/token-repository.ts';
import {
  describeRequest,
  fuzzRequests,
  judgeAnswer,
  materialise,
  operationsOf,
  type Actor,
  type FuzzOperation,
  type FuzzRequest,
  type IdResolver,
  type MaterialRequest,
  type OpenApiDocument,
  type Problem,
  undocumented,
} from './openapi-fuzz.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './test-app.ts';

// Runs the OpenAPI fuzz (openapi-fuzz.ts) against an in-process app on a real database: signs the actors in,
// keeps pools of real ids of three companies fresh while requests delete and create rows, sends each request
// with a timeout, and tallies the answers, de-duplicating what is wrong.

const ACTOR_USERS: Record<Exclude<Actor, 'anonymous' | 'bad_token'>, string> = {
  user: 'demo.user',
  admin: 'demo.admin',
  super: 'demo.super',
  platform: 'platform.super',
};
const BAD_TOKENS = ['Token nope', `Token ${'0'.repeat(64)}`, 'Basic Zm9vOmJhcg==', 'Token', 'Bearer x'];
/** The seeded logins and their password, so that sign-in and password changes sometimes succeed. */
const SESSION_HINTS = {
  username: fc.constantFrom(...Object.values(ACTOR_USERS), 'scope3.super', 'DEMO.USER', 'fuzz.new.user'),
  old_password: fc.constantFrom(DEMO_PASSWORD, 'not-the-password-1'),
  password: fc.constantFrom(DEMO_PASSWORD, 'Tr4nsport-Ledger-93', 'wrong-password-9'),
};
/** Users the fuzz may edit and delete, per company: the actors' own rows are only read. */
const VICTIMS_PER_COMPANY = 3;

interface ActorState {
  username: string;
  userId: number;
  companyId: number;
  role: 'super' | 'admin' | 'other';
  token: string;
}

/** One kind of wrong answer: the same problem, status and error, on whichever routes showed it. */
export interface Finding {
  problem: Problem;
  status: number | undefined;
  /** The error the server raised (message and the first frame in our code), or what is wrong with the body. */
  message: string;
  count: number;
  /** `METHOD /template/` → answers. */
  routes: Record<string, number>;
  /** The shortest request that showed it. */
  example: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  byStatus: Record<string, number>;
  findings: Finding[];
  /** Operations that never answered 2xx: the generator did not get past their checks. */
  neverSucceeded: string[];
  seconds: number;
  /** Actors whose token or role had to be restored, by why (a request signed them out or changed them). */
  repairs: Record<string, number>;
  /** The slowest answer: how long it took and the request. */
  slowest: { ms: number; example: string };
}

export interface FuzzTarget {
  t: TestApp;
  doc: OpenApiDocument;
  operations: FuzzOperation[];
  close(): Promise<void>;
}

interface CapturedError {
  message: string;
  where: string;
}

/** The app the fuzz talks to, with a hook that keeps every error a request raised (the 500 body says nothing). */
export async function createFuzzTarget(env: Record<string, string> = {}): Promise<FuzzTarget & { errors: CapturedError[] }> {
  const errors: CapturedError[] = [];
  const t = await createTestApp(env, {
    beforeReady: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        const frame = (error.stack ?? '').split('\n').find((line) => /packages\/(server|contracts|emissions)\/src/.test(line));
        // A failed query wraps the database's own error; its message says what went wrong, the query where.
        const cause = (error as { cause?: { message?: unknown } }).cause?.message;
        const message = typeof cause === 'string' ? `${cause} (in ${error.message.split('\n')[0]?.slice(0, 80)}…)` : error.message;
        errors.push({ message, where: frame?.trim().replace(/^at /, '').replace(/.*\/packages\//, 'packages/').replace(/\)$/, '') ?? '' });
      }),
  });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as OpenApiDocument;
  return { t, doc, operations: operationsOf(doc), errors, close: () => t.close() };
}

const orderById = <T extends { id: number }>(rows: T[]) => rows.toSorted((a, b) => a.id - b.id);

/** Real ids per company and kind; `parent` says which report holds each child (`cargo:12` → 3). */
interface Pools {
  byCompany: Map<number, Map<string, number[]>>;
  parent: Map<string, number>;
}

/** Real ids per company and kind (`report`, `cargo`, `cargo@<report>`, `stage:road@<report>`, …), read from the database. */
async function readPools(t: TestApp, victims: Set<number>): Promise<Pools> {
  const pools: Pools = { byCompany: new Map(), parent: new Map() };
  const add = (companyId: number, kind: string, id: number, reportId?: number) => {
    const byKind = pools.byCompany.get(companyId) ?? new Map<string, number[]>();
    pools.byCompany.set(companyId, byKind);
    byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
    if (reportId !== undefined) {
      byKind.set(`${kind}@${reportId}`, [...(byKind.get(`${kind}@${reportId}`) ?? []), id]);
      pools.parent.set(`${kind}:${id}`, reportId);
    }
  };
  for (const r of orderById(await t.db.select({ id: reports.id, companyId: reports.companyId }).from(reports))) add(r.companyId, 'report', r.id);
  for (const c of orderById(await t.db.select({ id: cargos.id, companyId: cargos.companyId, reportId: cargos.reportId }).from(cargos))) {
    add(c.companyId, 'cargo', c.id, c.reportId);
  }
  for (const s of orderById(await t.db.select({ id: stages.id, companyId: stages.companyId, reportId: stages.reportId, kind: stages.kind }).from(stages))) {
    add(s.companyId, `stage:${s.kind}`, s.id, s.reportId);
  }
  for (const s of orderById(await t.db.select({ id: storages.id, companyId: storages.companyId, reportId: storages.reportId }).from(storages))) {
    add(s.companyId, 'storage', s.id, s.reportId);
  }
  for (const c of orderById(await t.db.select({ id: commodities.id, companyId: commodities.companyId }).from(commodities))) add(c.companyId, 'commodity', c.id);
  for (const r of orderById(await t.db.select({ id: reviews.id, companyId: reviews.companyId }).from(reviews))) add(r.companyId, 'review', r.id);
  for (const u of orderById(await t.db.select({ id: users.id, companyId: users.companyId }).from(users))) {
    add(u.companyId, 'user', u.id);
    if (victims.has(u.id)) add(u.companyId, 'victim', u.id);
  }
  return pools;
}

const READ_ONLY = new Set(['GET']);
/** Vehicles, ship types, aircraft, ports…: ids every company shares; the smallest table (rail vehicles) has 8. */
const REFERENCE_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

function resolverFor(pools: Pools, companyId: number, method: string): IdResolver {
  return (kind, { from, pick }, context) => {
    if (context.parentOf) return pools.parent.get(`${context.parentOf.kind}:${context.parentOf.id}`);
    if (kind === 'reference') return REFERENCE_IDS[pick % REFERENCE_IDS.length];
    // Users the fuzz may change are its victims; the actors are only ever read.
    const poolKind = kind === 'user' && !READ_ONLY.has(method) ? 'victim' : kind;
    const chosen = [...pools.byCompany].filter(([id]) => (from === 'own' ? id === companyId : id !== companyId)).map(([, byKind]) => byKind);
    const inReport = context.reportId !== undefined ? chosen.flatMap((byKind) => byKind.get(`${poolKind}@${context.reportId}`) ?? []) : [];
    const candidates = inReport.length ? inReport : chosen.flatMap((byKind) => byKind.get(poolKind) ?? []);
    return candidates.length ? candidates[pick % candidates.length] : undefined;
  };
}

interface Session {
  target: FuzzTarget & { errors: CapturedError[] };
  actors: Map<Actor, ActorState>;
  victims: Set<number>;
  companyIds: { demo: number; scope3: number; platform: number };
  pools: Pools;
  repairs: Record<string, number>;
}

async function signIn(t: TestApp, username: string): Promise<ActorState> {
  const [row] = await t.db.select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no seeded user ${username}`);
  return { username, userId: row.id, companyId: row.companyId, role: row.role, token: await issueToken(t.db, row.id, row.companyId) };
}

/** A report with a cargo, a road stage and a storage, so every child route has a real row to reach. */
async function makeReport(t: TestApp, token: string, name: string): Promise<void> {
  const report = await t.call(token, { method: 'POST', url: '/api/reports/', payload: { project_name: name, date: '2026-03-01' } });
  if (report.statusCode !== 201) throw new Error(`fuzz set-up: report ${report.statusCode} ${report.body}`);
  const id = report.json<{ id: number }>().id;
  const cargoIds: number[] = [];
  for (const weight of [5, 12]) {
    const cargo = await t.call(token, { method: 'POST', url: `/api/reports/${id}/cargos/`, payload: { weight } });
    cargoIds.push(cargo.json<{ id: number }>().id);
  }
  const links = cargoIds.map((cargo) => ({ cargo }));
  const children: [string, object][] = [
    ['road-overland-stages', { distance: 120, cargos: links }],
    ['rail-overland-stages', { distance: 80, cargos: links }],
    ['nautical-stages', { distance: 900, ship_load_type: 'full_cargo', cargos: links }],
    ['air-stages', { distance: 1500, cargos: links }],
    ['storages', { warehouse_name: 'Fuzz', cargos: links, moves_number: 3 }],
  ];
  for (const [path, payload] of children) {
    const res = await t.call(token, { method: 'POST', url: `/api/reports/${id}/${path}/`, payload });
    if (res.statusCode !== 201) throw new Error(`fuzz set-up: ${path} ${res.statusCode} ${res.body}`);
  }
}

async function ensureVictims(session: Session): Promise<void> {
  const { t } = session.target;
  const present = new Set(
    (await t.db.select({ id: users.id }).from(users).where(inArray(users.id, [...session.victims, 0]))).map((u) => u.id),
  );
  for (const id of session.victims) if (!present.has(id)) session.victims.delete(id);
  const passwordHash = await hashPassword('fuzz-victim-Pass-93');
  for (const companyId of Object.values(session.companyIds)) {
    const have = (await t.db.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), inArray(users.id, [...session.victims, 0])))).length;
    for (let n = have; n < VICTIMS_PER_COMPANY; n += 1) {
      const username = `fuzz.victim.${companyId}.${Date.now().toString(36)}${n}`;
      const [row] = await t.db.insert(users).values({ companyId, username, name: 'Fuzz victim', email: `${username}@example.com`, role: n === 0 ? 'admin' : 'other', passwordHash }).returning({ id: users.id });
      if (row) session.victims.add(row.id);
    }
  }
}

/** Puts the actors back as they were if a request signed one out, changed its role, or deleted it. */
async function repairActors(session: Session): Promise<void> {
  const { t } = session.target;
  for (const [actor, state] of session.actors) {
    const [row] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, state.userId));
    if (!row) {
      session.repairs[`${actor} deleted`] = (session.repairs[`${actor} deleted`] ?? 0) + 1;
      const [made] = await t.db
        .insert(users)
        .values({ companyId: state.companyId, username: state.username, name: state.username, email: `${state.username}@example.com`, role: state.role, passwordHash: await hashPassword('fuzz-actor-Pass-93') })
        .returning({ id: users.id });
      if (!made) throw new Error(`fuzz: cannot restore ${state.username}`);
      state.userId = made.id;
    } else if (row.role !== state.role) {
      session.repairs[`${actor} role changed`] = (session.repairs[`${actor} role changed`] ?? 0) + 1;
      await t.db.update(users).set({ role: state.role }).where(eq(users.id, state.userId));
    }
    const [token] = await t.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.keyHash, hashToken(state.token)));
    if (!token) {
      session.repairs[`${actor} signed out`] = (session.repairs[`${actor} signed out`] ?? 0) + 1;
      state.token = await issueToken(t.db, state.userId, state.companyId);
    }
  }
}

/** Keeps a few reports in every company, however many the fuzz deleted. */
async function replenish(session: Session): Promise<void> {
  const { t } = session.target;
  const owners: [number, Actor][] = [
    [session.companyIds.demo, 'super'],
    [session.companyIds.platform, 'platform'],
  ];
  for (const [companyId, actor] of owners) {
    const count = session.pools.byCompany.get(companyId)?.get('report')?.length ?? 0;
    for (let n = count; n < 3; n += 1) await makeReport(t, session.actors.get(actor)?.token ?? '', `Fuzz refill ${n}`);
  }
  const scope3Reports = session.pools.byCompany.get(session.companyIds.scope3)?.get('report')?.length ?? 0;
  if (scope3Reports < 2) {
    const token = await issueToken(t.db, ...(await scope3Super(t)));
    for (let n = scope3Reports; n < 2; n += 1) await makeReport(t, token, `Scope3 fuzz ${n}`);
  }
  session.pools = await readPools(t, session.victims);
}

async function scope3Super(t: TestApp): Promise<[number, number]> {
  const [row] = await t.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, 'scope3.super'));
  if (!row) throw new Error('no scope3.super');
  return [row.id, row.companyId];
}

async function openSession(target: FuzzTarget & { errors: CapturedError[] }): Promise<Session> {
  const { t } = target;
  const actors = new Map<Actor, ActorState>();
  for (const [actor, username] of Object.entries(ACTOR_USERS)) actors.set(actor as Actor, await signIn(t, username));
  const [scope3User] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.username, 'scope3.super'));
  const [platform] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.platform, true));
  const demo = actors.get('super')?.companyId;
  if (!scope3User || !platform || demo === undefined) throw new Error('fuzz: seeded companies missing');
  const session: Session = {
    target,
    actors,
    victims: new Set(),
    companyIds: { demo, scope3: scope3User.companyId, platform: platform.id },
    pools: { byCompany: new Map(), parent: new Map() },
    repairs: {},
  };
  await ensureVictims(session);
  session.pools = await readPools(t, session.victims);
  await replenish(session);
  return session;
}

/** The error without what varies between requests: quoted text (urls, values) and numbers. */
const normalise = (message: string) =>
  message
    .replace(/'[^']*'|"[^"]*"/g, '…')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .slice(0, 200);

export interface RunOptions {
  runs: number;
  seed: number;
  /** A request unanswered after this long is a hang. */
  timeoutMs?: number;
  /** Called every `progressEvery` requests. */
  onProgress?: (sent: number, report: FuzzReport) => void;
  progressEvery?: number;
}

/** Sends `runs` generated requests (the same ones for the same seed) and tallies the answers. */
export async function runFuzz(target: FuzzTarget & { errors: CapturedError[] }, options: RunOptions): Promise<FuzzReport> {
  const session = await openSession(target);
  const { t } = target;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const started = performance.now();
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    byStatus: {},
    findings: [],
    neverSucceeded: [],
    seconds: 0,
    repairs: session.repairs,
    slowest: { ms: 0, example: '' },
  };
  const findings = new Map<string, Finding>();
  const succeeded = new Set<string>();

  const record = (problem: Problem, request: FuzzRequest, material: MaterialRequest, status: number | undefined, message: string) => {
    const route = `${request.operation.method} ${request.operation.template}`;
    const key = `${problem} ${status} ${normalise(message)}`;
    const example = describeRequest(request, material);
    const found = findings.get(key) ?? { problem, status, message: message.slice(0, 300), count: 0, routes: {}, example };
    findings.set(key, found);
    found.count += 1;
    found.routes[route] = (found.routes[route] ?? 0) + 1;
    if (example.length < found.example.length) found.example = example;
  };

  const send = async (request: FuzzRequest) => {
    const actor = request.actor === 'anonymous' || request.actor === 'bad_token' ? undefined : session.actors.get(request.actor);
    const companyId = actor?.companyId ?? session.companyIds.demo;
    const material = materialise(request, resolverFor(session.pools, companyId, request.operation.method));
    const headers = { ...material.headers };
    if (actor) headers.authorization = `Token ${actor.token}`;
    if (request.actor === 'bad_token') headers.authorization = BAD_TOKENS[report.sent % BAD_TOKENS.length] as string;
    target.errors.length = 0;
    report.sent += 1;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      const sentAt = performance.now();
      const answer = await Promise.race([t.app.inject({ method: material.method, url: material.url, headers, payload: material.payload }), timeout]);
      const ms = performance.now() - sentAt;
      if (ms > report.slowest.ms) report.slowest = { ms, example: describeRequest(request, material) };
      if (answer === 'timeout') {
        report.byStatus.timeout = (report.byStatus.timeout ?? 0) + 1;
        record('timeout', request, material, undefined, `no answer in ${timeoutMs} ms`);
        return;
      }
      report.byStatus[answer.statusCode] = (report.byStatus[answer.statusCode] ?? 0) + 1;
      if (answer.statusCode < 300) succeeded.add(`${request.operation.method} ${request.operation.template}`);
      const contentType = answer.headers['content-type'] as string | undefined;
      const verdict = judgeAnswer(answer.statusCode, contentType, answer.body) ?? undocumented(request.operation, answer.statusCode, contentType);
      if (verdict) {
        const raised = target.errors.map((e) => `${e.message}${e.where ? ` (${e.where})` : ''}`).join(' | ');
        record(verdict.problem, request, material, answer.statusCode, verdict.problem === 'server_error' && raised ? raised : verdict.why);
      }
      // A request may have signed an actor out, changed or deleted a row the pools list.
      if (request.operation.method !== 'GET' && answer.statusCode < 300) {
        if (/\/api\/(users|rest-auth)\//.test(request.operation.template)) await repairActors(session);
        if (request.operation.method === 'DELETE' || request.operation.method === 'POST') session.pools = await readPools(t, session.victims);
      }
    } catch (error) {
      report.byStatus.thrown = (report.byStatus.thrown ?? 0) + 1;
      record('broken_stream', request, material, undefined, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
    if (report.sent % 100 === 0) {
      await ensureVictims(session);
      await replenish(session);
    }
    if (options.onProgress && report.sent % (options.progressEvery ?? 500) === 0) options.onProgress(report.sent, summarise());
  };

  const summarise = (): FuzzReport => ({
    ...report,
    findings: [...findings.values()].toSorted((a, b) => a.problem.localeCompare(b.problem) || b.count - a.count),
    neverSucceeded: target.operations.map((o) => `${o.method} ${o.template}`).filter((o) => !succeeded.has(o)),
    seconds: (performance.now() - started) / 1000,
  });

  await fc.assert(
    fc.asyncProperty(fuzzRequests(target.doc, { operations: target.operations, hints: SESSION_HINTS }), async (request) => {
      await send(request);
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  return summarise();
}

/** The report as the bench prints it. */
export function formatFuzzReport(report: FuzzReport): string {
  const lines = [
    `seed ${report.seed}: ${report.sent} requests in ${report.seconds.toFixed(1)} s (${(report.sent / report.seconds).toFixed(0)}/s)`,
    `answers by status: ${Object.entries(report.byStatus)
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status} × ${n}`)
      .join(', ')}`,
  ];
  const byProblem = new Map<Problem, Finding[]>();
  for (const f of report.findings) byProblem.set(f.problem, [...(byProblem.get(f.problem) ?? []), f]);
  const fiveHundreds = report.findings.filter((f) => f.problem === 'server_error');
  lines.push(`5xx: ${fiveHundreds.reduce((n, f) => n + f.count, 0)} (${fiveHundreds.length} distinct)`);
  for (const [problem, list] of byProblem) {
    lines.push('', `${problem} (${list.length} distinct, ${list.reduce((n, f) => n + f.count, 0)} answers):`);
    for (const f of list) {
      const routes = Object.entries(f.routes).toSorted(([, a], [, b]) => b - a);
      const shown = routes.slice(0, 6).map(([route, n]) => `${route} × ${n}`).join(', ');
      lines.push(
        `- ${f.status ?? '—'} × ${f.count}: ${f.message}`,
        `    on ${routes.length} route(s): ${shown}${routes.length > 6 ? ', …' : ''}`,
        `    e.g. ${f.example}`,
      );
    }
  }
  if (report.neverSucceeded.length) lines.push('', `operations never answered 2xx (${report.neverSucceeded.length}): ${report.neverSucceeded.join('; ')}`);
  lines.push('', `slowest answer: ${report.slowest.ms.toFixed(0)} ms, ${report.slowest.example}`);
  if (Object.keys(report.repairs).length) lines.push('', `actors restored: ${Object.entries(report.repairs).map(([why, n]) => `${why} × ${n}`).join(', ')}`);
  return lines.join('\n');
}
