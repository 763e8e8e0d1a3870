import { isDeepStrictEqual } from 'node:util';
import type { Json, SignedInApp } from './signed-in-app.ts';

// The access tests of report routes (reports/report-access.test.ts for transport reports,
// reports/consumption-access.test.ts for consumption reports) each check a matrix: every route against every role,
// against another company's ids and against a consolidated report. Their routes and rules differ; how a route of a
// matrix is called and its answer judged is the same, and is here.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who calls, and whose report they call about. */
export const ACTORS = {
  anonymous: { user: null, owner: 'demo.user' },
  author: { user: 'demo.user', owner: 'demo.user' },
  colleague: { user: 'demo.user', owner: 'demo.admin' },
  admin: { user: 'demo.admin', owner: 'demo.user' },
  super: { user: 'demo.super', owner: 'demo.user' },
} as const;
export type Actor = keyof typeof ACTORS;

/** The ids a route's path names: a report's, and one child's of each kind. */
export interface ReportIds {
  report: number;
}
/** A report with its children, and who made them. */
export type World<I extends ReportIds> = I & { owner: string };

export interface MatrixRow<I extends ReportIds> {
  method: Method;
  /** The route as the OpenAPI document names it. */
  path: string;
  /** What a successful call answers. */
  ok: number;
  /** The child `{childId}` names. */
  child?: Exclude<keyof I, 'report'>;
  /** Changes the report or a child: 409 once the report is consolidated. */
  changes?: true;
  query?: string;
  body?: (w: World<I>) => object;
  /** What a successful call uses up (a deletion, a consolidation) is made afresh for it by the owner. */
  fresh?: (w: World<I>) => Promise<Partial<I>>;
}

export interface Answer {
  status: number;
  body: Json | null;
}
export type Send = (who: string | null, method: Method, url: string, payload?: object) => Promise<Answer>;

/** `who` (null: nobody signed in) calls `url`: the status, and the body when it is JSON. */
export function sender({ app, as }: SignedInApp): Send {
  return async (who, method, url, payload) => {
    const res = await app().call(who ? as(who) : null, { method, url, payload });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, body: (json ? res.json() : null) as Json | null };
  };
}

/** A route as the OpenAPI document names it. */
export const routeOf = (row: { method: Method; path: string }) => `${row.method} ${row.path}`;

export function urlOf<I extends ReportIds>(row: MatrixRow<I>, ids: I): string {
  const path = row.path.replace('{id}', String(ids.report)).replace('{childId}', row.child ? String(ids[row.child]) : '');
  return row.query ? `${path}?${row.query}` : path;
}

/** What is wrong with an answer, or null; an error answer must carry the DRF `detail` of its status. */
export function mismatch(row: { method: Method; path: string }, res: Answer, expected: number, details: Record<number, RegExp>): string | null {
  const what = `${routeOf(row)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}, expected ${expected}`;
  if (res.status !== expected) return what;
  const detail = details[expected];
  if (detail && !detail.test(String(res.body?.detail))) return `${what} with a detail matching ${detail}`;
  return null;
}

export interface Matrix<I extends ReportIds, R extends MatrixRow<I>> {
  rows: readonly R[];
  send: Send;
  /** The answer `actor` gets from `row` on a report of the actor's owner. */
  expectedFor(actor: Actor, row: R): number;
  /** The DRF `detail` of each error status. */
  details: Record<number, RegExp>;
  /** A report with one child of every kind, made by `owner`. */
  newWorld(owner: string): Promise<World<I>>;
  /** Everything the owner sees of a report, to show that a refused call changed nothing. */
  snapshot(owner: string, ids: I): Promise<unknown[]>;
}

/** What is wrong with `actor`'s calls to every route of the matrix: an unexpected answer, or a refusal that changed the report. */
export async function actorProblems<I extends ReportIds, R extends MatrixRow<I>>(matrix: Matrix<I, R>, actor: Actor): Promise<string[]> {
  const { user, owner } = ACTORS[actor];
  const world = await matrix.newWorld(owner);
  // An anonymous call never reaches a handler: one look before and after them all is enough.
  const start = actor === 'anonymous' ? await matrix.snapshot(owner, world) : null;
  const problems: string[] = [];
  for (const row of matrix.rows) {
    const expected = matrix.expectedFor(actor, row);
    const refused = expected >= 400;
    const ids: World<I> = !refused && row.fresh ? { ...world, ...(await row.fresh(world)) } : world;
    const before = refused && !start ? await matrix.snapshot(owner, ids) : null;
    const problem = mismatch(row, await matrix.send(user, row.method, urlOf(row, ids), row.body?.(ids)), expected, matrix.details);
    if (problem) problems.push(problem);
    if (before && !isDeepStrictEqual(await matrix.snapshot(owner, ids), before)) problems.push(`${routeOf(row)}: refused, but changed the report`);
  }
  if (start && !isDeepStrictEqual(await matrix.snapshot(owner, world), start)) problems.push('anonymous calls changed the report');
  return problems;
}

/**
 * What is wrong with `who`'s calls to every child route of their own report that name a child of `owner`'s report
 * instead (another company's, or another report's of their own company): each must answer 404 and change neither
 * report.
 */
export async function foreignChildProblems<I extends ReportIds, R extends MatrixRow<I>>(matrix: Matrix<I, R>, who: string, owner: string): Promise<string[]> {
  const mine = await matrix.newWorld(who);
  const other = await matrix.newWorld(owner);
  const before = [await matrix.snapshot(who, mine), await matrix.snapshot(owner, other)];
  const problems: string[] = [];
  for (const row of matrix.rows) {
    if (!row.child) continue;
    const ids: World<I> = { ...mine, [row.child]: other[row.child] };
    const problem = mismatch(row, await matrix.send(who, row.method, urlOf(row, ids), row.body?.(ids)), 404, matrix.details);
    if (problem) problems.push(problem);
  }
  if (!isDeepStrictEqual([await matrix.snapshot(who, mine), await matrix.snapshot(owner, other)], before)) problems.push('refused calls changed a report');
  return problems;
}
