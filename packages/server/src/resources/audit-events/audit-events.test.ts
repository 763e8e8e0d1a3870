import { desc, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContext } from '../../db/demo-context.ts';
import { auditEvents, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { recordEvent } from './record-event.ts';

// The audit log (docs/decisions/0014-audit-log.md): every audited change writes exactly one event, in its own
// transaction, naming the actor, the client's address behind the trusted proxy and the target; a refused change
// writes none; only super users read their company's events; nothing changes or removes one.

// oxlint-disable-next-line typescript/no-explicit-any
type Json = Record<string, any>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The client's address as the one trusted proxy (HUELLA_TRUST_PROXY=1) reports it; what a client forged before it is ignored. */
const CLIENT = '203.0.113.7';
const PASSWORD = 'Vd8!kq2Lz#pW';

let t: TestApp;
const tokens: Record<string, string> = {};
const companyOf: Record<string, number> = {};
let desnz: number;

async function call(who: string | null, method: Method, url: string, payload?: object) {
  const headers = { 'x-forwarded-for': `198.51.100.1, ${CLIENT}` };
  const res = await t.call(who ? (tokens[who] ?? null) : null, { method, url, headers, ...(payload ? { payload } : {}) });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return { status: res.statusCode, body: (json ? res.json() : null) as Json };
}
async function ok(who: string, method: Method, url: string, payload?: object): Promise<Json> {
  const res = await call(who, method, url, payload);
  if (res.status >= 300) throw new Error(`${method} ${url} as ${who}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The newest event's id: the events a step writes are those after it. */
async function mark(): Promise<number> {
  const [row] = await t.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}
const eventsAfter = (id: number) => t.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(auditEvents.id);

/** Runs `step` and answers the events it wrote, which must be exactly `expected` many. */
async function writes(expected: number, step: () => Promise<unknown>) {
  const before = await mark();
  await step();
  const events = await eventsAfter(before);
  expect(events.map((e) => e.action)).toHaveLength(expected);
  return events;
}

async function signIn(username: string, password?: string) {
  tokens[username] = await t.login(username, password);
  companyOf[username] = (await ok(username, 'GET', '/api/rest-auth/user/')).company.id;
}

beforeAll(async () => {
  t = await createTestApp({ HUELLA_TRUST_PROXY: '1' });
  for (const u of ['demo.super', 'demo.admin', 'demo.user', 'scope3.super', 'platform.super']) await signIn(u);
  desnz = (await ok('demo.user', 'GET', '/api/reviews/?search=DESNZ')).results[0].id;
});
afterAll(() => t.close());

const report = (who: string, payload: object = {}) => ok(who, 'POST', '/api/reports/', { project_name: 'Audited', date: '2026-04-01', ...payload });

describe('reports', () => {
  it('records a consolidation with its actor, address, company and reference', async () => {
    const r = await report('demo.super');
    const [event] = await writes(1, () => ok('demo.user', 'POST', `/api/reports/${r.id}/consolidate/`));
    expect(event).toMatchObject({
      companyId: companyOf['demo.user'],
      actorUsername: 'demo.user',
      action: 'report.consolidate',
      targetType: 'report',
      targetId: r.id,
      targetLabel: r.reference,
      details: { type: 'transport' },
      ip: CLIENT,
    });
  });

  it('records an unconsolidation and a deletion, of transport and consumption reports', async () => {
    const r = await report('demo.user');
    await ok('demo.user', 'POST', `/api/reports/${r.id}/consolidate/`);
    const [undone] = await writes(1, () => ok('demo.admin', 'POST', `/api/reports/${r.id}/desconsolidate/`));
    expect(undone).toMatchObject({ action: 'report.unconsolidate', actorUsername: 'demo.admin', targetLabel: r.reference, ip: CLIENT });
    const [deleted] = await writes(1, () => call('demo.super', 'DELETE', `/api/reports/${r.id}/`));
    expect(deleted).toMatchObject({ action: 'report.delete', actorUsername: 'demo.super', targetId: r.id, targetLabel: r.reference, details: { type: 'transport' } });
    const energy = await report('demo.user', { type: 'consumption' });
    const [gone] = await writes(1, () => call('demo.user', 'DELETE', `/api/reports/${energy.id}/`));
    expect(gone).toMatchObject({ action: 'report.delete', targetLabel: energy.reference, details: { type: 'consumption' } });
  });

  it('writes nothing for a refused change: 403, 409, 404', async () => {
    const r = await report('demo.super');
    const open = await report('demo.super');
    await ok('demo.user', 'POST', `/api/reports/${r.id}/consolidate/`);
    await writes(0, async () => {
      expect((await call('demo.user', 'POST', `/api/reports/${r.id}/desconsolidate/`)).status).toBe(403);
      expect((await call('demo.user', 'POST', `/api/reports/${r.id}/consolidate/`)).status).toBe(409);
      expect((await call('demo.super', 'DELETE', `/api/reports/${r.id}/`)).status).toBe(409);
      expect((await call('demo.user', 'DELETE', `/api/reports/${open.id}/`)).status).toBe(403);
      expect((await call('scope3.super', 'DELETE', `/api/reports/${open.id}/`)).status).toBe(404);
      expect((await call('scope3.super', 'POST', `/api/reports/${open.id}/consolidate/`)).status).toBe(404);
    });
    const energy = await report('demo.user', { type: 'consumption' });
    await ok('demo.user', 'POST', `/api/reports/${energy.id}/consolidate/`);
    await writes(0, async () => expect((await call('demo.super', 'POST', `/api/reports/${energy.id}/desconsolidate/`)).status).toBe(409));
  });

  it("records one event per report the export's consolidate switch froze, and none for those already frozen", async () => {
    const date = '2031-02-10';
    const a = await report('demo.user', { date });
    const b = await report('demo.super', { date });
    const frozen = await report('demo.super', { date });
    await ok('demo.super', 'POST', `/api/reports/${frozen.id}/consolidate/`);
    const events = await writes(2, async () => {
      const res = await call('demo.user', 'POST', '/api/reports/export/?date_after=2031-02-01&date_before=2031-02-28&consolidate=true');
      expect(res.status).toBe(200);
    });
    expect(events.map((e) => e.targetLabel).toSorted()).toEqual([a.reference, b.reference].toSorted());
    for (const e of events) expect(e).toMatchObject({ action: 'report.consolidate', actorUsername: 'demo.user', ip: CLIENT, details: { type: 'transport', via: 'export', level: 'report' } });
  });
});

describe('users', () => {
  it('records a creation, an edit naming the fields changed, a password set and a deletion, never a password', async () => {
    const [created] = await writes(1, () => ok('demo.super', 'POST', '/api/users/', { username: 'audit.one', name: 'One', email: 'one@example.com', password: PASSWORD, role: 'admin' }));
    expect(created).toMatchObject({ action: 'user.create', actorUsername: 'demo.super', targetType: 'user', targetLabel: 'audit.one', details: { role: 'admin' }, ip: CLIENT });
    const id = created!.targetId;
    const [edited] = await writes(1, () => ok('demo.super', 'PATCH', `/api/users/${id}/`, { name: 'One again', role: 'other', email: 'one@example.com' }));
    expect(edited).toMatchObject({ action: 'user.update', details: { fields: ['name', 'role'], role: { from: 'admin', to: 'other' } } });
    const secret = 'Qm7#tR2!vXw9';
    const [password] = await writes(1, () => ok('demo.admin', 'PATCH', `/api/users/${id}/`, { password: secret, email: 'new@example.com' }));
    expect(password).toMatchObject({ action: 'user.password', actorUsername: 'demo.admin', targetLabel: 'audit.one', details: { fields: ['email', 'password'] } });
    expect(JSON.stringify(password)).not.toContain(secret);
    await writes(0, () => ok('demo.super', 'PATCH', `/api/users/${id}/`, {}));
    const [deleted] = await writes(1, () => call('demo.super', 'DELETE', `/api/users/${id}/`));
    expect(deleted).toMatchObject({ action: 'user.delete', targetId: id, targetLabel: 'audit.one' });
  });

  it("records a user's own password change and their renaming under the name they acted with", async () => {
    await ok('demo.super', 'POST', '/api/users/', { username: 'audit.self', name: 'Self', email: 'self@example.com', password: PASSWORD });
    await signIn('audit.self', PASSWORD);
    const secret = 'Zp4!wN8#cLq2';
    const [own] = await writes(1, () =>
      call('audit.self', 'POST', '/api/rest-auth/password/change/', { old_password: PASSWORD, new_password1: secret, new_password2: secret }),
    );
    expect(own).toMatchObject({ action: 'user.password', actorUsername: 'audit.self', targetLabel: 'audit.self', details: { fields: ['password'] }, ip: CLIENT });
    expect(JSON.stringify(own)).not.toContain(secret);
    const [renamed] = await writes(1, () => ok('audit.self', 'PATCH', `/api/users/${own!.targetId}/`, { username: 'audit.renamed' }));
    expect(renamed).toMatchObject({ actorUsername: 'audit.self', targetLabel: 'audit.renamed', details: { username: { from: 'audit.self', to: 'audit.renamed' } } });
    const [gone] = await writes(1, () => call('audit.self', 'DELETE', `/api/users/${own!.targetId}/`));
    expect(gone).toMatchObject({ action: 'user.delete', actorUsername: 'audit.renamed', actorId: own!.targetId });
  });

  it('writes nothing for a refused change, and rolls the event back with a change that fails after it', async () => {
    const demoUser = (await ok('demo.super', 'GET', '/api/users/?username=demo.user')).results[0];
    const demoSuper = (await ok('demo.super', 'GET', '/api/users/?username=demo.super')).results[0];
    await writes(0, async () => {
      expect((await call('demo.admin', 'PATCH', `/api/users/${demoUser.id}/`, { role: 'admin' })).status).toBe(400);
      expect((await call('demo.user', 'DELETE', `/api/users/${demoSuper.id}/`)).status).toBe(403);
      expect((await call('demo.super', 'PATCH', `/api/users/${demoSuper.id}/`, { role: 'other' })).status).toBe(409);
      expect((await call('demo.user', 'POST', '/api/users/', { username: 'audit.nobody', name: 'N', email: 'n@example.com', password: PASSWORD })).status).toBe(403);
      // The event is written before the row goes; the reports demo.user wrote keep it (409), and the event goes with it.
      expect((await call('demo.super', 'DELETE', `/api/users/${demoUser.id}/`)).status).toBe(409);
    });
  });

  it('keeps neither the event nor the change when the transaction fails after both', async () => {
    const ctx = (await demoContext(t.db, 'demo.super'))!;
    const before = await mark();
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(users).set({ name: 'Renamed in vain' }).where(sql`${users.username} = 'demo.admin'`);
        await recordEvent(tx, ctx, { action: 'user.update', target: { type: 'user', id: 1, label: 'demo.admin' }, details: { fields: ['name'] } });
        throw new Error('the next statement failed');
      }),
    ).rejects.toThrow('the next statement failed');
    expect(await eventsAfter(before)).toEqual([]);
    expect((await ok('demo.super', 'GET', '/api/users/?username=demo.admin')).results[0].name).not.toBe('Renamed in vain');
  });
});

describe('reviews', () => {
  it('records every change of a review in the platform company, and nothing refused', async () => {
    const platform = companyOf['platform.super'];
    const [cloned] = await writes(1, () => ok('platform.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2045-01-01', title: 'Audited set' }));
    expect(cloned).toMatchObject({ companyId: platform, action: 'review.clone', targetType: 'review', targetLabel: 'Audited set', details: { source: { id: desnz } }, ip: CLIENT });
    const id = cloned!.targetId;
    const url = `/api/reviews/${id}/`;
    const [changed] = await writes(1, () => ok('platform.super', 'PATCH', url, { title: 'Audited set 2', factors: { 'road.per_tkm.hgv_average': 0.3 } }));
    expect(changed).toMatchObject({
      action: 'review.update',
      targetLabel: 'Audited set 2',
      details: { title: { from: 'Audited set', to: 'Audited set 2' }, factors: { 'road.per_tkm.hgv_average': { to: 0.3 } } },
    });
    const [added] = await writes(1, () => ok('platform.super', 'POST', `${url}car-family-reviews/`, { family: 'Audit Z', A1: 0.1, B1: 0, C1: 0 }));
    expect(added).toMatchObject({ action: 'review.entry_create', targetId: id, details: { entry: 'car-family-reviews' } });
    const entry = added!.details['entry_id'] as number;
    expect((await writes(1, () => ok('platform.super', 'PATCH', `${url}car-family-reviews/${entry}/`, { A1: 0.2 })))[0]).toMatchObject({ action: 'review.entry_update' });
    expect((await writes(1, () => call('platform.super', 'DELETE', `${url}car-family-reviews/${entry}/`)))[0]).toMatchObject({ action: 'review.entry_delete' });

    const document = await ok('platform.super', 'GET', `${url}export/`);
    const [imported] = await writes(1, () => ok('platform.super', 'POST', '/api/reviews/import/?title=Imported%20audit', document));
    expect(imported).toMatchObject({ action: 'review.import', targetLabel: 'Imported audit', companyId: platform });
    const [deleted] = await writes(1, () => call('platform.super', 'DELETE', `/api/reviews/${imported!.targetId}/`));
    expect(deleted).toMatchObject({ action: 'review.delete', targetLabel: 'Imported audit' });
    const whole = await ok('platform.super', 'GET', url);
    const [created] = await writes(1, () => ok('platform.super', 'POST', '/api/reviews/', { title: 'Created audit', start_date: '2046-01-01', source: 'test', factors: whole.factors }));
    expect(created).toMatchObject({ action: 'review.create', targetLabel: 'Created audit' });

    await writes(0, async () => {
      expect((await call('demo.super', 'POST', `/api/reviews/${desnz}/clone/`, { start_date: '2045-01-01' })).status).toBe(403);
      expect((await call('platform.super', 'PATCH', url, { factors: { 'road.per_tkm.hgv_average': 'abc' } })).status).toBe(400);
      expect((await call('platform.super', 'PATCH', `/api/reviews/${desnz}/`, { title: 'Locked' })).status).toBe(403);
    });
    const [locked] = await writes(1, () => ok('platform.super', 'PATCH', url, { read_only: true }));
    expect(locked).toMatchObject({ action: 'review.lock', targetId: id });
    await writes(0, async () => expect((await call('platform.super', 'DELETE', url)).status).toBe(403));
  });
});

describe('GET /api/audit-events/', () => {
  it("answers a super user their company's events, newest first, and never another company's or the reviews'", async () => {
    const mine = await ok('demo.super', 'GET', '/api/audit-events/?page_size=1000');
    expect(mine.count).toBeGreaterThan(0);
    const ids = mine.results.map((e: Json) => e.id);
    expect(ids).toEqual(ids.toSorted((a: number, b: number) => b - a));
    expect(mine.results.every((e: Json) => e.target.type !== 'review')).toBe(true);
    expect(mine.results[0]).toMatchObject({ actor: { username: expect.any(String) }, target: { type: expect.any(String), label: expect.any(String) } });
    const platform = await ok('platform.super', 'GET', '/api/audit-events/?target_type=review&page_size=1000');
    expect(platform.count).toBeGreaterThanOrEqual(9);
    const demoIds = new Set(ids);
    expect(platform.results.some((e: Json) => demoIds.has(e.id))).toBe(false);
    const other = await ok('scope3.super', 'GET', '/api/audit-events/?page_size=1000');
    expect(other.results.some((e: Json) => demoIds.has(e.id))).toBe(false);
  });

  it('filters by action, actor, target type, search and time, and pages', async () => {
    const consolidations = await ok('demo.super', 'GET', '/api/audit-events/?action=report.consolidate&page_size=1000');
    expect(consolidations.count).toBeGreaterThan(0);
    expect(consolidations.results.every((e: Json) => e.action === 'report.consolidate')).toBe(true);
    const byAdmin = await ok('demo.super', 'GET', '/api/audit-events/?actor=ADMIN&page_size=1000');
    expect(byAdmin.count).toBeGreaterThan(0);
    expect(byAdmin.results.every((e: Json) => e.actor.username === 'demo.admin')).toBe(true);
    const userEvents = await ok('demo.super', 'GET', '/api/audit-events/?target_type=user&search=audit.one');
    expect(userEvents.results.map((e: Json) => e.action).toSorted()).toEqual(['user.create', 'user.delete', 'user.password', 'user.update']);
    const future = await ok('demo.super', 'GET', `/api/audit-events/?created_after=${encodeURIComponent('2999-01-01T00:00:00+01:00')}`);
    expect(future.count).toBe(0);
    const past = await ok('demo.super', 'GET', `/api/audit-events/?created_before=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}&page_size=2`);
    expect(past.results).toHaveLength(2);
    expect(past.next).toContain('page=2');
    expect((await call('demo.super', 'GET', '/api/audit-events/?action=report.rewrite')).body).toHaveProperty('action');
    expect((await call('demo.super', 'GET', '/api/audit-events/?created_after=yesterday')).body).toHaveProperty('created_after');
    expect((await call('demo.super', 'GET', '/api/audit-events/?ordering=ip')).body).toHaveProperty('ordering');
  });

  it('answers 403 to admin and other users, and 401 without a token', async () => {
    expect((await call('demo.admin', 'GET', '/api/audit-events/')).status).toBe(403);
    expect((await call('demo.user', 'GET', '/api/audit-events/')).status).toBe(403);
    expect((await call(null, 'GET', '/api/audit-events/')).status).toBe(401);
  });
});

/** The messages of the error `statement` fails with, its causes' too (drizzle wraps the database's error). */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  const failure = await t.db.execute(statement).then(
    () => undefined,
    (error: unknown) => error,
  );
  const messages: string[] = [];
  for (let e = failure as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
  return messages.join(' | ');
}

describe('append-only', () => {
  it('has no route that creates, changes or deletes an event, for any role', async () => {
    const [event] = await t.db.select().from(auditEvents).limit(1);
    for (const who of ['demo.super', 'platform.super', 'demo.admin']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const url of ['/api/audit-events/', `/api/audit-events/${event!.id}/`]) {
          expect((await call(who, method, url, { ip: '0.0.0.0' })).status, `${method} ${url} as ${who}`).toBe(404);
        }
      }
    }
    const [after] = await t.db.select().from(auditEvents).where(sql`${auditEvents.id} = ${event!.id}`);
    expect(after).toEqual(event);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself, even of no row, and says why', async () => {
    const [event] = await t.db.select().from(auditEvents).limit(1);
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents))[0]!.n;
    const before = await count();
    for (const statement of [
      sql`update audit_events set ip = '0.0.0.0' where id = ${event!.id}`,
      sql`update audit_events set ip = '0.0.0.0' where false`,
      sql`delete from audit_events where id = ${event!.id}`,
      sql`delete from audit_events`,
      sql`truncate audit_events`,
    ]) {
      expect(await refusal(statement)).toMatch(/audit_events is append-only: (UPDATE|DELETE|TRUNCATE) refused/);
    }
    const [after] = await t.db.select().from(auditEvents).where(sql`${auditEvents.id} = ${event!.id}`);
    expect(after).toEqual(event);
    expect(await count()).toBe(before);
  });
});
