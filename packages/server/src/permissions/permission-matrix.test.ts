import { describe, expect, it } from 'vitest';
import { callOf, LOGIN, makeCompanyWorld, makeSharedWorld, readExportedReview, tokenOf, type CallContext, type CompanyWorld, type SharedWorld } from '../test-support/permission-calls.ts';
import { startHseqServer } from '../test-support/hseq-server.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { expectedAnswer, type Tenant } from './expected-answer.ts';
import { operationOf, PERMISSIONS, ROLES, type PermissionRow, type Role } from './permission-table.ts';

// Issue #17 part 1: every cell of the permission table (permission-table.ts, rendered in docs/permissions.md) called
// against a seeded server: each operation as each role, on the caller's own company's data and on another
// company's. A refusal must carry the DRF `detail` of its status; a success must really succeed.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const DETAIL: Record<number, RegExp> = {
  401: /^Authentication credentials were not provided\.$/,
  403: /^(You do not have permission to perform this action\.|Your company reports scope 3 only: it has no consumptions\.)$/,
  404: /^Not found\.$/,
};

/** The company of each role, and the other company whose rows it is shown. */
const OWNER: Record<Exclude<Role, 'anonymous'>, string> = { other: 'demo.super', admin: 'demo.super', super: 'demo.super', platform: 'platform.super', scope3: 'scope3.super' };
const STRANGER: Record<Exclude<Role, 'anonymous'>, string> = { other: 'platform.super', admin: 'platform.super', super: 'platform.super', platform: 'demo.super', scope3: 'demo.super' };

interface Cell {
  row: PermissionRow;
  role: Role;
  tenant: Tenant;
  expected: number;
}

export interface MatrixRun {
  cells: number;
  problems: string[];
}

/** Calls every cell of the table on `t`; what answered otherwise than the table says. */
export async function runMatrix(t: TestApp): Promise<MatrixRun> {
  const hseq = await startHseqServer();
  try {
    return await callEveryCell(t, { url: hseq.url, token: hseq.token });
  } finally {
    await hseq.close();
  }
}

async function callEveryCell(t: TestApp, hseq: SharedWorld['hseq']): Promise<MatrixRun> {
  const worlds = new Map<string, CompanyWorld>();
  for (const owner of ['demo.super', 'platform.super']) worlds.set(owner, await makeCompanyWorld(t, owner, hseq));
  worlds.set('scope3.super', await makeCompanyWorld(t, 'scope3.super', null));
  // A scope-3-only company has no consumption lookups: its refusals are asked about the demo company's ids.
  const scope3 = worlds.get('scope3.super')!;
  scope3.consumption = worlds.get('demo.super')!.consumption;
  const shared: SharedWorld = await makeSharedWorld(t, hseq);
  await readExportedReview(t, shared);
  const templates = new Map<Role, number>();
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    const res = await t.call(await tokenOf(t, LOGIN[role]), { method: 'POST', url: '/api/filter-templates/', payload: { name: `Mine ${role}`, topic: 'global_emissions' } });
    templates.set(role, res.json<{ id: number }>().id);
  }

  const cells: Cell[] = PERMISSIONS.flatMap((row) =>
    ROLES.flatMap((role) =>
      (['own', 'other'] as const).flatMap((tenant) => {
        const expected = expectedAnswer(row, role, tenant);
        return expected === null ? [] : [{ row, role, tenant, expected }];
      }),
    ),
  );
  const problems: string[] = [];
  let address = 0;
  for (const { row, role, tenant, expected } of cells) {
    const signedIn = role === 'anonymous' ? null : role;
    const world = worlds.get(signedIn ? (tenant === 'own' ? OWNER[signedIn] : STRANGER[signedIn]) : 'demo.super')!;
    let c: CallContext = {
      t,
      role,
      tenant,
      world,
      shared,
      token: signedIn ? await tokenOf(t, LOGIN[signedIn]) : null,
      callerTemplate: templates.get(role) ?? 0,
    };
    const call = callOf(row);
    const where = `${operationOf(row)} as ${role} on ${tenant === 'own' ? 'its own company' : 'another company'}`;
    let res;
    try {
      if (expected < 400 && call.fresh) c = { ...c, ...(await call.fresh(c)) };
      const body = call.body?.(c);
      const multipart = call.multipart ? (body as { payload: Buffer; headers: Record<string, string> }) : null;
      res = await t.call(c.token, {
        method: row.method,
        url: call.url(c),
        // Each call from its own address: the public forms and logins are limited per address.
        remoteAddress: `10.17.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
        headers: { 'accept-language': 'en', ...multipart?.headers },
        ...(multipart ? { payload: multipart.payload } : body === undefined ? {} : { payload: body as object }),
      });
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
      continue;
    }
    const json = String(res.headers['content-type']).startsWith('application/json') ? (res.json() as { detail?: unknown }) : null;
    if (res.statusCode !== expected) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}, expected ${expected}`);
    else if (DETAIL[expected] && !DETAIL[expected].test(String(json?.detail))) problems.push(`${where}: ${expected} without its detail: ${res.body.slice(0, 200)}`);
  }
  return { cells: cells.length, problems };
}

const published = async (t: TestApp) => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).filter((m) => METHODS.includes(m)).map((m) => `${m.toUpperCase()} ${path}`));
};

describe('the permission table (docs/permissions.md)', () => {
  it('has a row for every operation the server publishes, and none for one it does not', async () => {
    const t = await createTestApp();
    try {
      const served = new Set(await published(t));
      const declared = new Set(PERMISSIONS.map((r) => `${r.method} ${r.path}`));
      expect([...served].filter((op) => !declared.has(op)), 'operations without a row').toEqual([]);
      expect([...declared].filter((op) => !served.has(op)), 'rows of no operation').toEqual([]);
    } finally {
      await t.close();
    }
  });

  // Who is let through is decided in the server's code, alike on both databases: CI's second run of the API suite,
  // on PostgreSQL, leaves these calls out to stay within its time; `npm run test:reliability` makes them there too.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL) && !process.env.HUELLA_RELIABILITY)('answers every cell as the table says', async () => {
    const t = await createTestApp();
    try {
      const run = await runMatrix(t);
      console.log(`permission matrix: ${run.cells} cells, ${run.problems.length} unexpected answers`);
      expect(run.problems).toEqual([]);
    } finally {
      await t.close();
    }
  }, 600_000);
});
